// A host's contacts (spec 2 §3 Contact, group; §7 contacts: search, groups, cities, create or
// update, delete, add to group). Each owner has at most one contact per e-mail and per phone.
import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.js";
import { contactGroupMembers, contactGroups, contacts, type ContactGroupRow, type ContactRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { parseInput, toE164 } from "../../../kernel/validation.js";
import { GUEST_LIMITS, contactMessages as m } from "../../../../contract/hosting/guests-messages.js";
import { checkPageSize, decodeOffset, encodeOffset } from "./event-access.js";
import { contactName, customFields, optionalEmail, optionalPhone, optionalText } from "./fields.js";
import { membersByEmail, membersByPhone } from "./members.js";

export const contactInput = z
  .object({ name: contactName, emailAddress: optionalEmail, phoneNumber: optionalPhone, city: optionalText(100, m.cityTooLong), customFields })
  .refine((contact) => contact.emailAddress || contact.phoneNumber, { message: m.emailOrPhoneRequired, path: ["emailAddress"] });
export type ContactInput = z.input<typeof contactInput>;

export interface ContactView {
  contact: ContactRow;
  userId: string | null;
  groups: { groupId: string; groupName: string; memberCount: number }[];
}

export async function saveContact(deps: DomainDeps, ownerId: string, contactId: string | null | undefined, input: ContactInput): Promise<ContactView> {
  const form = parseInput(contactInput, input);
  const now = deps.clock();
  const values = { name: form.name, email: form.emailAddress, phoneNumber: form.phoneNumber, city: form.city, customFields: form.customFields, updatedAt: now };
  try {
    if (contactId) {
      await requireContacts(deps.db, ownerId, [contactId]);
      await deps.db.update(contacts).set(values).where(eq(contacts.id, contactId));
      return (await presentContacts(deps.db, ownerId, await findContacts(deps.db, [contactId])))[0];
    }
    const [created] = await deps.db.insert(contacts).values({ ...values, ownerUserId: ownerId, createdAt: now }).returning();
    return (await presentContacts(deps.db, ownerId, [created]))[0];
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.duplicate, { emailAddress: m.duplicate });
    throw error;
  }
}

export async function deleteContacts(deps: DomainDeps, ownerId: string, contactIds: readonly string[]): Promise<number> {
  const ids = contactIds.filter(isUuid);
  if (!ids.length) return 0;
  const deleted = await deps.db.delete(contacts).where(and(eq(contacts.ownerUserId, ownerId), inArray(contacts.id, ids))).returning({ id: contacts.id });
  return deleted.length;
}

export interface ContactSearch {
  query?: string | null;
  groupId?: string | null;
  city?: string | null;
  first?: number | null;
  after?: string | null;
}

export async function searchContacts(deps: DomainDeps, ownerId: string, search: ContactSearch) {
  const size = checkPageSize(search.first, 100);
  const offset = decodeOffset(search.after);
  const text = search.query?.trim().slice(0, 100);
  const pattern = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(contacts.ownerUserId, ownerId),
    pattern ? or(ilike(contacts.name, pattern), ilike(contacts.email, pattern), ilike(contacts.phoneNumber, pattern), ilike(contacts.city, pattern)) : undefined,
    search.city ? eq(contacts.city, search.city) : undefined,
    search.groupId && isUuid(search.groupId)
      ? sql`exists (select 1 from ${contactGroupMembers} where ${contactGroupMembers.contactId} = ${contacts.id} and ${contactGroupMembers.groupId} = ${search.groupId})`
      : undefined,
  );
  const rows = await deps.db.select().from(contacts).where(where).orderBy(asc(sql`lower(${contacts.name})`), asc(contacts.id)).limit(size + 1).offset(offset);
  const [total] = await deps.db.select({ value: count() }).from(contacts).where(where);
  const hasNextPage = rows.length > size;
  return {
    nodes: await presentContacts(deps.db, ownerId, rows.slice(0, size)),
    pageInfo: { hasNextPage, endCursor: hasNextPage ? encodeOffset(offset + size) : null },
    totalCount: total.value,
  };
}

export async function citiesOf(deps: DomainDeps, ownerId: string): Promise<string[]> {
  const rows = await deps.db
    .selectDistinct({ city: contacts.city })
    .from(contacts)
    .where(and(eq(contacts.ownerUserId, ownerId), isNotNull(contacts.city)))
    .orderBy(asc(contacts.city));
  return rows.map((row) => row.city!);
}

