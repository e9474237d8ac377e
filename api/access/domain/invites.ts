// Platform invites a member sends (spec 1 §3 Invite, §7 "revoke, accept, decline or query
// an invite; invite by user name"). Each invite costs the inviter one of their
// userInvitesRemaining (refunded when revoked unused); it can be accepted usesPerInvite
// times, by different users, until it expires or is revoked. An invite sent by user name
// is for that user only. Row locks keep the counters right under concurrency.
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.js";
import { inviteAnswers, invites, users, type InviteRow, type UserRow } from "../../db/schema.js";
import { inviteEmail } from "../../messaging/templates.js";
import type { AuthDeps, DomainDeps } from "../../kernel/deps.js";
import { badUserInput, conflict, DomainError, notFound } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import { inviteMessages } from "../../../contract/access/messages.js";
import { isSubscribed } from "../../account/domain/subscriptions.js";
import { findUserByHandle, findUserById } from "../../account/domain/users.js";
import { parseInput } from "../../kernel/validation.js";
import { notifyUserInviteAccepted, notifyUserInvitesIncreased } from "../../account/notifications/domain/producers.js";
import type { Viewer } from "./viewer.js";
import { requireSupportStaff } from "./pie-waiting-list.js";
import { shortCode } from "../../../contract/account/profile.js";

export const DEFAULT_INVITE_DAYS = 14;
const DAY_MS = 24 * 3600_000;

export interface InviteAnswer {
  response: "ACCEPTED" | "DECLINED";
  answeredAt: Date;
}

/** An invite as one viewer sees it. */
export interface InviteView {
  invite: InviteRow;
  inviter: UserRow;
  /** The viewer's own answer, if any. */
  answer: InviteAnswer | null;
  viewerId: string;
  now: Date;
}

const createInput = z.object({
  memo: z.string().trim().max(500, inviteMessages.memoTooLong).optional().nullable(),
  usesPerInvite: z.number().int().min(1, inviteMessages.usesRange).max(100, inviteMessages.usesRange).optional().nullable(),
  expiresInDays: z.number().int().min(1, inviteMessages.daysRange).max(90, inviteMessages.daysRange).optional().nullable(),
  // Where to go after accepting: a path on this site only, never another origin.
  redirectUrl: z
    .string()
    .trim()
    .regex(/^\/(?![/\\])[^\s]*$/, inviteMessages.redirectInvalid)
    .max(500, inviteMessages.redirectInvalid)
    .optional()
    .nullable(),
  disclosure: z
    .object({
      title: z.string().trim().min(1).max(120),
      description: z.string().trim().min(1).max(2000),
      documentUrl: z.string().trim().regex(/^https?:\/\/\S+$/, inviteMessages.documentUrlInvalid).max(1000).optional().nullable(),
      acceptButtonTitle: z.string().trim().min(1).max(40),
    })
    .optional()
    .nullable(),
});
export type CreateInviteInput = z.input<typeof createInput>;

async function lockInviter(tx: Database, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!row) throw new DomainError("AUTH_NOT_AUTHENTICATED", inviteMessages.notFound);
  return row;
}

async function insertInvite(
  tx: Database,
  now: Date,
  inviterId: string,
  form: z.output<typeof createInput>,
  inviteeUserId: string | null,
): Promise<InviteRow> {
  const inviter = await lockInviter(tx, inviterId);
  if (inviter.userInvitesRemaining < 1) throw conflict(inviteMessages.noInvitesLeft);
  await tx
    .update(users)
    .set({ userInvitesRemaining: sql`${users.userInvitesRemaining} - 1` })
    .where(eq(users.id, inviterId));
  const [invite] = await tx
    .insert(invites)
    .values({
      inviterUserId: inviterId,
      inviteeUserId,
      memo: form.memo || null,
      usesPerInvite: form.usesPerInvite ?? 1,
      redirectUrl: form.redirectUrl || null,
      disclosure: form.disclosure ? { ...form.disclosure, documentUrl: form.disclosure.documentUrl ?? null } : null,
      expiresAt: new Date(now.getTime() + (form.expiresInDays ?? DEFAULT_INVITE_DAYS) * DAY_MS),
      createdAt: now,
    })
    .returning();
  return invite;
}

export async function createInvite(deps: DomainDeps, viewerId: string, input: unknown): Promise<InviteView> {
  const form = parseInput(createInput, input);
  const now = deps.clock();
  const invite = await deps.db.transaction((tx) => insertInvite(tx, now, viewerId, form, null));
  return viewOf(deps, invite, viewerId, now);
}

