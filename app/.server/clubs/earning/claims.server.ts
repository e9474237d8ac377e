// Claims a manager approves (ADR 0079) on the web server: the member's claims on the offers page
// and their claim action; the rule's claims page for its managers and their decisions. The
// platform API checks the membership, the rule and the permission again on every call.
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, loadOrThrow, notFoundResponse, refusalExcept, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { ClaimPointsDocument, DecideClaimDocument, MyClubClaimsDocument, RuleClaimListDocument, RuleClaimsDocument, type ClaimFieldsFragment } from "~/graphql/generated";
import { claimsPath } from "~/lib/clubs/claim-forms";
import { claimMessages as t, claimSchema, decisionSchema } from "../../../../contract/clubs/claims";

type Ctx = Readonly<RouterContextProvider>;
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND");

export type MyClaims = { isMember: boolean; claimable: string[]; canClaim: string[]; latest: Record<string, ClaimFieldsFragment> };

/** The signed-in viewer's standing on the club's claimable rules: whether they may claim (a member) and their latest claim of each. */
export async function loadMyClaims(context: Ctx, url: URL, clubId: string): Promise<MyClaims | null> {
  if (!getSession(context).user) return null;
  const { club } = await loadOrThrow(context, () => getApi(context).query(MyClubClaimsDocument, { clubId }), url);
  const claimable = club.offers.filter((offer) => offer.claimable);
  return {
    isMember: club.byId.isMember,
    claimable: claimable.map((offer) => offer.offerId),
    canClaim: claimable.filter((offer) => offer.canClaim).map((offer) => offer.offerId),
    latest: Object.fromEntries(claimable.flatMap((offer) => (offer.myClaim ? [[offer.offerId, offer.myClaim]] : []))),
  };
}

export type ClaimReply = { claim: { offerId: string; fieldErrors: Record<string, string[]>; formError: string | null; values: { note: string; link: string } } };

/** Claims the posted rule: back to the offers page with a toast, or the field's error beside it and the input kept (400). */
export async function claimAction(context: Ctx, url: URL, form: FormData) {
  requireUser(context, url);
  const offerId = String(form.get("offerId") ?? "");
  const values = { note: String(form.get("note") ?? ""), link: String(form.get("link") ?? "") };
  const reply = (fieldErrors: Record<string, string[]>, formError: string | null, status: number) => data<ClaimReply>({ claim: { offerId, fieldErrors, formError, values } }, { status });
  const parsed = claimSchema.safeParse(values);
  if (!parsed.success) {
    return reply(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), [issue.message]])), null, 400);
  }
  try {
    await getApi(context).query(ClaimPointsDocument, { offerId, note: parsed.data.note, link: parsed.data.link ?? null });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalExcept("AUTH_NOT_AUTHENTICATED"));
    const fieldErrors = fieldErrorsOf(refusal);
    return reply(fieldErrors, Object.keys(fieldErrors).length > 0 ? null : refusal.message, refusalStatus(refusal));
  }
  getSession(context).flash({ kind: "success", message: t.claimed });
  return redirect(`${url.pathname}#offer-${offerId}`);
}

/** The rule's claims, for one holding MANAGE_REWARDS in its club; 404 for anyone else, another club's offer or a rule members do not claim. */
export async function loadRuleClaims(context: Ctx, url: URL, clubId: string, offerId: string) {
  requireUser(context, url);
  const api = getApi(context);
  const { club } = await loadOrThrow(context, () => api.query(RuleClaimsDocument, { clubId, offerId }), url);
  const offer = club.offer;
  if (!club.byId.myPermissions.includes("MANAGE_REWARDS") || offer.club.clubId !== club.byId.clubId || !offer.claimable) throw notFoundResponse();
  const list = await loadOrThrow(context, () => api.query(RuleClaimListDocument, { offerId }), url);
  const claims = list.club.offer.claims;
  return { club: club.byId, offer, pending: claims.filter((c) => c.status === "PENDING"), decided: claims.filter((c) => c.status !== "PENDING") };
}

export type DecisionReply = { decision: { claimId: string; error: string | null; fieldErrors: Record<string, string[]>; reason: string } };

/** Approves or rejects a claim: back to the claims page with a toast, or the API's reason beside the claim (400). */
export async function decideClaimAction(context: Ctx, request: Request, url: URL, clubId: string, offerId: string) {
  const { pending } = await loadRuleClaims(context, url, clubId, offerId);
  const form = await request.formData();
  const parsed = decisionSchema.safeParse(Object.fromEntries(form));
  const claimId = String(form.get("claimId") ?? "");
  const reason = String(form.get("reason") ?? "");
  const reply = (error: string | null, fieldErrors: Record<string, string[]>, status: number) => data<DecisionReply>({ decision: { claimId, error, fieldErrors, reason } }, { status });
  if (!parsed.success) return reply(null, Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), [issue.message]])), 400);
  const claim = pending.find((c) => c.claimId === parsed.data.claimId);
  try {
    await getApi(context).query(DecideClaimDocument, { claimId: parsed.data.claimId, approve: parsed.data.intent === "approve", reason: parsed.data.reason ?? null });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    const fieldErrors = fieldErrorsOf(refusal);
    return reply(Object.keys(fieldErrors).length > 0 ? null : refusal.message, fieldErrors, refusalStatus(refusal));
  }
  const who = claim?.userName ?? "member";
  getSession(context).flash({ kind: "success", message: parsed.data.intent === "approve" ? t.approvedToast(who) : t.rejectedToast(who) });
  return redirect(claimsPath(clubId, offerId));
}
