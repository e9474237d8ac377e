// Attendee management's table: invitations to a role on an event's team (spec 2 §7 "remove
// a pending role invite", "generate invite link"). A person invited by name gets an e-mail
// and accepts or declines; an invite link carries a random token (stored hashed) that any
// member who opens it may accept. api/db/schema.ts re-exports it for drizzle-kit.
import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { attendeeRole, events } from "../../events/db.js";

export const roleInviteStatus = pgEnum("role_invite_status", ["PENDING", "ACCEPTED", "DECLINED", "REVOKED"]);

export const eventRoleInvites = pgTable(
  "event_role_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    role: attendeeRole("role").notNull(),
    /** The member invited by name; null for an invite link. */
    invitedUserId: uuid("invited_user_id").references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of an invite link's token; null for a personal invitation. */
    tokenHash: text("token_hash"),
    invitedByUserId: uuid("invited_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: roleInviteStatus("status").notNull().default("PENDING"),
    respondedAt: instant("responded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("event_role_invites_event_idx").on(t.eventId, t.createdAt),
    uniqueIndex("event_role_invites_token_key").on(t.tokenHash),
    // One pending personal invitation per person and role.
    uniqueIndex("event_role_invites_pending_person_key")
      .on(t.eventId, t.invitedUserId, t.role)
      .where(sql`${t.status} = 'PENDING' and ${t.invitedUserId} is not null`),
  ],
);

export type EventRoleInviteRow = typeof eventRoleInvites.$inferSelect;
