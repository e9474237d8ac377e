// The club offers' texts (spec 3 §4 offer enumerations and their labels). Quoted labels are the
// spec's word for word (offer types, redemption types, programme categories, requirement
// types); the rest are ours. Shared by the API and the web app.

export const offerMessages = {
  notFound: "This offer does not exist.",
  titleRequired: "Enter the offer's title.",
  titleTooLong: "The title can be at most 80 characters.",
  descriptionTooLong: "The description can be at most 2000 characters.",
  accessInvalid: "Choose who may take the offer.",
  tierRequired: "Choose the lowest loyalty tier level that may take the offer (1 to 50).",
  statusInvalid: "Choose a status.",
  windowInvalid: "The last day cannot be before the first day.",
  datesRequired: "A time span offer needs a first and a last day.",
  programUnknown: "This kind of offer does not exist.",
  typeInvalid: "Choose one of the offer types.",
  requirementTypeInvalid: "Choose a requirement type.",
  requirementValueRequired: "Enter the requirement's value.",
  requirementValueInvalid: "Enter a whole number greater than 0.",
  requirementPriceInvalid: "Enter a price in dollars, like 5.00.",
  requirementNoneAlone: "None cannot be combined with other requirements.",
  requirementTooMany: (label: string, limit: number) => `${label} can be required at most ${limit === 1 ? "once" : `${limit} times`}.`,
  numberInvalid: "Enter a whole number greater than 0.",
  numberTooLarge: (max: number) => `Enter a number of at most ${max.toLocaleString("en-US")}.`,
  multiplierInvalid: "Enter a multiplier from 0.1 to 100.",
  priceInvalid: "Enter a price in dollars, like 5.00.",
  currencyInvalid: "Choose a currency.",
  textRequired: "Fill in this field.",
  textTooLong: "This can be at most 500 characters.",
  urlInvalid: "Enter an https link.",
  periodInvalid: "Choose a period.",
  providerInvalid: "Choose a network.",
  redemptionTypeInvalid: "Choose how the member redeems it.",
  created: "Offer created. Publish it when it is ready.",
  saved: "Offer saved.",
  publishedNow: "Offer published: members can see it.",
  unpublishedNow: "Offer unpublished: only the club's managers see it.",
  deleted: "Offer deleted.",
  confirmDelete: "Delete this offer? Members will no longer see it, and this cannot be undone.",
  noOffers: "No data found",
  comingSoon: "Coming soon",
} as const;

/** Spec 3 §4 offer types; ways to reward (labels, in the spec's order). */
export const OFFER_TYPES = ["INVITE", "EVENT", "VIP_PASS", "MEET_UP", "BUY_NOW", "COUPON", "MERCH_GIVEAWAY", "COMMUNITY", "EXCLUSIVE_CONTENT", "OTHER"] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
export const OFFER_TYPE_LABELS: Record<OfferType, string> = {
  INVITE: "Invite",
  EVENT: "Event",
  VIP_PASS: "VIP Pass",
  MEET_UP: "Meet Up",
  BUY_NOW: "Buy Now",
  COUPON: "Coupon",
  MERCH_GIVEAWAY: "Merch Giveaway",
  COMMUNITY: "Community",
  EXCLUSIVE_CONTENT: "Exclusive Content",
  OTHER: "Other",
};

/** Spec 3 §4 offer sub-types; CUSTOM has no programme of its own and is not created here. */
export const OFFER_SUB_TYPES = ["BUY_POINTS", "CUSTOM", "EARN_POINTS", "EARN_STATUS", "REWARD_MEMBERS"] as const;
export type OfferSubType = (typeof OFFER_SUB_TYPES)[number];

/** The four reward programme categories (spec 3 §4), in the order the product shows them. */
export const OFFER_CATEGORIES = ["EARN_POINTS", "BUY_POINTS", "EARN_STATUS", "REWARD_MEMBERS"] as const;
export type OfferCategory = (typeof OFFER_CATEGORIES)[number];
export const OFFER_CATEGORY_LABELS: Record<OfferCategory, string> = {
  EARN_POINTS: "Ways To Earn Points",
  BUY_POINTS: "Ways To Buy Points",
  EARN_STATUS: "Ways To Earn Status",
  REWARD_MEMBERS: "Ways To Reward Members",
};
/** The member's /offers/{tab} tabs: All, then one per category. */
export const OFFER_TABS = ["all", "earn-points", "buy-points", "earn-status", "rewards"] as const;
export type OfferTab = (typeof OFFER_TABS)[number];
export const OFFER_TAB_LABELS: Record<OfferTab, string> = { all: "All", "earn-points": "Earn Points", "buy-points": "Buy Points", "earn-status": "Earn Status", rewards: "Rewards" };
export const OFFER_TAB_CATEGORY: Record<OfferTab, OfferCategory | null> = {
  all: null,
  "earn-points": "EARN_POINTS",
  "buy-points": "BUY_POINTS",
  "earn-status": "EARN_STATUS",
  rewards: "REWARD_MEMBERS",
};

