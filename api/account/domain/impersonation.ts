// Impersonation sign-in (spec 1 §2.1, §4, §7 POST /auth/password/im-sign-in): a staff
// member signs in as a member to see what they see. Only staff may, and never as someone
// with the same or more rights (admin > support > member). The new session records who
// is really acting, and its access tokens carry the impersonated-by-user-id claim.
import { z } from "zod";
import type { UserRow } from "../../db/schema.js";
import type { AuthDeps } from "../../kernel/deps.js";
import { DomainError } from "../../kernel/errors.js";
import { accountMessages } from "../../../contract/account/messages.js";
import { parseInput } from "../../kernel/validation.js";
import { issueAuthInfo, type AuthInfo } from "../../access/domain/auth-info.js";
import { startSession, type ClientInfo } from "../../access/domain/sessions.js";
import { normalizeLogin } from "../../access/domain/sign-in.js";
import type { Viewer } from "../../access/domain/viewer.js";
import { findUserByEmail, findUserByHandle, findUserById } from "./users.js";
import { deactivationState } from "./lifecycle.js";

export type Role = UserRow["role"];

const RANK: Record<Role, number> = { MEMBER: 0, SUPPORT: 1, ADMIN: 2 };

/** Roles allowed to impersonate at all. */
export const IMPERSONATING_ROLES: readonly Role[] = ["SUPPORT", "ADMIN"];

/** Why `actor` may not impersonate `target`, or null when it may. Pure, so it is table-tested. */
export function impersonationRefusal(actor: { id: string; role: Role }, target: { id: string; role: Role }): string | null {
  if (!IMPERSONATING_ROLES.includes(actor.role)) return accountMessages.impersonationNotAllowed;
  if (actor.id === target.id) return accountMessages.impersonationSelf;
  // Equal rights are refused too: acting as a peer would hide the peer's own actions behind ours.
  if (RANK[target.role] >= RANK[actor.role]) return accountMessages.impersonationTargetNotAllowed;
  return null;
}

const imSignInInput = z.object({
  userName: z.string({ error: accountMessages.impersonationUnknownUser }).trim().min(1, accountMessages.impersonationUnknownUser).max(254),
});

export async function impersonate(deps: AuthDeps, viewer: Viewer, input: unknown, client: ClientInfo): Promise<AuthInfo> {
  if (viewer.impersonatedByUserId) throw new DomainError("AUTH_NOT_AUTHORIZED", accountMessages.impersonationNested);
  const actor = await findUserById(deps.db, viewer.userId);
  if (!actor || viewer.isDeactivated || !IMPERSONATING_ROLES.includes(actor.role)) {
    throw new DomainError("AUTH_NOT_AUTHORIZED", accountMessages.impersonationNotAllowed);
  }
  const { userName } = parseInput(imSignInInput, input);
  const login = normalizeLogin(userName);
  const target = login.includes("@") ? await findUserByEmail(deps.db, login) : await findUserByHandle(deps.db, login);
  if (!target || deactivationState(target.deletedAt, deps.clock()) !== "active") {
    throw new DomainError("NOT_FOUND", accountMessages.impersonationUnknownUser, { fields: { userName: accountMessages.impersonationUnknownUser } });
  }
  const refusal = impersonationRefusal(actor, target);
  if (refusal) throw new DomainError("AUTH_NOT_AUTHORIZED", refusal);
  const session = await startSession(deps, deps.clock(), target.id, client, { impersonatedByUserId: actor.id });
  return issueAuthInfo(deps, target, session);
}