const byUserNameInput = z.object({
  userName: z.string().trim().toLowerCase().min(1, inviteMessages.userNotFound).max(60),
  memo: z.string().trim().max(500, inviteMessages.memoTooLong).optional().nullable(),
});

/** Invites one member by their handle and e-mails them the link (when they take invitation e-mails). */
export async function inviteByUserName(deps: AuthDeps, viewerId: string, input: unknown): Promise<InviteView> {
  const form = parseInput(byUserNameInput, input);
  const invitee = await findUserByHandle(deps.db, form.userName.replace(/^@/, ""));
  if (!invitee || invitee.deletedAt) throw notFound(inviteMessages.userNotFound);
  if (invitee.id === viewerId) throw badUserInput(inviteMessages.inviteSelf, { userName: inviteMessages.inviteSelf });
  const now = deps.clock();
  const wantsEmail = await isSubscribed(deps.db, invitee.email, "invitations");
  const invite = await deps.db.transaction(async (tx) => {
    const row = await insertInvite(tx, now, viewerId, { memo: form.memo }, invitee.id);
    if (wantsEmail) {
      const inviter = (await findUserById(tx, viewerId))!;
      await deps.outbox.sendEmail(
        tx,
        inviteEmail({
          to: invitee.email,
          inviterName: inviter.name ?? inviter.userName ?? "A member",
          memo: row.memo,
          link: new URL(`/accept-invite/${row.id}`, deps.publicUrl).href,
          productName: deps.productName,
        }),
      );
    }
    return row;
  });
  return viewOf(deps, invite, viewerId, now);
}

/** Who may see an invite: an open invite anyone signed in with its link; an addressed one only its invitee and inviter. */
function visibleTo(invite: InviteRow, viewerId: string): boolean {
  return invite.inviteeUserId === null || invite.inviteeUserId === viewerId || invite.inviterUserId === viewerId;
}

async function findVisibleInvite(db: Database, inviteId: string, viewerId: string, lock = false): Promise<InviteRow> {
  if (!isUuid(inviteId)) throw notFound(inviteMessages.notFound);
  const query = db.select().from(invites).where(eq(invites.id, inviteId));
  const [invite] = lock ? await query.for("update") : await query;
  if (!invite || !visibleTo(invite, viewerId)) throw notFound(inviteMessages.notFound);
  return invite;
}

async function answerOf(db: Database, inviteId: string, userId: string): Promise<InviteAnswer | null> {
  const [row] = await db
    .select({ response: inviteAnswers.response, answeredAt: inviteAnswers.answeredAt })
    .from(inviteAnswers)
    .where(and(eq(inviteAnswers.inviteId, inviteId), eq(inviteAnswers.userId, userId)));
  return row ?? null;
}

async function viewOf(deps: DomainDeps, invite: InviteRow, viewerId: string, now: Date): Promise<InviteView> {
  const [inviter, answer] = await Promise.all([findUserById(deps.db, invite.inviterUserId), answerOf(deps.db, invite.id, viewerId)]);
  return { invite, inviter: inviter!, answer, viewerId, now };
}

export async function getInvite(deps: DomainDeps, viewerId: string, inviteId: string): Promise<InviteView> {
  const invite = await findVisibleInvite(deps.db, inviteId, viewerId);
  return viewOf(deps, invite, viewerId, deps.clock());
}

/** Why an invite can't be answered now, or null. Order matters: revoked, then expired, then used up. */
function unavailable(invite: InviteRow, now: Date): DomainError | null {
  if (invite.revokedAt) return conflict(inviteMessages.revoked);
  if (invite.expiresAt.getTime() <= now.getTime()) return conflict(inviteMessages.expired);
  if (invite.usesCount >= invite.usesPerInvite) return conflict(inviteMessages.used);
  return null;
}

