// The server-sent event streams open on this API instance (notifications, door summary),
// counted per member and in all: a stream holds a connection for as long as it is open,
// so one member (or everyone together) may hold only so many. Over a cap the stream is
// refused with 429 and Retry-After. When the instance stops, every stream is ended with a
// retry hint, and the browser reconnects, to another instance behind the load balancer.
import type { Response } from "express";
import { commonMessages } from "../../contract/common/messages.js";

export const DEFAULT_STREAMS_PER_USER = 10;
export const DEFAULT_STREAMS_PER_INSTANCE = 1000;
/** When a refused stream may try again: a slot frees when one of the others closes. */
const RETRY_AFTER_SECONDS = 30;
/** What an ended stream tells the browser: reconnect in a second. */
const RECONNECT_MS = 1000;

export interface EventStreams {
  /**
   * Counts `res`, a stream of `userId`, in until it closes. False when it may not open: the
   * refusal (429 over a cap, 503 while the instance stops) has been answered.
   */
  open(userId: string, res: Response): boolean;
  /** Ends every open stream with a retry hint and refuses new ones: the instance is stopping. */
  endAll(): void;
  /** Streams open now. */
  readonly size: number;
}

export function createEventStreams({ perUser = DEFAULT_STREAMS_PER_USER, perInstance = DEFAULT_STREAMS_PER_INSTANCE } = {}): EventStreams {
  const open = new Map<Response, string>();
  const perUserCount = new Map<string, number>();
  let ending = false;
  const end = (res: Response) => {
    if (!res.headersSent || res.writableEnded) return;
    res.end(`retry: ${RECONNECT_MS}\n\n`);
  };
  return {
    open(userId, res) {
      if (ending) {
        res.set("Retry-After", "1").status(503).json({ code: "UNAVAILABLE", message: commonMessages.unavailable });
        return false;
      }
      const mine = perUserCount.get(userId) ?? 0;
      if (mine >= perUser || open.size >= perInstance) {
        res.set("Retry-After", String(RETRY_AFTER_SECONDS)).status(429).json({ code: "RATE_LIMITED", message: commonMessages.tooManyRequests });
        return false;
      }
      // A heartbeat or an event racing the end writes after it: nothing to stop the thread for.
      res.on("error", () => {});
      open.set(res, userId);
      perUserCount.set(userId, mine + 1);
      res.once("close", () => {
        open.delete(res);
        const left = (perUserCount.get(userId) ?? 1) - 1;
        if (left > 0) perUserCount.set(userId, left);
        else perUserCount.delete(userId);
      });
      return true;
    },
    endAll() {
      ending = true;
      for (const res of open.keys()) end(res);
    },
    get size() {
      return open.size;
    },
  };
}
