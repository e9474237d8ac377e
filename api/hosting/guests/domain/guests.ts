// An event's guest list (spec 2 §3 Guest-list guest; §7 add, update, delete guests and their
// tickets): people the host lets in by name, each with numbered guest tickets. Numbers are
// taken under a lock on the event row, so two staff adding at once never share a number.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.js";
import { eventTickets, events, guestListGuests, guestTickets, type GuestRow, type GuestTicketRow, type UserRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { parseInput } from "../../../kernel/validation.js";
import { findUsersByIds } from "../../../account/domain/users.js";
import { GUEST_LIMITS, guestMessages as m } from "../../../../contract/hosting/guests-messages.js";
import {
  checkPageSize,
  decodeOffset,
  encodeOffset,
  managesGuest,
  notAllowed,
  requireGuestAccess,
  seesContactsOf,
  seesGuest,
  type GuestAccess,
} from "./event-access.js";
import { customFields, optionalEmail, optionalPhone, optionalText } from "./fields.js";

export const guestInput = z.object({
  fullName: z.string().trim().min(1, m.fullNameRequired).max(100, m.fullNameTooLong),
  emailAddress: optionalEmail,
  phoneNumber: optionalPhone,
  note: optionalText(500, m.noteTooLong),
  customFields,
  ticketCount: z.number().int(m.ticketCountInvalid).min(1, m.ticketCountInvalid).max(GUEST_LIMITS.maxTicketsPerGuest, m.ticketCountInvalid),
  eventTicketId: z.string().nullish().transform((value) => value || null),
});
export type GuestInput = z.input<typeof guestInput>;

export interface GuestView {
  guest: GuestRow;
  tickets: GuestTicketRow[];
  createdBy: UserRow | null;
  /** Whether the viewer sees the guest's e-mail, phone and custom fields. */
  showsContacts: boolean;
  /** Whether the viewer may edit or remove the guest. */
  canManage: boolean;
}

export interface GuestPage {
  nodes: GuestView[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

export async function addGuest(deps: DomainDeps, viewerId: string, eventId: string, input: GuestInput): Promise<GuestView> {
  const access = await requireGuestAccess(deps, viewerId, eventId, "ADD_GUEST");
  const { event } = access;
  const form = parseInput(guestInput, input);
  await checkEventTicket(deps.db, event.id, form.eventTicketId);
  const now = deps.clock();
  const guestId = await deps.db.transaction(async (tx) => {
    const [guest] = await tx
      .insert(guestListGuests)
      .values({ eventId: event.id, fullName: form.fullName, email: form.emailAddress, phoneNumber: form.phoneNumber, note: form.note, customFields: form.customFields, createdByUserId: viewerId, createdAt: now, updatedAt: now })
      .returning({ id: guestListGuests.id });
    await addGuestTickets(tx, event.id, guest.id, form.fullName, form.eventTicketId, form.ticketCount, now);
    return guest.id;
  });
  return (await presentGuests(deps.db, access, [await findGuest(deps.db, guestId)]))[0];
}

/**
 * Changes what the editor sent and nothing else: a field left out keeps its value (null or blank
 * clears it), and the contact fields of a guest whose contacts the editor does not see are never written.
 */
export async function updateGuest(deps: DomainDeps, viewerId: string, guestId: string, input: GuestInput): Promise<GuestView> {
  const { guest: existing, access } = await requireGuest(deps, viewerId, guestId);
  const form = parseInput(guestInput, input);
  const sent = (field: keyof GuestInput) => input[field] !== undefined;
  const contacts = seesContactsOf(access, existing);
  if (sent("eventTicketId")) await checkEventTicket(deps.db, existing.eventId, form.eventTicketId);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(guestListGuests)
      .set({
        fullName: form.fullName,
        ...(contacts && sent("emailAddress") ? { email: form.emailAddress } : {}),
        ...(contacts && sent("phoneNumber") ? { phoneNumber: form.phoneNumber } : {}),
        ...(contacts && sent("customFields") ? { customFields: form.customFields } : {}),
        ...(sent("note") ? { note: form.note } : {}),
        updatedAt: now,
      })
      .where(eq(guestListGuests.id, guestId));
    const held = await tx.select().from(guestTickets).where(eq(guestTickets.guestId, guestId)).orderBy(asc(guestTickets.ticketNo)).for("update");
    const eventTicketId = sent("eventTicketId") ? form.eventTicketId : (held[0]?.eventTicketId ?? null);
    await tx.update(guestTickets).set({ guestName: form.fullName }).where(eq(guestTickets.guestId, guestId));
    // A granted ticket keeps its ticket type: its place is held there.
    if (sent("eventTicketId")) await tx.update(guestTickets).set({ eventTicketId }).where(and(eq(guestTickets.guestId, guestId), isNull(guestTickets.grantKind)));
    if (form.ticketCount > held.length) {
      await addGuestTickets(tx, existing.eventId, guestId, form.fullName, eventTicketId, form.ticketCount - held.length, now);
    } else if (form.ticketCount < held.length) {
      // Checked-in tickets stay: someone came in on them.
      const removable = held.filter((ticket) => !ticket.checkedInAt).slice(-(held.length - form.ticketCount));
      if (removable.length) {
        await tx.delete(guestTickets).where(inArray(guestTickets.id, removable.map((ticket) => ticket.id)));
        await releaseGrantedPlaces(tx, removable, now);
      }
    }
  });
  return (await presentGuests(deps.db, access, [await findGuest(deps.db, guestId)]))[0];
}

export async function deleteGuest(deps: DomainDeps & { placesMayHaveOpened?: () => void }, viewerId: string, guestId: string): Promise<boolean> {
  await requireGuest(deps, viewerId, guestId);
  const released = await deps.db.transaction(async (tx) => {
    const held = await tx.select().from(guestTickets).where(eq(guestTickets.guestId, guestId)).for("update");
    await tx.delete(guestListGuests).where(eq(guestListGuests.id, guestId));
    return releaseGrantedPlaces(tx, held, deps.clock());
  });
  if (released) deps.placesMayHaveOpened?.();
  return true;
}

export async function listGuests(deps: DomainDeps, viewerId: string, eventId: string, first?: number | null, after?: string | null): Promise<GuestPage> {
  const access = await requireGuestAccess(deps, viewerId, eventId, "ADD_GUEST", "SEARCH_GUESTS");
  return pageOfGuests(deps.db, access, guestsSeenBy(access), first, after);
}

export async function searchGuests(deps: DomainDeps, viewerId: string, eventId: string, query: string, first?: number | null, after?: string | null): Promise<GuestPage> {
  const access = await requireGuestAccess(deps, viewerId, eventId, "SEARCH_GUESTS", "ADD_GUEST");
  const text = query.trim();
  if (text.length > 100) throw badUserInput(m.searchTooLong, { query: m.searchTooLong });
  if (!text) return pageOfGuests(deps.db, access, guestsSeenBy(access), first, after);
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const ticketNo = /^#?\d{1,9}$/.test(text) ? Number(text.replace("#", "")) : null;
  // E-mail and phone find only the guests whose contacts the viewer sees: no guessing them by search.
  const byContact = or(ilike(guestListGuests.email, pattern), ilike(guestListGuests.phoneNumber, pattern));
  const matches = or(
    ilike(guestListGuests.fullName, pattern),
    access.seesAllContacts ? byContact : and(eq(guestListGuests.createdByUserId, viewerId), byContact),
    ticketNo === null
      ? undefined
      : sql`exists (select 1 from ${guestTickets} where ${guestTickets.guestId} = ${guestListGuests.id} and ${guestTickets.ticketNo} = ${ticketNo})`,
  );
  return pageOfGuests(deps.db, access, and(guestsSeenBy(access), matches), first, after);
}

export async function guestListSummary(deps: DomainDeps, viewerId: string, eventId: string) {
  const access = await requireGuestAccess(deps, viewerId, eventId, "ADD_GUEST", "SEARCH_GUESTS");
  return summaryOf(deps.db, access);
}

/** The guests the viewer sees: all of the event's, or the ones they added. */
function guestsSeenBy(access: GuestAccess) {
  const ofEvent = eq(guestListGuests.eventId, access.event.id);
  return access.seesAll ? ofEvent : and(ofEvent, eq(guestListGuests.createdByUserId, access.viewerId));
}

/** The counts of the guests the viewer sees. */
export async function summaryOf(db: Database, access: GuestAccess) {
  const seen = guestsSeenBy(access);
  const [guests] = await db.select({ value: count() }).from(guestListGuests).where(seen);
  const [tickets] = await db
    .select({ value: count(), checkedIn: sql<number>`count(${guestTickets.checkedInAt})::int` })
    .from(guestTickets)
    .innerJoin(guestListGuests, eq(guestListGuests.id, guestTickets.guestId))
    .where(seen);
  return { guests: guests.value, tickets: tickets.value, checkedIn: tickets.checkedIn };
}

/** Every guest of the event with their tickets, for the CSV export and saving a list (EXPORT_ATTENDEES). */
export async function allGuestsOf(db: Database, eventId: string): Promise<{ guest: GuestRow; tickets: GuestTicketRow[] }[]> {
  const rows = await db.select().from(guestListGuests).where(eq(guestListGuests.eventId, eventId)).orderBy(asc(guestListGuests.createdAt), asc(guestListGuests.id));
  if (!rows.length) return [];
  const tickets = await db.select().from(guestTickets).where(inArray(guestTickets.guestId, rows.map((guest) => guest.id))).orderBy(asc(guestTickets.ticketNo));
  return rows.map((guest) => ({ guest, tickets: tickets.filter((ticket) => ticket.guestId === guest.id) }));
}

async function pageOfGuests(db: Database, access: GuestAccess, where: ReturnType<typeof and>, first?: number | null, after?: string | null): Promise<GuestPage> {
  const size = checkPageSize(first, GUEST_LIMITS.maxPageSize);
  const offset = decodeOffset(after);
  const rows = await db.select().from(guestListGuests).where(where).orderBy(asc(guestListGuests.createdAt), asc(guestListGuests.id)).limit(size + 1).offset(offset);
  const [total] = await db.select({ value: count() }).from(guestListGuests).where(where);
  const hasNextPage = rows.length > size;
  return {
    nodes: await presentGuests(db, access, rows.slice(0, size)),
    pageInfo: { hasNextPage, endCursor: hasNextPage ? encodeOffset(offset + size) : null },
    totalCount: total.value,
  };
}

/** The guests' tickets and creators in two queries, whatever the page's size, as the viewer may see them. */
async function presentGuests(db: Database, access: GuestAccess, guests: GuestRow[]): Promise<GuestView[]> {
  if (!guests.length) return [];
  const tickets = await db.select().from(guestTickets).where(inArray(guestTickets.guestId, guests.map((guest) => guest.id))).orderBy(asc(guestTickets.ticketNo));
  const creatorIds = [...new Set(guests.map((guest) => guest.createdByUserId).filter((id): id is string => id !== null))];
  const creators = new Map((await findUsersByIds(db, creatorIds)).map((user) => [user.id, user]));
  return guests.map((guest) => ({
    guest,
    tickets: tickets.filter((ticket) => ticket.guestId === guest.id),
    createdBy: guest.createdByUserId ? (creators.get(guest.createdByUserId) ?? null) : null,
    showsContacts: seesContactsOf(access, guest),
    canManage: managesGuest(access, guest),
  }));
}

/** Numbers the guest's new tickets; their numbers, in order. */
export async function addGuestTickets(
  tx: Database,
  eventId: string,
  guestId: string,
  guestName: string,
  eventTicketId: string | null,
  howMany: number,
  now: Date,
  grantKind: GuestTicketRow["grantKind"] = null,
): Promise<number[]> {
  await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for("update");
  const [last] = await tx.select({ no: guestTickets.ticketNo }).from(guestTickets).where(eq(guestTickets.eventId, eventId)).orderBy(desc(guestTickets.ticketNo)).limit(1);
  const from = (last?.no ?? 0) + 1;
  const numbers = Array.from({ length: howMany }, (_, index) => from + index);
  await tx.insert(guestTickets).values(numbers.map((ticketNo) => ({ eventId, guestId, eventTicketId, ticketNo, guestName, grantKind, createdAt: now })));
  return numbers;
}

/** A granted guest ticket holds a place on its ticket type (api/hosting/approvals/domain/grants.ts): removing it gives the place back. */
async function releaseGrantedPlaces(tx: Database, tickets: readonly Pick<GuestTicketRow, "grantKind" | "eventTicketId">[], now: Date): Promise<boolean> {
  const perType = new Map<string, number>();
  for (const ticket of tickets) if (ticket.grantKind && ticket.eventTicketId) perType.set(ticket.eventTicketId, (perType.get(ticket.eventTicketId) ?? 0) + 1);
  for (const [eventTicketId, places] of perType) {
    await tx
      .update(eventTickets)
      .set({
        availableAmount: sql`${eventTickets.availableAmount} + ${places}`,
        releasedAmount: sql`greatest(${eventTickets.releasedAmount} - ${places}, 0)`,
        updatedAt: now,
      })
      .where(eq(eventTickets.id, eventTicketId));
  }
  return perType.size > 0;
}

async function checkEventTicket(db: Database, eventId: string, eventTicketId: string | null) {
  if (!eventTicketId) return;
  const invalid = () => badUserInput(m.eventTicketInvalid, { eventTicketId: m.eventTicketInvalid });
  if (!isUuid(eventTicketId)) throw invalid();
  const [ticket] = await db.select({ id: eventTickets.id }).from(eventTickets).where(and(eq(eventTickets.id, eventTicketId), eq(eventTickets.eventId, eventId)));
  if (!ticket) throw invalid();
}

async function findGuest(db: Database, guestId: string): Promise<GuestRow> {
  const [guest] = await db.select().from(guestListGuests).where(eq(guestListGuests.id, guestId));
  if (!guest) throw notFound(m.guestNotFound);
  return guest;
}

/** A guest the viewer may edit or remove: NOT_FOUND if they do not see it, AUTH_NOT_AUTHORIZED if it is not theirs to change. */
async function requireGuest(deps: DomainDeps, viewerId: string, guestId: string): Promise<{ guest: GuestRow; access: GuestAccess }> {
  if (!isUuid(guestId)) throw notFound(m.guestNotFound);
  const guest = await findGuest(deps.db, guestId);
  const access = await requireGuestAccess(deps, viewerId, guest.eventId, "ADD_GUEST");
  if (!seesGuest(access, guest)) throw notFound(m.guestNotFound);
  if (!managesGuest(access, guest)) throw notAllowed();
  return { guest, access };
}
