// Finding and joining clubs on the web server (spec 3 §2 /rep-clubs, /rep-clubs/{id}; ADR 0059):
// the discover page's one query, the club page's one query (with the rewards area's
// badges), and joining and leaving through the platform API. Signed out, both pages are public;
// Join then goes through sign-in (the guard's safe `to`) and back to the club page.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireMemberOrVisitor, requireUser } from "~/.server/platform/page-guards.server";
import { webEnv } from "~/.server/platform/env.server";
import { loadOrThrow, refusalExcept, refusalOrThrow } from "~/.server/platform/responses.server";
import { ClubIdOfDocument, ClubPageDocument, DiscoverClubsDocument, JoinClubDocument, LeaveClubDocument } from "~/graphql/generated";
import { inviteLinkPath } from "~/lib/clubs/claim-forms";
import { offerCardView } from "~/lib/clubs/offer-view";
import { clubPagePath, keywordOf, membershipSchema } from "~/lib/clubs/discover";
import { clubMemberMessages as m } from "../../../contract/clubs/members-messages";

type Ctx = Readonly<RouterContextProvider>;

/** Offers the club page shows before "All offers". */
const CLUB_PAGE_OFFERS = 3;

export async function loadDiscover(context: Ctx, url: URL) {
  requireMemberOrVisitor(context, url);
  const keyword = keywordOf(url);
  const after = url.searchParams.get("after");
  const signedIn = Boolean(getSession(context).user);
  // The search runs only when asked (a keyword, or a later page); featured and newest always show.
  const searching = Boolean(keyword || after);
  const { club } = await loadOrThrow(context, () => getApi(context).query(DiscoverClubsDocument, { keyword: keyword || null, first: 20, after, searching, signedIn }), url);
  return { keyword, after, signedIn, search: club.search ?? null, featured: club.featured, newest: club.newest, memberships: club.myMemberships ?? null };
}

export async function loadClubPage(context: Ctx, url: URL, idOrSlug: string) {
  requireMemberOrVisitor(context, url);
  const api = getApi(context);
  const { club, rewards } = await loadOrThrow(context, () => api.query(ClubPageDocument, { idOrSlug, clubKey: idOrSlug, latestOffers: CLUB_PAGE_OFFERS }), url);
  const page = club.bySlug;
  const { publicUrl, productName } = webEnv();
  const wantsJoin = url.searchParams.get("join") === "1";
  const signedIn = Boolean(getSession(context).user);
  return {
    club: page,
    // The newest, as their cards read (what they give and take in words): not every setting of each.
    offers: { latest: club.offers.map(offerCardView), count: page.offerCount },
    achievements: rewards.clubAchievements,
    signedIn,
    joinOffer: wantsJoin && !page.isMember ? { code: url.searchParams.get("code") ?? "", ref: refOf(url) } : null,
    invite: signedIn && page.isMember && page.access === "PUBLIC" && page.published ? inviteOf(page, publicUrl) : null,
    site: { publicUrl, productName },
  };
}

/** A member's invite code from the link (?ref=), kept through sign-in and sign-up in the join form's address. */
const refOf = (url: URL) => (url.searchParams.get("ref") ?? "").trim().slice(0, 64);

/** The member's invite link and what it earns, while the club has a live invite rule (ADR 0079); null otherwise. */
function inviteOf(page: { slug: string; myInviteCode: string | null; invitePoints: number }, publicUrl: string) {
  if (!page.myInviteCode) return null;
  return { link: new URL(inviteLinkPath(page.slug, page.myInviteCode), publicUrl).toString(), points: page.invitePoints };
}

/** Join (with the join link's code for a private club) or leave; back to the club page with a toast. */
export async function membershipAction(context: Ctx, request: Request, url: URL, idOrSlug: string) {
  // Signed out, the guard sends the visitor to sign in and back here with ?join=1 (a one-click join).
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: membershipSchema });
  if (submission.status !== "success") return data({ error: m.privateClub }, { status: 400 });
  const api = getApi(context);
  try {
    const { club } = await api.query(ClubIdOfDocument, { idOrSlug });
    const clubId = club.bySlug.clubId;
    if (submission.value.intent === "join") {
      const { club: joined } = await api.query(JoinClubDocument, { clubId, joinCode: submission.value.code || null, ref: submission.value.ref || null });
      getSession(context).flash({ kind: "success", message: m.joined(joined.join.name) });
    } else {
      const { club: left } = await api.query(LeaveClubDocument, { clubId });
      getSession(context).flash({ kind: "success", message: m.left(left.leave.name) });
    }
    return redirect(clubPagePath(club.bySlug));
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND"));
    return data({ error: refusal.message }, { status: 400 });
  }
}
