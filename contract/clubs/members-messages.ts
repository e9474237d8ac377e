// Finding and joining clubs (spec 3 §2 /rep-clubs, §3 canJoin, isMember, memberCount,
// membership; §4 "a user joins a club by slug"; ADR 0059). Ours; shared by the API and the web app.

export const clubMemberMessages = {
  privateClub: "This club is private: join it through the link its managers share.",
  wrongJoinCode: "This join link is not valid any more. Ask the club's managers for a new one.",
  notPublished: "This club is not published yet.",
  ownerCannotLeave: "You own this club, so you cannot leave it. Transfer the ownership first.",
  joined: (name: string) => `Welcome to ${name}!`,
  left: (name: string) => `You left ${name}.`,
  alreadyMember: "You are a member.",
  keywordTooLong: "Search for at most 100 characters.",
  invalidCursor: "This list has changed. Start again from the first page.",
} as const;

/** At most this many characters of a search keyword. */
export const CLUB_KEYWORD_MAX = 100;
/** Lookups a client may make per minute through the club search (like the people search). */
export const CLUB_SEARCH_RATE_LIMIT = { limit: 60, windowMs: 60_000 } as const;
