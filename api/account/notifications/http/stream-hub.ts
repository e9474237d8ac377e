// The instance's open notification streams, fed by one subscription to the change feed (one
// database listener for the whole instance). A change to a recipient's notifications costs
// one unread count query for that recipient, shared by all of their open streams, however
// many there are; nothing is polled.
import type { Logger } from "pino";
import type { ChangeFeed } from "../../../cache/change-feed.js";

const TAG = "notification:";

export type StreamListener = (unreadCount: number) => void;

export interface NotificationStreamHub {
  /** Starts hearing the recipient's count, read at once and after every change; the returned function stops it. */
  open(userId: string, listener: StreamListener): () => void;
  readonly streams: number;
}

export function createNotificationStreamHub(feed: ChangeFeed, countUnread: (userId: string) => Promise<number>, logger: Logger): NotificationStreamHub {
  const listeners = new Map<string, Set<StreamListener>>();
  /** Recipients whose count is being read: a change arriving meanwhile reads it once more after. */
  const reading = new Map<string, { again: boolean }>();
  let streams = 0;

  const refresh = (userId: string) => {
    const current = reading.get(userId);
    if (current) {
      current.again = true;
      return;
    }
    const state = { again: false };
    reading.set(userId, state);
    void (async () => {
      do {
        state.again = false;
        try {
          const count = await countUnread(userId);
          for (const listener of listeners.get(userId) ?? []) listener(count);
        } catch (error) {
          logger.warn({ err: error }, "notification stream: could not read the unread count");
        }
      } while (state.again && listeners.has(userId));
      reading.delete(userId);
    })();
  };

  feed.subscribe(
    (tag) => {
      if (!tag.startsWith(TAG)) return;
      const userId = tag.slice(TAG.length);
      if (listeners.has(userId)) refresh(userId);
    },
    // Changes may have been missed: tell every open stream its count again.
    () => {
      for (const userId of listeners.keys()) refresh(userId);
    },
  );

  return {
    open(userId, listener) {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      streams++;
      refresh(userId);
      return () => {
        if (!set.delete(listener)) return;
        streams--;
        if (set.size === 0) listeners.delete(userId);
      };
    },
    get streams() {
      return streams;
    },
  };
}
