import { redirect, type RouterContextProvider } from "react-router";
import type { AuthUser } from "~/lib/auth-user";
import { decideGuestOnly, decideOwnerOnly, decideProtected, decidePublicOrMember, decideTerms, isInviteId, type GuardInput } from "~/lib/guards";
import { currentTermsVersion } from "~/.server/access/legal.server";
import { getApi, getSession } from "./request-context.server";

type Ctx = Readonly<RouterContextProvider>;

// Page guards: each decides from the session whether the request may go on, or throws the redirect.
function guardInput(context: Ctx, url: URL): GuardInput {
  const session = getSession(context);
  return { user: session.user, signedUpBefore: session.signedUpBefore, url, inviteId: session.heldInviteId };
}

/** The protected-page guard; returns the user or throws the redirect. Used by middleware and again by actions. */
export function requireUser(context: Ctx, url: URL): AuthUser {
  const target = decideProtected(guardInput(context, url));
  if (target) throw redirect(target);
  return getSession(context).user!;
}

/** Pages only the account's owner may use (not a support agent impersonating them); throws the redirect. */
export function requireOwner(context: Ctx, url: URL): void {
  const target = decideOwnerOnly(guardInput(context, url));
  if (target) throw redirect(target);
}

/** Public pages a member also uses: visitors pass, a session must pass the protected checks. */
export function requireMemberOrVisitor(context: Ctx, url: URL): void {
  const target = decidePublicOrMember(guardInput(context, url));
  if (target) throw redirect(target);
}

/** Terms acceptance (spec 1 §4): members who haven't accepted the current version go to the interstitial and back. */
export async function requireCurrentTerms(context: Ctx, url: URL): Promise<void> {
  const input = guardInput(context, url);
  if (!input.user) return;
  const target = decideTerms(input, await currentTermsVersion(getApi(context)));
  if (target) throw redirect(target);
}

export function requireGuest(context: Ctx, url: URL): void {
  // The sign-up page's Login link carries the held invite (spec 1 §2.1): hold it again from the query.
  const inviteId = url.searchParams.get("inviteId");
  if (inviteId && isInviteId(inviteId)) getSession(context).holdInvite(inviteId);
  const target = decideGuestOnly(guardInput(context, url));
  if (target) throw redirect(target);
}
