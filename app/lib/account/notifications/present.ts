// What the bell and /notifications show for one notification (spec 1 §3, spec 2 §2): its
// sentence, where a click leads, and the picture beside it (a person with their verified
// badge and tier, or the event's, pie's, reward's or achievement's image).
import { notificationSentence } from "../../../../contract/account/notification-texts";
import type { NotificationProperties, NotificationType } from "../../../../contract/account/notifications-messages";
import { PROFILE_DEFAULTS } from "../../../../contract/account/profile";
import { DEFAULT_BADGE_IMAGE } from "~/lib/rewards/achievement-texts";
import { CLUB_INVITES_PATH } from "../../../../contract/clubs/team-invitation-messages";

export interface NotificationPerson {
  name: string;
  avatarUrl: string | null;
  isVerified: boolean;
  tier: string | null;
}

export interface PresentedNotification {
  text: string;
  /** Null when the notification carries too little to lead anywhere. */
  href: string | null;
  person: NotificationPerson | null;
  imageUrl: string | null;
}

const enc = encodeURIComponent;
const EVENT_ROLE_TYPES = new Set<NotificationType>(["EventCoHostInvitation", "EventPromoteInvitation", "EventSponsorInvitation", "EventRoleUpdate"]);
const ROLE_INVITATION_TYPES = new Set<NotificationType>(["EventCoHostInvitation", "EventPromoteInvitation", "EventSponsorInvitation"]);
const REWARD_TYPES = new Set<NotificationType>(["ReceiveReward", "GenerateRewardWinnersReminder", "AwardedReward", "RewardLoser"]);
const INVITE_TYPES = new Set<NotificationType>(["UserInviteAccepted", "UserInvitesIncreased"]);

/** Spec 1 §6 and spec 2 §2: co-hosts, promoters and coordinators (once they hold the role) go to the manager event page. */
export function leadsToManagerPage(p: NotificationProperties): boolean {
  const role = (p.RoleType ?? "").toLowerCase().replace(/[^a-z]/g, "");
  const attendeeRole = (p.AttendeeRole ?? "").toLowerCase();
  return role === "cohost" || role === "promoter" || attendeeRole === "coordinator";
}

export function notificationHref(type: NotificationType, p: NotificationProperties): string | null {
  if (type.startsWith("Event")) {
    // A team-role invitation opens the invitation, where it is accepted: the manager page opens only after.
    if (EVENT_ROLE_TYPES.has(type) && p.InvitationId && p.EventSlug) return `/events/${enc(p.EventSlug)}/role-invite?invite=${enc(p.InvitationId)}`;
    if (ROLE_INVITATION_TYPES.has(type)) return p.EventSlug ? `/events/${enc(p.EventSlug)}` : null;
    if (EVENT_ROLE_TYPES.has(type) && p.EventId && leadsToManagerPage(p)) return `/rep-club/events/${enc(p.EventId)}`;
    // An invitation opens its answer page, which its invitee may see even when the event is private.
    if (type === "EventInvitation" && p.InvitationId) return `/invitations/${enc(p.InvitationId)}`;
    // The host (the notification's recipient) decides a request on the event's approval page.
    if (type === "EventPending" && p.EventId) return `/rep-club/events/${enc(p.EventId)}/approval`;
    return p.EventSlug ? `/events/${enc(p.EventSlug)}` : null;
  }
  if (type === "ClubTeamInvitation") return CLUB_INVITES_PATH;
  // A decided claim opens the club's offers, where the rule's card shows it.
  if (type === "ClubClaimApproved" || type === "ClubClaimRejected") return p.ClubSlug ? `/rep-clubs/${enc(p.ClubSlug)}/offers` : null;
  if (type === "ReceiveAchievement") return p.AchievementId ? `/profile?achievement=${enc(p.AchievementId)}` : null;
  if (type === "PieOwnershipTransferRequest" || type === "UserPassedWaitingList") return "/legacy/pie-hub";
  if (INVITE_TYPES.has(type)) return "/profile/invites";
  if (REWARD_TYPES.has(type)) {
    if (p.PieSlug && p.RewardSlug) return `/legacy/pies/${enc(p.PieSlug)}/legacy/rewards/${enc(p.RewardSlug)}`;
  }
  return p.PieSlug ? `/legacy/pies/${enc(p.PieSlug)}` : null;
}

function personOf(p: NotificationProperties): NotificationPerson | null {
  for (const role of ["Sender", "Buyer", "Receiver"] as const) {
    const name = p[`${role}Name`];
    if (name === undefined) continue;
    return {
      name: name || PROFILE_DEFAULTS.name,
      avatarUrl: p[`${role}Avatar`] || null,
      isVerified: p[`${role}IsVerified`] === "true",
      tier: p[`${role}Tier`] || null,
    };
  }
  return null;
}

export function presentNotification(type: NotificationType, p: NotificationProperties): PresentedNotification {
  return {
    text: notificationSentence(type, p),
    href: notificationHref(type, p),
    person: personOf(p),
    // An achievement or reward without a picture shows the default reward image (spec 1 §3).
    imageUrl: p.AchievementAvatar || p.RewardAvatar || p.EventAvatar || p.PieAvatar || (type === "ReceiveAchievement" || REWARD_TYPES.has(type) ? DEFAULT_BADGE_IMAGE : null),
  };
}

/** The API's key/value list as properties (unknown keys are kept out by the type, not dropped). */
export function propertiesOf(list: readonly { key: string; value: string }[]): NotificationProperties {
  return Object.fromEntries(list.map(({ key, value }) => [key, value])) as NotificationProperties;
}
