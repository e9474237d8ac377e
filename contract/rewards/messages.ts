// The rewards area (spec 3): achievements (badges) issued by a club or a pie and awarded to members.
// The enumerations and labels are the spec's (spec 3 §4); the sentences are ours.

/** Spec 3 §4 achievement category. */
export const ACHIEVEMENT_CATEGORIES = ["LAUNCH_DAY_SUPPORTER", "PARTICIPATION", "EVENT", "BRAND", "PRODUCT", "COMMUNITY", "TIER", "OG_SUPPORTER", "OTHER"] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

/** The labels of the achievement picker (spec 3 §4: "Launch Day supporter, …, Tier badge and None"). */
export const ACHIEVEMENT_CATEGORY_LABELS: Readonly<Record<AchievementCategory, string>> = {
  LAUNCH_DAY_SUPPORTER: "Launch Day supporter",
  PARTICIPATION: "Participation",
  EVENT: "Event",
  BRAND: "Brand",
  PRODUCT: "Product",
  COMMUNITY: "Community",
  TIER: "Tier badge",
  OG_SUPPORTER: "OG supporter",
  OTHER: "None",
};
/** The categories the picker offers (OG supporter exists in the data but is not offered). */
export const PICKER_CATEGORIES: readonly AchievementCategory[] = ["LAUNCH_DAY_SUPPORTER", "PARTICIPATION", "EVENT", "BRAND", "PRODUCT", "COMMUNITY", "TIER", "OTHER"];

/** A tier badge's level (spec 3 §4: TIER (diamond, emerald, ruby)). */
export const ACHIEVEMENT_TIERS = ["DIAMOND", "EMERALD", "RUBY"] as const;
export type AchievementTier = (typeof ACHIEVEMENT_TIERS)[number];
export const ACHIEVEMENT_TIER_LABELS: Readonly<Record<AchievementTier, string>> = { DIAMOND: "Diamond", EMERALD: "Emerald", RUBY: "Ruby" };

/**
 * An achievement's status, in the words of spec 3 §4's offer and club status: PENDING (being
 * prepared, not awarded yet), ACTIVE (awarded), COMPLETE (closed: no more awards).
 */
export const ACHIEVEMENT_STATUSES = ["PENDING", "ACTIVE", "COMPLETE"] as const;
export type AchievementStatus = (typeof ACHIEVEMENT_STATUSES)[number];
export const ACHIEVEMENT_STATUS_LABELS: Readonly<Record<AchievementStatus, string>> = { PENDING: "Pending", ACTIVE: "Active", COMPLETE: "Complete" };

/**
 * What earns a badge without its manager: "attended N of the club's events" (a live check-in at
 * an event of the club). A tier condition ("reached tier X of the club") is one more kind once the
 * club's points ledger exists.
 */
export const ACHIEVEMENT_CONDITION_KINDS = ["CLUB_EVENTS_ATTENDED"] as const;
export type AchievementConditionKind = (typeof ACHIEVEMENT_CONDITION_KINDS)[number];
/** The most events a condition may ask for. */
export const ACHIEVEMENT_CONDITION_MAX_EVENTS = 1000;

/** Spec 3 §9 reward statistics: age buckets and gender groups; everyone else is counted as unknown. */
export const STATISTICS_AGE_RANGES = ["18-24", "25-34", "35-44", "over 44"] as const;
export const STATISTICS_GENDERS = ["female", "male", "other"] as const;

export const ACHIEVEMENT_NAME_MAX = 80;
export const ACHIEVEMENT_BIO_MAX = 1000;
export const ACHIEVEMENT_SLUG_MAX = 80;
/** A maximum supply is a number greater than 0 (spec 3 §5 keeps numbers at most 1000 on its forms; supplies may be larger). */
export const ACHIEVEMENT_MAX_SUPPLY = 1_000_000;
/** Spec 3 §9: tables load 50 rows a page. */
export const ACHIEVEMENT_PAGE_SIZE = 50;

export const achievementMessages = {
  notFound: "This achievement does not exist.",
  clubNotFound: "This club does not exist.",
  pieNotFound: "This pie does not exist.",
  issuerRequired: "Choose the club or the pie that issues the achievement.",
  notAllowedPie: "Only the pie's owner can manage its achievements.",
  conditionClubOnly: "Only a club's achievements can be earned by checking in at its events.",
  nameRequired: "Name is required",
  nameTooLong: `Name can be at most ${ACHIEVEMENT_NAME_MAX} characters.`,
  bioTooLong: `Description can be at most ${ACHIEVEMENT_BIO_MAX} characters.`,
  slugInvalid: "Use lowercase letters, digits and dashes.",
  slugTaken: "This link is already used by another achievement.",
  categoryRequired: "Choose a category.",
  tierRequired: "Choose the tier of the badge.",
  maxSupplyInvalid: "The maximum supply must be a whole number greater than 0.",
  maxSupplyBelowAwarded: "The maximum supply cannot be lower than the badges already awarded.",
  windowInvalid: "The end must be after the start.",
  notAllowed: "Only the club's owner, admins and reward managers can manage its achievements.",
  userNameRequired: "User name is required",
  userNotFound: "No member has this user name.",
  memberNotFound: "This member does not exist.",
  alreadyAwarded: "This member already has this achievement.",
  soldOut: "All of this achievement's badges have been awarded.",
  notActive: "This achievement is not active, so it cannot be awarded.",
  notStarted: "This achievement cannot be awarded before it starts.",
  ended: "This achievement's time to be awarded has ended.",
  conditionEventsInvalid: `The number of events must be a whole number from 1 to ${ACHIEVEMENT_CONDITION_MAX_EVENTS}.`,
  deleteAwarded: "This achievement has been awarded, so it cannot be deleted: set its status to Complete to stop awarding it.",
  created: "Achievement created.",
  saved: "Achievement saved.",
  deleted: "Achievement deleted.",
  awarded: (userName: string) => `Achievement awarded to @${userName}.`,
} as const;
