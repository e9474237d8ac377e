// Finding and joining clubs in the web app (spec 3 §2 /rep-clubs, /rep-clubs/{id}; ADR 0059):
// the club page's path, the shared join link, the forms' schema and the pages' words.
import { href } from "react-router";
import { z } from "zod";
import { CLUB_KEYWORD_MAX, clubMemberMessages as m } from "../../../contract/clubs/members-messages";
import { clubMessages } from "../../../contract/clubs/messages";

/** The public club page: by its address when there is one. */
export const clubPagePath = (club: { slug?: string | null; clubId: string }) => href("/rep-clubs/:id", { id: club.slug || club.clubId });

/** The link a club's managers share: opening it signed in offers a one-click join (a POST, never on GET). */
export function joinLinkPath(slug: string, joinCode?: string | null): string {
  const query = new URLSearchParams({ join: "1", ...(joinCode ? { code: joinCode } : {}) });
  return `${href("/rep-clubs/:id", { id: slug })}?${query}`;
}

export const membershipSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("join"), code: z.string().trim().max(64).optional(), ref: z.string().trim().max(64).optional() }),
  z.object({ intent: z.literal("leave") }),
]);

export const keywordOf = (url: URL) => (url.searchParams.get("q") ?? "").trim().slice(0, CLUB_KEYWORD_MAX);

export const discoverTexts = {
  title: "Rep clubs",
  intro: "Find clubs to join: members earn rep points, reach tiers and use the clubs' offers.",
  searchLabel: "Search clubs",
  searchButton: "Search",
  results: (n: number, keyword: string) => (keyword ? `${n} ${n === 1 ? "club" : "clubs"} for “${keyword}”` : `${n} ${n === 1 ? "club" : "clubs"}`),
  noResults: "No clubs match. Try another word.",
  more: "More clubs",
  featured: "Featured",
  newest: "Newest",
  myMemberships: "My memberships",
  noMemberships: "You haven't joined a club yet.",
  joinedOn: "Joined",
  yourPoints: "Your points",
  pointsHistory: "Your points history",
  verified: "Verified",
  members: (n: number) => `${n} ${n === 1 ? "member" : "members"}`,
  member: "Member",
  join: "Join",
  joining: "Joining…",
  leave: "Leave",
  leaving: "Leaving…",
  joinPrivate: "Join with this link",
  privateNote: "This club is private: members join through the link its managers share.",
  ownerNote: "You own this club.",
  signInToJoin: "Sign in to join",
  joinOffer: (name: string) => `You were invited to join ${name}.`,
  tiers: "Tiers",
  noTiers: "This club has no tiers yet.",
  offers: "Offers",
  noOffers: "This club has no offers yet.",
  allOffers: "All offers",
  minimumPoints: (n: number) => `From ${n.toLocaleString("en-US")} points`,
  achievements: "Achievements",
  noAchievements: "No achievements yet.",
  owner: "Run by",
  manage: "Manage this club",
  notPublishedNote: "Not published: only its managers see this page.",
  noData: clubMessages.noData,
  ...m,
} as const;
