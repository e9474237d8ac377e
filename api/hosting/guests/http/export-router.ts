// GET /api/hosting/events/:eventId/guests.csv: the event's guest list as CSV (spec 2 §3
// "a guest list export"), one row per guest ticket, streamed as it is written. Only with
// EXPORT_ATTENDEES (ADR 0021): adding guests does not take the list out.
import { Router, type Request } from "express";
import type { Logger } from "pino";
import { stringify } from "csv-stringify";
import { authenticateAccessToken, sessionExpired } from "../../../access/domain/sessions.js";
import type { AuthDeps } from "../../../kernel/deps.js";
import { bearerToken } from "../../../http/bearer.js";
import { restErrorHandler } from "../../../http/errors.js";
import { requireEventAction } from "../domain/event-access.js";
import { allGuestsOf } from "../domain/guests.js";
import { safeCell } from "../../csv-cells.js";

const HEADER = ["Ticket no", "Guest name", "Full name", "Email", "Phone", "Note", "Checked in at", "Added at"];

export function createGuestExportRouter(deps: AuthDeps & { logger: Logger }): Router {
  const router = Router();

  async function viewerOf(req: Request) {
    const token = bearerToken(req.get("authorization"));
    const viewer = token ? await authenticateAccessToken(deps, token) : null;
    if (!viewer) throw sessionExpired();
    return viewer;
  }

  router.get("/hosting/events/:eventId/guests.csv", async (req, res) => {
    const viewer = await viewerOf(req);
    const event = await requireEventAction(deps, viewer.userId, req.params.eventId, "EXPORT_ATTENDEES");
    const guests = await allGuestsOf(deps.db, event.id);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="guests-${event.slug}.csv"`);
    res.setHeader("Cache-Control", "private, no-store");
    const csv = stringify();
    csv.pipe(res);
    csv.write(HEADER);
    for (const { guest, tickets } of guests) {
      for (const ticket of tickets) {
        csv.write(
          [ticket.ticketNo, ticket.guestName, guest.fullName, guest.email, guest.phoneNumber, guest.note, ticket.checkedInAt?.toISOString(), guest.createdAt.toISOString()].map(safeCell),
        );
      }
    }
    csv.end();
  });

  router.use(restErrorHandler(deps.logger));
  return router;
}