export const OFFER_STATUSES = ["ACTIVE", "COMPLETE", "PENDING", "NONE"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = { ACTIVE: "Active", COMPLETE: "Complete", PENDING: "Pending", NONE: "None" };
export const OFFER_PUBLICATIONS = ["PUBLISHED", "UNPUBLISHED"] as const;
export type OfferPublication = (typeof OFFER_PUBLICATIONS)[number];
export const OFFER_PUBLICATION_LABELS: Record<OfferPublication, string> = { PUBLISHED: "Published", UNPUBLISHED: "Unpublished" };

/** Who may take an offer (ours): anyone, the club's members, or members from a loyalty tier level up. */
export const OFFER_ACCESS = ["PUBLIC", "MEMBERS", "TIER"] as const;
export type OfferAccess = (typeof OFFER_ACCESS)[number];
export const OFFER_ACCESS_LABELS: Record<OfferAccess, string> = { PUBLIC: "Anyone", MEMBERS: "Members only", TIER: "Members from a loyalty tier up" };

/** Spec 3 §4 redeem types and their labels. */
export const REDEMPTION_TYPES = ["PROMO_CODE", "ACCESS_PASS", "INVITE_LINK", "LOCATION_INFORMATION", "CUSTOMER_INFORMATION"] as const;
export type RedemptionType = (typeof REDEMPTION_TYPES)[number];
export const REDEMPTION_TYPE_LABELS: Record<RedemptionType, string> = {
  PROMO_CODE: "Promo Code",
  ACCESS_PASS: "Access Pass",
  INVITE_LINK: "Invite Link",
  LOCATION_INFORMATION: "Location Information",
  CUSTOMER_INFORMATION: "User Contact Information",
};

/** Spec 3 §4 requirement types with their limits (how many of each one offer may carry). */
export const REQUIREMENT_TYPES = ["PRICE", "LOYALTY_STATUS", "REP_POINTS", "REP_SCORE", "ACHIEVEMENTS", "NONE"] as const;
export type RequirementType = (typeof REQUIREMENT_TYPES)[number];
export const REQUIREMENT_LABELS: Record<RequirementType, string> = {
  PRICE: "Price",
  LOYALTY_STATUS: "Loyalty Status",
  REP_POINTS: "Rep Points",
  REP_SCORE: "Rep Score",
  ACHIEVEMENTS: "Achievements",
  NONE: "None",
};
export const REQUIREMENT_LIMITS: Record<RequirementType, number> = { PRICE: 1, LOYALTY_STATUS: 5, REP_POINTS: 5, REP_SCORE: 5, ACHIEVEMENTS: 1, NONE: 1 };
/** What a requirement's value means, shown beside its field. */
export const REQUIREMENT_VALUE_HINTS: Record<RequirementType, string> = {
  PRICE: "the price in dollars",
  LOYALTY_STATUS: "the lowest tier level",
  REP_POINTS: "the least rep points",
  REP_SCORE: "the least rep score",
  ACHIEVEMENTS: "how many of the club's badges",
  NONE: "no value",
};

/** Spec 3 §4 recurrence periods. */
export const RECURRENCE_PERIODS = ["DAY", "WEEK", "MONTH", "YEAR"] as const;
export type RecurrencePeriod = (typeof RECURRENCE_PERIODS)[number];
export const RECURRENCE_PERIOD_LABELS: Record<RecurrencePeriod, string> = { DAY: "Day", WEEK: "Week", MONTH: "Month", YEAR: "Year" };

/** Networks a social action may be on: the ones shown to users (spec 3 §4). */
export const OFFER_SOCIAL_PROVIDERS = ["twitter", "youtube", "spotify", "twitch"] as const;
export const OFFER_SOCIAL_PROVIDER_LABELS: Record<(typeof OFFER_SOCIAL_PROVIDERS)[number], string> = { twitter: "X", youtube: "YouTube", spotify: "Spotify", twitch: "Twitch" };
/** A social action's networks, and "invite": the member's friends, invited through their invite link (ADR 0079). */
export const OFFER_ACTION_NETWORKS = [...OFFER_SOCIAL_PROVIDERS, "invite"] as const;
export const OFFER_ACTION_NETWORK_LABELS: Record<(typeof OFFER_ACTION_NETWORKS)[number], string> = { ...OFFER_SOCIAL_PROVIDER_LABELS, invite: "Friends (invite link)" };

export const OFFER_CURRENCIES = ["USD", "AUD", "CAD", "EUR", "GBP"] as const;