export async function groupsOf(db: Database, ownerId: string) {
  return db
    .select({ groupId: contactGroups.id, groupName: contactGroups.name, memberCount: sql<number>`count(${contactGroupMembers.contactId})::int` })
    .from(contactGroups)
    .leftJoin(contactGroupMembers, eq(contactGroupMembers.groupId, contactGroups.id))
    .where(eq(contactGroups.ownerUserId, ownerId))
    .groupBy(contactGroups.id)
    .orderBy(asc(contactGroups.name));
}

export async function saveGroup(deps: DomainDeps, ownerId: string, groupId: string | null | undefined, name: string) {
  const parsed = parseInput(z.object({ name: z.string().trim().min(1, m.groupNameRequired).max(60, m.groupNameTooLong) }), { name });
  try {
    let group: ContactGroupRow;
    if (groupId) {
      await requireGroup(deps.db, ownerId, groupId);
      [group] = await deps.db.update(contactGroups).set({ name: parsed.name }).where(eq(contactGroups.id, groupId)).returning();
    } else {
      [group] = await deps.db.insert(contactGroups).values({ ownerUserId: ownerId, name: parsed.name, createdAt: deps.clock() }).returning();
    }
    return (await groupsOf(deps.db, ownerId)).find((row) => row.groupId === group.id)!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.groupNameTaken, { name: m.groupNameTaken });
    throw error;
  }
}

export async function addToGroup(deps: DomainDeps, ownerId: string, groupId: string, contactIds: readonly string[]) {
  await requireGroup(deps.db, ownerId, groupId);
  if (!contactIds.length) throw badUserInput(m.chooseContacts, { contactIds: m.chooseContacts });
  await requireContacts(deps.db, ownerId, contactIds);
  await deps.db
    .insert(contactGroupMembers)
    .values(contactIds.map((contactId) => ({ groupId, contactId })))
    .onConflictDoNothing();
  return (await groupsOf(deps.db, ownerId)).find((row) => row.groupId === groupId)!;
}

/** Each contact with the member behind its address and its groups: three queries for any number. */
export async function presentContacts(db: Database, ownerId: string, rows: ContactRow[]): Promise<ContactView[]> {
  if (!rows.length) return [];
  const byEmail = await membersByEmail(db, rows.map((row) => row.email ?? ""));
  const byPhone = await membersByPhone(db, rows.map((row) => row.phoneNumber ?? ""));
  const memberships = await db
    .select({ contactId: contactGroupMembers.contactId, groupId: contactGroupMembers.groupId })
    .from(contactGroupMembers)
    .where(inArray(contactGroupMembers.contactId, rows.map((row) => row.id)));
  const groups = memberships.length ? await groupsOf(db, ownerId) : [];
  return rows.map((contact) => ({
    contact,
    userId: (contact.email ? byEmail.get(contact.email)?.id : undefined) ?? (contact.phoneNumber ? byPhone.get(contact.phoneNumber)?.id : undefined) ?? null,
    groups: memberships.filter((row) => row.contactId === contact.id).map((row) => groups.find((group) => group.groupId === row.groupId)!).filter(Boolean),
  }));
}

export async function addressChecks(db: Database, addresses: readonly string[], kind: "email" | "phone") {
  const normal = addresses.slice(0, GUEST_LIMITS.maxAddressChecksAtOnce).map((address) => (kind === "email" ? address.trim().toLowerCase() : (toE164(address) ?? address.trim())));
  const members = kind === "email" ? await membersByEmail(db, normal) : await membersByPhone(db, normal);
  return normal.map((address) => ({ address, isMember: members.has(address), isExcluded: false }));
}

export async function requireContacts(db: Database, ownerId: string, contactIds: readonly string[]): Promise<ContactRow[]> {
  const ids = [...new Set(contactIds)];
  if (!ids.every(isUuid)) throw notFound(m.contactNotFound);
  const rows = await db.select().from(contacts).where(and(eq(contacts.ownerUserId, ownerId), inArray(contacts.id, ids)));
  if (rows.length !== ids.length) throw notFound(m.contactNotFound);
  return rows;
}

function findContacts(db: Database, ids: string[]) {
  return db.select().from(contacts).where(inArray(contacts.id, ids));
}

async function requireGroup(db: Database, ownerId: string, groupId: string) {
  if (!isUuid(groupId)) throw notFound(m.groupNotFound);
  const [group] = await db.select().from(contactGroups).where(and(eq(contactGroups.id, groupId), eq(contactGroups.ownerUserId, ownerId)));
  if (!group) throw notFound(m.groupNotFound);
}

export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === "23505" || cause?.code === "23505";
}
