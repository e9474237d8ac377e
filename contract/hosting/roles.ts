// Spec 2 §1: the labels of the roles on an event's team. The creator is the implied Producer.

export const TEAM_ROLES = ["CO_HOST", "PROMOTER", "SPONSOR", "COORDINATOR", "DOOR", "TALENT"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_LABELS: Readonly<Record<TeamRole, string>> = {
  CO_HOST: "Manager",
  PROMOTER: "Promoter",
  SPONSOR: "Sponsor",
  COORDINATOR: "Host",
  DOOR: "Scanner",
  TALENT: "Talent",
};

export const PRODUCER_LABEL = "Producer";

/** The permission that lets someone add a person to each role (spec 2 §6). */
export const ROLE_ADD_PERMISSION: Readonly<Record<TeamRole, string>> = {
  CO_HOST: "CanAddCoHostAttendee",
  PROMOTER: "CanAddPromoterAttendee",
  SPONSOR: "CanAddSponsorAttendee",
  COORDINATOR: "CanAddCoordinatorAttendee",
  DOOR: "CanAddDoorAttendee",
  TALENT: "CanAddTalentAttendee",
};

export function isTeamRole(value: string): value is TeamRole {
  return (TEAM_ROLES as readonly string[]).includes(value);
}

/** Small badge (spec 2 §3) of an attendee's approval status. */
export function smallBadgeOf(status: string): string | null {
  if (status === "APPROVED" || status === "CHECKED_IN") return "Approved";
  if (status === "DECLINED") return "Declined";
  if (status === "PENDING") return "Pending";
  return null;
}
