// Admitting a guest at the door (spec 2 §4 "a ticket can be checked in or un-checked in").
// One conditional UPDATE (… where checked_in_at is null): of two phones scanning the same
// guest ticket at the same moment, exactly one admits it; the other gets CONFLICT.
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { guestListGuests, guestTickets, type GuestTicketRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { conflict, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { guestMessages as m } from "../../../../contract/hosting/guests-messages.js";
import { checksInGuest, notAllowed, requireGuestAccess, seesGuest } from "./event-access.js";

export async function checkInGuestTicket(deps: DomainDeps, viewerId: string, guestTicketId: string): Promise<GuestTicketRow> {
  await requireTicketAccess(deps, viewerId, guestTicketId);
  const [admitted] = await deps.db
    .update(guestTickets)
    .set({ checkedInAt: deps.clock(), checkedInByUserId: viewerId })
    .where(and(eq(guestTickets.id, guestTicketId), isNull(guestTickets.checkedInAt)))
    .returning();
  if (!admitted) throw conflict(m.alreadyCheckedIn);
  return admitted;
}

export async function undoGuestCheckIn(deps: DomainDeps, viewerId: string, guestTicketId: string): Promise<GuestTicketRow> {
  await requireTicketAccess(deps, viewerId, guestTicketId);
  const [undone] = await deps.db
    .update(guestTickets)
    .set({ checkedInAt: null, checkedInByUserId: null })
    .where(and(eq(guestTickets.id, guestTicketId), isNotNull(guestTickets.checkedInAt)))
    .returning();
  if (!undone) throw conflict(m.notCheckedIn);
  return undone;
}

/** The door checks in any guest; one who only adds guests (a promoter) checks in their own. */
async function requireTicketAccess(deps: DomainDeps, viewerId: string, guestTicketId: string) {
  if (!isUuid(guestTicketId)) throw notFound(m.ticketNotFound);
  const [ticket] = await deps.db
    .select({ eventId: guestTickets.eventId, createdByUserId: guestListGuests.createdByUserId })
    .from(guestTickets)
    .innerJoin(guestListGuests, eq(guestListGuests.id, guestTickets.guestId))
    .where(eq(guestTickets.id, guestTicketId));
  if (!ticket) throw notFound(m.ticketNotFound);
  const access = await requireGuestAccess(deps, viewerId, ticket.eventId, "SCAN_TICKETS", "ADD_GUEST");
  if (!seesGuest(access, ticket)) throw notFound(m.ticketNotFound);
  if (!checksInGuest(access, ticket)) throw notAllowed();
}
