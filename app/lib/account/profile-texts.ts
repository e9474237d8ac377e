// Screen texts of the profile tabs (ours; the spec gives the structure, not these words).
import { href } from "react-router";

export const PROFILE_TABS = [
  { label: "Overview", to: href("/profile") },
  { label: "Information", to: href("/profile/information") },
  { label: "Personal", to: href("/profile/personal") },
  { label: "Location", to: href("/profile/location") },
  { label: "Social", to: href("/profile/social") },
  { label: "Notifications", to: href("/profile/notifications") },
  { label: "Invites", to: href("/profile/invites") },
  { label: "Settings", to: href("/profile/settings") },
] as const;

export const profileTexts = {
  saved: "Your profile was saved.",
  locationSaved: "Your location was saved.",
  notificationsSaved: "Your email preferences were saved.",
  disconnected: (label: string) => `${label} was disconnected.`,
  connected: (label: string) => `${label} is connected.`,
  noRepScoreYet: "No points yet. Get checked in at an event's door to earn your first.",
  noAchievements: "No achievements yet. Badges you earn at events and clubs will show here.",
  achievementNotFound: "This achievement does not exist.",
  tierLabels: { UNVERIFIED: "Unverified", VERIFIED: "Verified", PREMIUM: "Premium" } as Record<string, string>,
  genderLabels: { MALE: "Male", FEMALE: "Female", OTHER: "Other", NOT_DISCLOSED: "Not disclosed" } as Record<string, string>,
  socialUnavailable: "Not available yet",
} as const;

export const inviteTexts = {
  accepted: "Invite accepted.",
  declined: "Invite declined.",
  revoked: "Invite revoked.",
  sent: (userName: string) => `Invite sent to @${userName}.`,
  noneReceived: "No invites received yet.",
  noneSent: "You have not sent any invites yet.",
  remaining: (count: number) => `You can send ${count} more ${count === 1 ? "invite" : "invites"}.`,
} as const;
