// A pie's rewards (spec 3 §3 Reward, §4 enumerations; ADR 0072): the spec's enumerations and
// labels, the ineligibility reasons in plain words, and the form's messages.

/** Spec 3 §4 reward types, shown as the campaign types Promotion and Draw. */
export const REWARD_TYPES = ["PROMOTION", "DRAW"] as const;
export type RewardType = (typeof REWARD_TYPES)[number];
export const REWARD_TYPE_LABELS: Readonly<Record<RewardType, string>> = { PROMOTION: "Promotion", DRAW: "Draw" };

export const REWARD_DELIVERIES = ["DIGITAL", "PHYSICAL"] as const;
export type RewardDelivery = (typeof REWARD_DELIVERIES)[number];
export const REWARD_DELIVERY_LABELS: Readonly<Record<RewardDelivery, string>> = { DIGITAL: "Digital", PHYSICAL: "Physical" };

/** Spec 3 §4 reward categories, in the order of their labels there. */
export const REWARD_CATEGORIES = [
  "INVITE",
  "ACCESS_PASS",
  "VIP_PASS",
  "RACE",
  "MEET_UP",
  "COUPON",
  "MERCHANDISE_GIVE_A_WAY",
  "RAFFLE",
  "COMMUNITY",
  "EXCLUSIVE_CONTENT",
  "OTHER",
] as const;
export type RewardCategory = (typeof REWARD_CATEGORIES)[number];
export const REWARD_CATEGORY_LABELS: Readonly<Record<RewardCategory, string>> = {
  INVITE: "Invite",
  ACCESS_PASS: "Event",
  VIP_PASS: "Vip Pass",
  RACE: "Race",
  MEET_UP: "Meet up",
  COUPON: "Coupon",
  MERCHANDISE_GIVE_A_WAY: "Merchandise/Give-a-way",
  RAFFLE: "Raffle",
  COMMUNITY: "Community",
  EXCLUSIVE_CONTENT: "Exclusive Content",
  OTHER: "Other",
};

/** Spec 3 §4 redeem types with their labels. */
export const REDEEM_TYPES = ["PROMO_CODE", "ACCESS_PASS", "INVITE_LINK", "LOCATION_INFORMATION", "CUSTOMER_INFORMATION"] as const;
export type RedeemType = (typeof REDEEM_TYPES)[number];
export const REDEEM_TYPE_LABELS: Readonly<Record<RedeemType, string>> = {
  PROMO_CODE: "Promo Code",
  ACCESS_PASS: "Access Pass",
  INVITE_LINK: "Invite Link",
  LOCATION_INFORMATION: "Location Information",
  CUSTOMER_INFORMATION: "User Contact Information",
};

/** Spec 3 §4 reward status. */
export const REWARD_STATUSES = ["PENDING", "OPEN", "CLOSED", "STATIC", "SUSPENDED"] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];
export const REWARD_STATUS_LABELS: Readonly<Record<RewardStatus, string>> = {
  PENDING: "Pending",
  OPEN: "Open",
  CLOSED: "Closed",
  STATIC: "Static",
  SUSPENDED: "Suspended",
};

/** Spec 3 §4 reward participation. */
export const PARTICIPATE_STATES = ["NONE", "PARTICIPATING", "NOT_PARTICIPATING", "CANT_PARTICIPATE", "AWARDED", "SENT"] as const;
export type ParticipateState = (typeof PARTICIPATE_STATES)[number];

/** Spec 3 §4 ineligibility reasons (all 13), in the order they are told. */
export const INELIGIBILITY_REASONS = [
  "INACTIVE_USER",
  "FROM_OWNER",
  "OPT_OUT",
  "EXPIRED",
  "OUT_OF_DATE_RANGES",
  "ENOUGH_WINNERS",
  "AGE_LIMIT",
  "NOT_ENOUGH_SLICES",
  "FROM_OTHER_USER",
  "NOT_ENOUGH_ACHIEVEMENTS",
  "MATCH_ALL_CONDITIONS",
  "INVALID_LOCATION",
  "NOT_ACCEPTED_PRIVACY_POLICY",
] as const;
export type IneligibilityReason = (typeof INELIGIBILITY_REASONS)[number];

/** The reasons in plain words (the details, such as how many slices, come with the reward). */
export const INELIGIBILITY_WORDS: Readonly<Record<IneligibilityReason, string>> = {
  INACTIVE_USER: "Your account is not active: verify your e-mail address first.",
  FROM_OWNER: "This reward is your own pie's: its team cannot take part.",
  OPT_OUT: "You opted out of this reward.",
  EXPIRED: "This reward has expired.",
  OUT_OF_DATE_RANGES: "This reward is not open for entries right now.",
  ENOUGH_WINNERS: "This reward has all its winners.",
  AGE_LIMIT: "You are below this reward's age limit (or your date of birth is not on your profile).",
  NOT_ENOUGH_SLICES: "You do not hold enough slices of this pie.",
  FROM_OTHER_USER: "Only slices bought from the pie count here, and yours were sent to you by another member.",
  NOT_ENOUGH_ACHIEVEMENTS: "You do not hold the badges this reward asks for.",
  MATCH_ALL_CONDITIONS: "This reward asks for every one of its badges, and you hold only some of them.",
  INVALID_LOCATION: "You are outside the area of this reward (or your location is not on your profile).",
  NOT_ACCEPTED_PRIVACY_POLICY: "Accept the reward's privacy policy to take part.",
};

