// Invitations to a club's team (ADR 0061): a manager invites a member by user name with a role
// and a kind; the member joins the team only when they accept, before the invitation expires.
import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { clubMemberKind, clubRole, clubs } from "../db.js";

export const CLUB_TEAM_INVITATION_STATUSES = ["PENDING", "ACCEPTED", "DECLINED", "REVOKED", "EXPIRED"] as const;
export const clubTeamInvitationStatus = pgEnum("club_team_invitation_status", CLUB_TEAM_INVITATION_STATUSES);

export const clubTeamInvitations = pgTable(
  "club_team_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    invitedUserId: uuid("invited_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invitedByUserId: uuid("invited_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: clubRole("role").notNull(),
    kind: clubMemberKind("kind").notNull(),
    status: clubTeamInvitationStatus("status").notNull().default("PENDING"),
    createdAt: createdAt(),
    /** A pending invitation past this instant can no longer be accepted. */
    expiresAt: instant("expires_at").notNull(),
    respondedAt: instant("responded_at"),
  },
  (t) => [
    // One pending invitation per club and member: two managers inviting at once make one.
    uniqueIndex("club_team_invitations_pending_key").on(t.clubId, t.invitedUserId).where(sql`${t.status} = 'PENDING'`),
    index("club_team_invitations_club_idx").on(t.clubId, t.status),
    index("club_team_invitations_invitee_idx").on(t.invitedUserId, t.status),
    check("club_team_invitations_role_fits_kind", sql`${t.kind} = 'COLLABORATOR' or ${t.role} in ('ACCOUNT_MANAGER', 'ADMIN', 'REWARD_MANAGER')`),
  ],
);

export type ClubTeamInvitationRow = typeof clubTeamInvitations.$inferSelect;
