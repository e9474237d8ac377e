// Saved guest lists (spec 2 §3, §7 save and remove guest list): a host keeps a list across
// events. Saving copies the event's guests (a guest's extra tickets become plus-ones);
// loading adds the list's guests to another event's guest list.
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { guestListGuests, savedGuestLists, type SavedGuestListRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { parseInput } from "../../../kernel/validation.js";
import { GUEST_LIMITS, guestMessages as m } from "../../../../contract/hosting/guests-messages.js";
import { requireEventAction, requireGuestAccess } from "./event-access.js";
import { addGuestTickets, allGuestsOf, summaryOf } from "./guests.js";

const listName = z.string().trim().min(1, m.listNameRequired).max(80, m.listNameTooLong);

export function savedListsOf(deps: DomainDeps, viewerId: string): Promise<SavedGuestListRow[]> {
  return deps.db.select().from(savedGuestLists).where(eq(savedGuestLists.ownerUserId, viewerId)).orderBy(desc(savedGuestLists.updatedAt));
}

/** Copying an event's whole list (contacts and all) out of it is an export: EXPORT_ATTENDEES. */
export async function saveGuestList(deps: DomainDeps, viewerId: string, eventId: string, name: string): Promise<SavedGuestListRow> {
  const event = await requireEventAction(deps, viewerId, eventId, "EXPORT_ATTENDEES");
  const parsed = parseInput(z.object({ name: listName }), { name });
  const guests = (await allGuestsOf(deps.db, event.id)).map(({ guest, tickets }) => ({
    fullName: guest.fullName,
    phoneNumber: guest.phoneNumber,
    email: guest.email,
    plus1: Math.max(tickets.length - 1, 0),
  }));
  const now = deps.clock();
  const [saved] = await deps.db
    .insert(savedGuestLists)
    .values({ ownerUserId: viewerId, name: parsed.name, guests, createdAt: now, updatedAt: now })
    .returning();
  return saved;
}

export async function loadSavedGuestList(deps: DomainDeps, viewerId: string, eventId: string, savedGuestListId: string) {
  const access = await requireGuestAccess(deps, viewerId, eventId, "ADD_GUEST");
  const { event } = access;
  const list = await requireOwnList(deps, viewerId, savedGuestListId);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    for (const saved of list.guests) {
      const [guest] = await tx
        .insert(guestListGuests)
        .values({ eventId: event.id, fullName: saved.fullName, email: saved.email, phoneNumber: saved.phoneNumber, createdByUserId: viewerId, createdAt: now, updatedAt: now })
        .returning({ id: guestListGuests.id });
      const tickets = Math.min(1 + Math.max(saved.plus1, 0), GUEST_LIMITS.maxTicketsPerGuest);
      await addGuestTickets(tx, event.id, guest.id, saved.fullName, null, tickets, now);
    }
  });
  return summaryOf(deps.db, access);
}

export async function removeSavedGuestList(deps: DomainDeps, viewerId: string, savedGuestListId: string): Promise<boolean> {
  await requireOwnList(deps, viewerId, savedGuestListId);
  await deps.db.delete(savedGuestLists).where(eq(savedGuestLists.id, savedGuestListId));
  return true;
}

/** Someone else's list is NOT_FOUND, like one that does not exist. */
export async function requireOwnList(deps: DomainDeps, viewerId: string, savedGuestListId: string): Promise<SavedGuestListRow> {
  if (!isUuid(savedGuestListId)) throw notFound(m.savedListNotFound);
  const [list] = await deps.db
    .select()
    .from(savedGuestLists)
    .where(and(eq(savedGuestLists.id, savedGuestListId), eq(savedGuestLists.ownerUserId, viewerId)));
  if (!list) throw notFound(m.savedListNotFound);
  return list;
}
