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
} as const;

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