export const GEO_UNITS = ["KM", "MI"] as const;
export type GeoUnit = (typeof GEO_UNITS)[number];

/** The list filter of /legacy/rewards (spec 3 §2). */
export const REWARD_LIST_FILTERS = ["ALL", "NOT_PARTICIPATING", "PARTICIPATING", "AWARDED", "EXPIRED"] as const;
export type RewardListFilter = (typeof REWARD_LIST_FILTERS)[number];
export const REWARD_LIST_FILTER_LABELS: Readonly<Record<RewardListFilter, string>> = {
  ALL: "All",
  NOT_PARTICIPATING: "Not participating",
  PARTICIPATING: "Participating",
  AWARDED: "Awarded",
  EXPIRED: "Expired",
};

/** The reward wizard's steps (spec 3 §2). */
export const REWARD_WIZARD_STEPS = ["Details", "Requirements", "Time Frame", "Settings", "Redemption", "Achievement", "Preview"] as const;

export const MAX_WINNERS_LIMIT = 10_000;

/** Winning boosts (ADR 0077): at most this many per reward, each worth 1 to MAX_BOOST_EXTRA_ENTRIES extra entries. */
export const MAX_WINNING_BOOSTS = 5;
export const MAX_BOOST_EXTRA_ENTRIES = 10;

/** The wizard's steps as they appear in its URLs (?step=…), in the order of REWARD_WIZARD_STEPS. */
export const REWARD_WIZARD_STEP_KEYS = ["details", "requirements", "time-frame", "settings", "redemption", "achievement", "preview"] as const;
export type RewardWizardStep = (typeof REWARD_WIZARD_STEP_KEYS)[number];

export const rewardMessages = {
  notFound: "This reward does not exist.",
  notAllowed: "You may not manage this pie's rewards.",
  nameRequired: "Reward name is required",
  nameTooLong: "Reward name is at most 80 characters",
  slugTaken: "This address is taken by another reward of the pie",
  maxWinnersRequired: "Number of winners is required",
  maxWinnersRange: `Number of winners is a whole number from 1 to ${MAX_WINNERS_LIMIT.toLocaleString("en-US")}`,
  ageLimitRange: "Age limit is a whole number from 1 to 120",
  slicesRange: "Slices is a whole number from 1 to 1,000,000,000",
  datesOrder: "The end date must come after the start date",
  geoIncomplete: "Give the latitude, longitude and radius of the area",
  mustBeNumber: "You must specify a number",
  privacyTitleRequired: "Give the privacy policy a title and its text",
  privacyFileWithoutPolicy: "A privacy policy file needs the policy's title and text",
  boostExtraRange: `Extra entries is a whole number from 1 to ${MAX_BOOST_EXTRA_ENTRIES}`,
  boostSlicesRange: "Slices for a boost is a whole number from 1 to 1,000,000,000",
  boostIncomplete: "Give both the slices (or the badge) and the extra entries of the boost",
  boostsTooMany: `A reward has at most ${MAX_WINNING_BOOSTS} winning boosts`,
  boostsOnlyForDraws: "Winning boosts are for draws only",
  avatarMissing: "Upload the reward's picture again",
  draftNotFound: "This draft does not exist any more: start again.",
  draftSaved: "Draft saved.",
  cannotParticipate: "You cannot take part in this reward.",
  notParticipating: "You are not taking part in this reward.",
  notADraw: "Only a draw has winners drawn.",
  noEntries: "Nobody takes part: there is nothing to draw.",
  alreadyCommitted: "The entries are already frozen for this draw.",
  notCommitted: "Freeze the entries first: the draw's commitment is published before winners are drawn.",
  drawnAlready: "The winners are drawn; draw again to replace one.",
  nobodyLeft: "Everyone who took part has won already.",
  redrawCount: "Draw again for 1 to as many as took part and did not win",
  participated: "You are taking part.",
  optedOut: "You opted out.",
  awarded: "You won this reward.",
  committed: "Entries frozen: the list's fingerprint and the seed's commitment are published.",
  drawn: "Winners drawn.",
  created: "Reward created.",
  deleted: "Reward deleted.",
  deleteNotAllowed: "You may not delete this pie's rewards.",
  deleteHasWinners: "This reward has winners or a published draw: members keep what they won, so it cannot be deleted. Close or hide it instead.",
  saved: "Reward saved.",
} as const;
