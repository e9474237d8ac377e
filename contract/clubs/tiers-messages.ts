// A club's loyalty tiers (spec 3 §3 tiers: level, name, description, colours, minimum points;
// §7 "create or update tiers and tier image uploads"). The rules of a consistent ladder are ours (ADR 0059).

/** At most this many tiers per club. */
export const MAX_CLUB_TIERS = 10;
export const TIER_TEXT_LIMITS = { name: 60, description: 500 } as const;
/** The highest minimum a tier may ask (fits the column and any sensible ladder). */
export const MAX_TIER_MINIMUM = 1_000_000_000;
export const MAX_TIER_LEVEL = 100;

export const clubTierMessages = {
  notFound: "This tier does not exist.",
  nameRequired: "Enter the tier's name.",
  nameTooLong: `The name can be at most ${TIER_TEXT_LIMITS.name} characters.`,
  descriptionTooLong: `The description can be at most ${TIER_TEXT_LIMITS.description} characters.`,
  levelInvalid: `Enter a level from 1 to ${MAX_TIER_LEVEL}.`,
  levelTaken: "Another tier has this level.",
  minimumInvalid: "Enter the minimum points as a whole number, 0 or more.",
  minimumTaken: "Another tier asks for these minimum points.",
  ladderBroken: "A higher level needs more minimum points than every lower level, and a lower level fewer.",
  colorInvalid: "Enter a colour as #RRGGBB.",
  tooMany: `A club can have at most ${MAX_CLUB_TIERS} tiers.`,
  created: "Tier added.",
  saved: "Tier saved.",
  deleted: "Tier deleted.",
  confirmDelete: (name: string) => `Delete the tier ${name}? Members who reached it move to the tier below.`,
} as const;
