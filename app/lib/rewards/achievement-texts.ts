// Screen texts of achievements (badges); the spec's words come from contract/rewards.
import { ACHIEVEMENT_CATEGORY_LABELS, ACHIEVEMENT_STATUS_LABELS, ACHIEVEMENT_TIER_LABELS, type AchievementCategory } from "../../../contract/rewards/messages";

/** Spec 3 §3 defaults: a badge without a picture shows the default reward image. */
export const DEFAULT_BADGE_IMAGE = "/images/default-badge.svg";

export const achievementTexts = {
  listTitle: "Achievements",
  awardedOn: "Awarded",
  category: "Category",
  issuedBy: "Issued by",
  supply: "Awarded",
  status: "Status",
  close: "Close",
  clubListTitle: "Achievements",
  clubListEmpty: "No achievements yet. Create one to award it to members.",
  create: "Create achievement",
  createTitle: "Create achievement",
  editTitle: "Edit achievement",
  edit: "Edit",
  save: "Save",
  awardTitle: "Award to a member",
  awardButton: "Award",
  hidden: "Hidden",
  unlimited: "no limit",
  publicPage: "Public page",
  issuedByClub: "Issued by",
  claimed: "Claimed",
  activeWindow: "Active",
  youHoldSince: "You hold this badge since",
  earnedBy: "Earned by",
  condition: "Earned automatically",
  conditionNone: "Awarded by its managers only",
  claimedByRewards: "Won with",
  deleteTitle: "Delete achievement",
  deleteButton: "Delete",
  deleteConfirm: "Delete this achievement?",
  deleteExplain: "It will be gone for good. Only an achievement nobody has been awarded can be deleted.",
  deleteConfirmButton: "Delete achievement",
  deleting: "Deleting…",
  cancel: "Cancel",
  statisticsTitle: "Holders by age range and gender",
  statisticsHoldersCount: (n: number) => (n === 1 ? "1 member holds this badge." : `${n} members hold this badge.`),
  statisticsAge: "Age range",
  statisticsGender: "Gender",
  statisticsAgeUnknown: "Not counted (no date of birth, or under 18)",
  statisticsGenderUnknown: "Not counted (gender not given)",
  statisticsGroup: "Group",
  statisticsHolders: "Holders",
} as const;

/** "12 of 100 claimed" or "12 claimed" (spec 3 §3 supply on the public page). */
export function claimedLabel(awarded: number, maxSupply: number | null | undefined): string {
  return maxSupply ? `${awarded} of ${maxSupply} claimed` : `${awarded} claimed`;
}

/** What earns the badge automatically, in words; null for none. */
export function conditionLabel(condition: { kind: string; count: number } | null | undefined): string | null {
  if (!condition) return null;
  return condition.count === 1 ? "Checking in at one of the club's events" : `Checking in at ${condition.count} of the club's events`;
}

/** "from Jan 1, 2027 through Jan 31, 2027" for a window given as [start, end) in UTC; empty for none. */
export function activeWindowLabel(fromIso: string | null | undefined, toIso: string | null | undefined, formatDay: (iso: string) => string): string {
  // The window ends at the start of the day after its last day.
  const lastDay = (endIso: string) => new Date(Date.parse(endIso) - 1).toISOString();
  return [fromIso ? `from ${formatDay(fromIso)}` : null, toIso ? `through ${formatDay(lastDay(toIso))}` : null].filter(Boolean).join(" ");
}

/** "Tier badge (Diamond)" for a tier badge; the picker's label otherwise. */
export function categoryLabel(category: string, tier?: string | null): string {
  const label = ACHIEVEMENT_CATEGORY_LABELS[category as AchievementCategory] ?? category;
  return category === "TIER" && tier ? `${label} (${ACHIEVEMENT_TIER_LABELS[tier as keyof typeof ACHIEVEMENT_TIER_LABELS] ?? tier})` : label;
}

export function statusLabel(status: string): string {
  return ACHIEVEMENT_STATUS_LABELS[status as keyof typeof ACHIEVEMENT_STATUS_LABELS] ?? status;
}

/** "3 of 10" or "3 (no limit)". */
export function supplyLabel(awarded: number, maxSupply: number | null | undefined): string {
  return maxSupply ? `${awarded} of ${maxSupply}` : `${awarded} (${achievementTexts.unlimited})`;
}

/**
 * A badge's public page: a pie's under its pie (spec 3 §2 /legacy/pies/{id}/achievements/{achievementId}),
 * a club's by its slug (/achievements/{slug}).
 */
export function publicAchievementPath(a: { achievementId: string; slug: string; pie?: { pieId: string } | null }): string {
  return a.pie ? `/legacy/pies/${encodeURIComponent(a.pie.pieId)}/achievements/${encodeURIComponent(a.achievementId)}` : `/achievements/${encodeURIComponent(a.slug)}`;
}

/** The shell's breadcrumb of an achievement manager page: under the club, or under the pie hub (loader data carries `issuer`). */
export function issuerCrumb(data: unknown, page: string): string {
  return `${(data as { issuer?: { kind?: string } } | undefined)?.issuer?.kind === "pie" ? "Pie hub" : "Club"}/${page}`;
}
