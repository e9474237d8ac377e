// The guest-list part of the hosting area (spec 2 §3 Contact, group, saved guest list,
// Guest-list guest; §4 invitations): its tables. api/db/schema.ts re-exports them.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { eventTickets, events, ticketGrantKind } from "../../events/db.js";

export type CustomField = { key: string; label: string; value: string };
export type SavedGuest = { fullName: string; phoneNumber: string | null; email: string | null; plus1: number };

/** A person on an event's guest list: not necessarily a member; admitted at the door by ticket number. */
export const guestListGuests = pgTable(
  "guest_list_guests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    email: text("email"),
    /** E.164. */
    phoneNumber: text("phone_number"),
    note: text("note"),
    customFields: jsonb("custom_fields").$type<CustomField[]>().notNull().default([]),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("guest_list_guests_event_idx").on(t.eventId, t.createdAt)],
);

/** One admission of a guest: numbered within the event; checked in at most once (checkedInAt set by a conditional update). */
export const guestTickets = pgTable(
  "guest_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guestListGuests.id, { onDelete: "cascade" }),
    eventTicketId: uuid("event_ticket_id").references(() => eventTickets.id, { onDelete: "set null" }),
    ticketNo: integer("ticket_no").notNull(),
    /** Granted by the team (COMPLIMENTARY or VIP): it holds a place on its ticket type, given back when the ticket goes. */
    grantKind: ticketGrantKind("grant_kind"),
    guestName: text("guest_name").notNull(),
    checkedInAt: instant("checked_in_at"),
    checkedInByUserId: uuid("checked_in_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("guest_tickets_event_no_key").on(t.eventId, t.ticketNo), index("guest_tickets_guest_idx").on(t.guestId)],
);

/** A host's list kept across events (spec 2 §3 saved guest list). */
export const savedGuestLists = pgTable(
  "saved_guest_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    guests: jsonb("guests").$type<SavedGuest[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("saved_guest_lists_owner_idx").on(t.ownerUserId, t.updatedAt)],
);

/** A host's own address book entry. At most one per e-mail and one per phone number of an owner (imports are idempotent). */
export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Lowercased. */
    email: text("email"),
    /** E.164. */
    phoneNumber: text("phone_number"),
    city: text("city"),
    customFields: jsonb("custom_fields").$type<CustomField[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("contacts_owner_email_key").on(t.ownerUserId, t.email).where(sql`${t.email} is not null`),
    uniqueIndex("contacts_owner_phone_key").on(t.ownerUserId, t.phoneNumber).where(sql`${t.phoneNumber} is not null`),
    index("contacts_owner_name_idx").on(t.ownerUserId, t.name),
    check("contacts_reachable", sql`${t.email} is not null or ${t.phoneNumber} is not null`),
  ],
);

export const contactGroups = pgTable(
  "contact_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("contact_groups_owner_name_key").on(t.ownerUserId, t.name)],
);

export const contactGroupMembers = pgTable(
  "contact_group_members",
  {
    groupId: uuid("group_id")
      .notNull()
      .references(() => contactGroups.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.contactId] }), index("contact_group_members_contact_idx").on(t.contactId)],
);

export const invitationSource = pgEnum("invitation_source", ["CONTACT", "DIRECT", "PREVIOUS_EVENT", "SAVED_LIST"]);
export const invitationState = pgEnum("invitation_state", ["INVITED", "INVITEE_ACCEPTED", "INVITEE_DECLINED"]);

/**
 * An invitation to an event, by e-mail address (one per address and event). A member's
 * invitation also has their attendee row (state INVITED); the answer moves both.
 */
export const eventInvitations = pgTable(
  "event_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** Lowercased. */
    email: text("email").notNull(),
    name: text("name"),
    /** The member it was sent to, or who answered it. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    inviterUserId: uuid("inviter_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: invitationSource("source").notNull(),
    /** The private or gifted ticket given on acceptance, and how many. */
    eventTicketId: uuid("event_ticket_id").references(() => eventTickets.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull().default(1),
    state: invitationState("state").notNull().default("INVITED"),
    respondedAt: instant("responded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("event_invitations_event_email_key").on(t.eventId, t.email),
    index("event_invitations_user_idx").on(t.userId),
    check("event_invitations_quantity", sql`${t.quantity} between 1 and 1000`),
  ],
);

export type GuestRow = typeof guestListGuests.$inferSelect;
export type GuestTicketRow = typeof guestTickets.$inferSelect;
export type SavedGuestListRow = typeof savedGuestLists.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type ContactGroupRow = typeof contactGroups.$inferSelect;
export type InvitationRow = typeof eventInvitations.$inferSelect;
