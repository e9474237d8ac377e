// The exports (spec 2 §3 "Export"), streamed as CSV, mounted at /api:
//   GET /hosting/events/:eventId/attendees.csv   one row per attendee
//   GET /hosting/events/:eventId/tickets.csv     one row per ticket
// Bearer token as every call; EXPORT_ATTENDEES on the event. Rows are read in batches and
// written through csv-stringify with back-pressure, so memory stays flat however many rows.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Router, type Request, type Response } from "express";
import { stringify } from "csv-stringify";
import { authenticateAccessToken, sessionExpired } from "../../../access/domain/sessions.js";
import { refuseDeactivated } from "../../../account/domain/lifecycle.js";
import { bearerToken } from "../../../http/bearer.js";
import { restErrorHandler } from "../../../http/errors.js";
import type { HttpRouteDeps } from "../../../kernel/area.js";
import { inviterScope, requireStaffAction } from "../domain/staff.js";
import { ATTENDEE_COLUMNS, TICKET_COLUMNS, attendeeExportRows, ticketExportRows } from "../domain/export-rows.js";

export function createExportRouter(deps: HttpRouteDeps): Router {
  const router = Router();

  async function exportAccess(req: Request) {
    const token = bearerToken(req.get("authorization"));
    const viewer = token ? await authenticateAccessToken(deps, token) : null;
    if (!viewer) throw sessionExpired();
    refuseDeactivated(viewer);
    const access = await requireStaffAction(deps, viewer.userId, String(req.params.eventId), "EXPORT_ATTENDEES");
    return { event: access.event, inviter: inviterScope(access, "view") };
  }

  async function send(res: Response, fileName: string, columns: readonly string[], rows: AsyncGenerator<string[]>) {
    res.status(200);
    res.set({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    });
    // A byte-order mark so spreadsheet programs read the names as UTF-8.
    res.write("\uFEFF");
    await pipeline(Readable.from(rows), stringify({ header: true, columns: [...columns] }), res);
  }

  router.get("/hosting/events/:eventId/attendees.csv", async (req, res) => {
    const { event, inviter } = await exportAccess(req);
    await send(res, `${event.slug}-attendees.csv`, ATTENDEE_COLUMNS, attendeeExportRows(deps.db, event.id, inviter));
  });

  router.get("/hosting/events/:eventId/tickets.csv", async (req, res) => {
    const { event, inviter } = await exportAccess(req);
    await send(res, `${event.slug}-tickets.csv`, TICKET_COLUMNS, ticketExportRows(deps.db, event.id, inviter));
  });

  router.use("/hosting/events", restErrorHandler(deps.logger));
  return router;
}