export async function answerInvite(
  deps: DomainDeps,
  viewerId: string,
  inviteId: string,
  response: "ACCEPTED" | "DECLINED",
): Promise<InviteView> {
  const now = deps.clock();
  const invite = await deps.db.transaction(async (tx) => {
    const locked = await findVisibleInvite(tx, inviteId, viewerId, true);
    if (locked.inviterUserId === viewerId) throw badUserInput(inviteMessages.ownInvite);
    const previous = await answerOf(tx, locked.id, viewerId);
    if (previous?.response === "ACCEPTED") throw conflict(inviteMessages.alreadyAccepted);
    const reason = unavailable(locked, now);
    if (reason) throw reason;
    await tx
      .insert(inviteAnswers)
      .values({ inviteId: locked.id, userId: viewerId, response, answeredAt: now })
      .onConflictDoUpdate({ target: [inviteAnswers.inviteId, inviteAnswers.userId], set: { response, answeredAt: now } });
    if (response === "DECLINED") return locked;
    const [updated] = await tx
      .update(invites)
      .set({ usesCount: sql`${invites.usesCount} + 1` })
      .where(eq(invites.id, locked.id))
      .returning();
    // The inviter hears of each acceptance (not of a decline).
    const invitee = (await findUserById(tx, viewerId))!;
    await notifyUserInviteAccepted(tx, locked.inviterUserId, {
      invitee: { name: invitee.name ?? invitee.userName, avatarUrl: invitee.avatarUrl, tier: invitee.tier },
      formattedInviteId: formatInviteId(locked.id),
    });
    return updated;
  });
  return viewOf(deps, invite, viewerId, now);
}

export async function revokeInvite(deps: DomainDeps, viewerId: string, inviteId: string): Promise<InviteView> {
  const now = deps.clock();
  const invite = await deps.db.transaction(async (tx) => {
    const locked = await findVisibleInvite(tx, inviteId, viewerId, true);
    if (locked.inviterUserId !== viewerId) throw new DomainError("AUTH_NOT_AUTHORIZED", inviteMessages.onlyInviter);
    if (locked.revokedAt) throw conflict(inviteMessages.alreadyRevoked);
    const [updated] = await tx.update(invites).set({ revokedAt: now }).where(eq(invites.id, locked.id)).returning();
    // An invite nobody used is given back to the inviter.
    if (locked.usesCount === 0) {
      await tx
        .update(users)
        .set({ userInvitesRemaining: sql`${users.userInvitesRemaining} + 1` })
        .where(eq(users.id, viewerId));
    }
    return updated;
  });
  return viewOf(deps, invite, viewerId, now);
}

export interface InvitePageKey {
  createdAt: Date;
  id: string;
}

/** Invites the viewer sent (`sent`) or that were sent to them by user name (`received`), newest first. */
export async function listInvites(
  deps: DomainDeps,
  viewerId: string,
  which: "sent" | "received",
  first: number,
  after: InvitePageKey | null,
): Promise<{ views: InviteView[]; hasNextPage: boolean; totalCount: number }> {
  const owner = which === "sent" ? eq(invites.inviterUserId, viewerId) : and(eq(invites.inviteeUserId, viewerId), isNull(invites.revokedAt));
  const page = after
    ? or(lt(invites.createdAt, after.createdAt), and(eq(invites.createdAt, after.createdAt), lt(invites.id, after.id)))
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(invites)
      .where(and(owner, page))
      .orderBy(desc(invites.createdAt), desc(invites.id))
      .limit(first + 1),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(invites).where(owner),
  ]);
  const now = deps.clock();
  const views = await Promise.all(rows.slice(0, first).map((row) => viewOf(deps, row, viewerId, now)));
  return { views, hasNextPage: rows.length > first, totalCount: total };
}

/** spec 1 §9: the first 8 characters before the first dash, uppercased. */
export function formatInviteId(id: string): string {
  return shortCode(id);
}

const grantInput = z.object({
  userName: z.string().trim().toLowerCase().min(1, inviteMessages.userNotFound).max(60),
  count: z.number().int().min(1, inviteMessages.grantRange).max(100, inviteMessages.grantRange),
});

/**
 * Support gives a member more invites to share (spec 1 §3 UserInvitesIncreased): staff acting
 * as themselves only (never a member, never staff impersonating someone). The member is
 * notified in the same transaction; answers their userInvitesRemaining.
 */
export async function grantInvites(deps: DomainDeps, viewer: Viewer, input: unknown): Promise<number> {
  await requireSupportStaff(deps, viewer, inviteMessages.staffOnly);
  const form = parseInput(grantInput, input);
  const member = await findUserByHandle(deps.db, form.userName.replace(/^@/, ""));
  if (!member || member.deletedAt) throw notFound(inviteMessages.userNotFound);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ userInvitesRemaining: sql`${users.userInvitesRemaining} + ${form.count}` })
      .where(eq(users.id, member.id))
      .returning({ remaining: users.userInvitesRemaining });
    await notifyUserInvitesIncreased(tx, member.id);
    return row.remaining;
  });
}
