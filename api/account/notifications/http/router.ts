// The notifications' HTTP route, mounted at /api:
//   GET /notifications/stream  server-sent events for the signed-in member: `unread` with
//   { unreadCount } at once and after every change to their notifications; a comment every
//   25 s keeps proxies from closing an idle stream. 503 when this instance has no change
//   feed (the browser falls back to polling, spec 1 §7).
import { Router, type Request } from "express";
import { authenticateAccessToken, sessionExpired } from "../../../access/domain/sessions.js";
import { bearerToken } from "../../../http/bearer.js";
import { restErrorHandler } from "../../../http/errors.js";
import type { HttpRouteDeps } from "../../../kernel/area.js";
import { notificationMessages } from "../../../../contract/account/notifications-messages.js";
import { unreadCount } from "../domain/inbox.js";
import { createNotificationStreamHub } from "./stream-hub.js";

const HEARTBEAT_MS = 25_000;

export function createNotificationsRouter(deps: HttpRouteDeps): Router {
  const router = Router();
  const hub = deps.changeFeed ? createNotificationStreamHub(deps.changeFeed, (userId) => unreadCount(deps.db, userId), deps.logger) : null;

  async function viewerOf(req: Request) {
    const token = bearerToken(req.get("authorization"));
    const viewer = token ? await authenticateAccessToken(deps, token) : null;
    if (!viewer) throw sessionExpired();
    return viewer;
  }

  router.get("/notifications/stream", async (req, res) => {
    const viewer = await viewerOf(req);
    if (!hub) {
      res.status(503).json({ code: "UNAVAILABLE", message: notificationMessages.streamUnavailable });
      return;
    }
    if (!deps.eventStreams.open(viewer.userId, res)) return;
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
      // Tells a buffering proxy (nginx) to pass events on as they come.
      "X-Accel-Buffering": "no",
    });
    let last = -1;
    const send = (count: number) => {
      if (count === last) return;
      last = count;
      res.write(`event: unread\ndata: ${JSON.stringify({ unreadCount: count })}\n\n`);
    };
    // Opening reads the count at once: the first event tells the current number.
    const close = hub.open(viewer.userId, send);
    const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), HEARTBEAT_MS);
    heartbeat.unref();
    req.on("close", () => {
      clearInterval(heartbeat);
      close();
    });
  });

  router.use("/notifications", restErrorHandler(deps.logger));
  return router;
}
