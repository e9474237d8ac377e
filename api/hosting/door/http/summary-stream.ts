// GET /api/hosting/door/:eventId/summary/stream: the checked-in summary as server-sent
// events, sent at once and again whenever the event's door changes (the database's change
// feed, not polling). Door staff only, with the bearer token like every call; the right to
// scan is checked again before every count, so a scanner taken off the team hears no more.
import { Router, type Request } from "express";
import type { HttpRouteDeps } from "../../../kernel/area.js";
import { authenticateAccessToken, sessionExpired } from "../../../access/domain/sessions.js";
import { bearerToken } from "../../../http/bearer.js";
import { restErrorHandler } from "../../../http/errors.js";
import { DomainError } from "../../../kernel/errors.js";
import { doorAccessOf, requireDoorAction } from "../domain/door-access.js";
import { summaryOf } from "../domain/summary.js";
import { createSummaryHub } from "./summary-hub.js";

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

export function doorHttpRoutes(deps: HttpRouteDeps): Router {
  const router = Router();
  const hub = deps.changeFeed ? createSummaryHub(deps.changeFeed) : null;

  async function viewerOf(req: Request) {
    const token = bearerToken(req.get("authorization"));
    const viewer = token ? await authenticateAccessToken(deps, token) : null;
    if (!viewer) throw sessionExpired();
    return viewer;
  }

  router.get("/hosting/door/:eventId/summary/stream", async (req, res) => {
    const viewer = await viewerOf(req);
    const event = await requireDoorAction(deps, viewer.userId, req.params.eventId, "SCAN_TICKETS");
    if (!deps.eventStreams.open(viewer.userId, res)) return;
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
    });
    let closed = false;
    const stopped: (() => void)[] = [];
    const stop = () => {
      if (closed) return;
      closed = true;
      for (const undo of stopped) undo();
      res.end();
    };
    req.on("close", stop);
    let sending = Promise.resolve();
    const send = () => {
      sending = sending.then(async () => {
        if (closed) return;
        try {
          // The viewer's right is read again for every count: one taken off the door (or an
          // event no longer theirs to see) gets nothing more, and the stream ends.
          const access = await doorAccessOf(deps, viewer.userId, event.id).catch((error: unknown) => {
            if (error instanceof DomainError) return null;
            throw error;
          });
          if (!access?.mayScan) return stop();
          const summary = await summaryOf(deps.db, event.id);
          if (!closed) res.write(`event: summary\ndata: ${JSON.stringify(summary)}\n\n`);
        } catch (error) {
          deps.logger.warn({ err: error }, "door summary stream could not count");
        }
      });
    };
    // Without a change feed there is nothing to wait for: one summary, and the browser retries later.
    if (!hub) {
      res.write("retry: 30000\n\n");
      send();
      await sending;
      return stop();
    }
    stopped.push(hub.watch(event.id, send));
    const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), HEARTBEAT_MS);
    heartbeat.unref();
    stopped.push(() => clearInterval(heartbeat));
    send();
  });

  router.use("/hosting/door", restErrorHandler(deps.logger));
  return router;
}
