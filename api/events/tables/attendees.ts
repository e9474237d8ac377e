// The attendees table (spec 2 §3): a user's relation to an event (attendance state, roles,
// granted permissions, answers), with the enums of state, role and permission.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant, createdAt, updatedAt } from "../../db/columns.js";
import { privacyPolicyState, users } from "../../access/db.js";
import { events } from "./events.js";

export const attendeeState = pgEnum("attendee_state", [
  "APPROVED",
  "DECLINED",
  "INVITED",
  "INVITEE_ACCEPTED",
  "INVITEE_DECLINED",
  "NONE",
]);
export const attendeeRole = pgEnum("attendee_role", [
  "ATTENDEE",
  "CO_HOST",
  "PROMOTER",
  "SPONSOR",
  "DOOR",
  "COORDINATOR",
  "TALENT",
]);
export const eventPermission = pgEnum("event_permission", [
  "CanApproveAttendee",
  "CanApproveMyAttendee",
  "CanAddCoHostAttendee",
  "CanAddCoordinatorAttendee",
  "CanAddDoorAttendee",
  "CanAddPromoterAttendee",
  "CanAddSponsorAttendee",
  "CanAddTalentAttendee",
  "CanFilterStatistics",
  "CanAddVip",
  "CanExportAttendees",
]);

export type QuestionAnswer = { question: string; answer: string };

/** A user's relation to an event: attendance state plus any roles (co-host, door, …). */
export const attendees = pgTable(
  "attendees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: attendeeState("state").notNull().default("NONE"),
    roles: attendeeRole("roles").array().notNull().default(sql`'{ATTENDEE}'::attendee_role[]`),
    /** Permissions granted to this attendee beyond those of their roles. */
    grantedPermissions: eventPermission("granted_permissions")
      .array()
      .notNull()
      .default(sql`'{}'::event_permission[]`),
    note: text("note"),
    isActive: boolean("is_active").notNull().default(true),
    stateChangedAt: instant("state_changed_at").notNull().defaultNow(),
    approvedAt: instant("approved_at"),
    approvedByUserId: uuid("approved_by_user_id").references(() => users.id),
    inviterUserId: uuid("inviter_user_id").references(() => users.id),
    privacyPolicyState: privacyPolicyState("privacy_policy_state"),
    privacyPolicyStateUpdatedAt: instant("privacy_policy_state_updated_at"),
    questionAnswers: jsonb("question_answers").$type<QuestionAnswer[]>().notNull().default([]),
    checkedInCount: integer("checked_in_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("attendees_event_user_key").on(t.eventId, t.userId),
    index("attendees_user_id_idx").on(t.userId),
    index("attendees_event_state_idx").on(t.eventId, t.state),
    // The attendee list's order, newest first (read backwards): a page is read in order and
    // stops at its last row instead of sorting the whole crowd.
    index("attendees_event_created_idx").on(t.eventId, t.createdAt, t.id),
  ],
);

export type AttendeeRow = typeof attendees.$inferSelect;

export const repScoreReason = pgEnum("rep_score_reason", ["EVENT_CHECK_IN"]);

/**
 * How a member earned their rep score (ADR 0055): one row per reason and event, written with
 * the raise of users.rep_score by the trigger of migration 0035 when an attendee is first
 * checked in. The unique key makes the award once per event per member, however many scans.
 */
export const repScoreAwards = pgTable(
  "rep_score_awards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    reason: repScoreReason("reason").notNull(),
    points: integer("points").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("rep_score_awards_user_event_reason_key").on(t.userId, t.eventId, t.reason), index("rep_score_awards_user_created_idx").on(t.userId, t.createdAt)],
);

export type RepScoreAwardRow = typeof repScoreAwards.$inferSelect;
