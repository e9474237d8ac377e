// One sentence per notification type (spec 1 §3), from its custom properties. The API stores
// it as the default message; the web app shows it beside the link and avatar it derives
// (app/lib/account/notifications/present.ts). Missing names read "Unknown" (spec 1 §3 defaults).
import type { NotificationProperties, NotificationType } from "./notifications-messages.js";

type Sentence = (p: NotificationProperties) => string;

const UNKNOWN = "Unknown";
const name = (value: string | undefined) => (value && value.trim() ? value : UNKNOWN);
// A pie's name already ending in "Pie" is not followed by a second one (as in the purchase dialog, ADR 0070).
const pie = (p: NotificationProperties) => (/\bpie$/i.test(name(p.PieName).trim()) ? name(p.PieName).trim() : `${name(p.PieName)} Pie`);
const event = (p: NotificationProperties) => name(p.EventName);
/** Who issued a badge: its club when a club did, else its pie. */
const issuer = (p: NotificationProperties) => (p.ClubName !== undefined ? name(p.ClubName) : pie(p));

/** The event roles as people say them (spec 1 §6), from RoleType or AttendeeRole. */
export function roleWords(role: string | undefined): string {
  const key = (role ?? "").toLowerCase().replace(/[^a-z]/g, "");
  const words: Record<string, string> = {
    cohost: "co-host",
    promoter: "promoter",
    sponsor: "sponsor",
    door: "door staff",
    coordinator: "coordinator",
    talent: "talent",
    attendee: "attendee",
  };
  return words[key] ?? "team member";
}

export const notificationSentences: Record<NotificationType, Sentence> = {
  ReceiveAchievement: (p) => `You received a new achievement from ${issuer(p)}.`,
  ReceiveReward: (p) => `You received a reward from ${pie(p)}.`,
  GenerateRewardWinnersReminder: (p) => `It's time to pick the reward winners of ${pie(p)}.`,
  AwardedReward: (p) => `Congratulations! You were awarded a reward of ${pie(p)}.`,
  RewardLoser: (p) => `You were not picked for the reward of ${pie(p)} this time.`,
  CreatePie: (p) => `Your pie ${pie(p)} was created.`,
  NewWisherAdded: (p) => `${name(p.SenderName)} added ${pie(p)} to their wish list.`,
  WishedPieActivated: (p) => `${pie(p)}, on your wish list, is now active.`,
  BuySlices: (p) => `You bought slices of ${pie(p)}.`,
  SomeoneBuySlices: (p) => `${name(p.BuyerName)} bought slices of ${pie(p)}.`,
  SendSlices: (p) => `You sent slices of ${pie(p)} to ${name(p.ReceiverName)}.`,
  ReceiveSlices: (p) => `${name(p.SenderName)} sent you slices of ${pie(p)}.`,
  AwardPie: (p) => `You were awarded ${pie(p)}.`,
  PieOwnershipTransferRequest: (p) => `${name(p.SenderName)} asks you to take over ownership of ${pie(p)}.`,
  PieOwnershipTransferAccepted: (p) => `${name(p.ReceiverName)} accepted ownership of ${pie(p)}.`,
  PieOwnershipTransferRejected: (p) => `${name(p.ReceiverName)} declined ownership of ${pie(p)}.`,
  UserInviteAccepted: (p) => `${name(p.ReceiverName)} accepted your invite${p.FormattedInviteId ? ` ${p.FormattedInviteId}` : ""}.`,
  UserPassedWaitingList: () => "You're off the waiting list: you can now create pies.",
  UserInvitesIncreased: () => "You have more invites to share.",
  EventCoHostInvitation: (p) => `${name(p.SenderName)} invited you to co-host ${event(p)}.`,
  EventPromoteInvitation: (p) => `${name(p.SenderName)} invited you to promote ${event(p)}.`,
  EventSponsorInvitation: (p) => `${name(p.SenderName)} invited you to sponsor ${event(p)}.`,
  EventInvitation: (p) => `${name(p.SenderName)} invited you to ${event(p)}.`,
  EventPending: (p) => `${name(p.SenderName)} asked to join ${event(p)}.`,
  EventApproved: (p) => `You're in! Your request to join ${event(p)} was approved.`,
  EventDeclined: (p) => `Your request to join ${event(p)} was not selected.`,
  EventStarted: (p) => `${event(p)} has started.`,
  // An invitation to a team role without a type of its own (coordinator, door, talent) carries its invitation.
  EventRoleUpdate: (p) =>
    p.InvitationId
      ? `${name(p.SenderName)} invited you to be ${article(roleWords(p.RoleType ?? p.AttendeeRole))} of ${event(p)}.`
      : `You are now ${article(roleWords(p.RoleType ?? p.AttendeeRole))} of ${event(p)}.`,
  EventCheckinSuccess: (p) => `You're checked in at ${event(p)}. Enjoy!`,
  EventCancelled: (p) => `${event(p)} was cancelled. Paid tickets are refunded.`,
  EventRefunded: (p) => `Your tickets to ${event(p)} were refunded.`,
  ClubTeamInvitation: (p) => `${name(p.SenderName)} invited you to join the team of ${name(p.ClubName)}.`,
  ClubClaimApproved: (p) => `${name(p.ClubName)} approved your claim for ${name(p.OfferTitle)}.`,
  ClubClaimRejected: (p) => `${name(p.ClubName)} did not approve your claim for ${name(p.OfferTitle)}${p.DecisionReason ? `: ${p.DecisionReason}` : "."}`,
};

function article(words: string): string {
  return `${/^[aeiou]/.test(words) ? "an" : "a"} ${words}`;
}

export function notificationSentence(type: NotificationType, properties: NotificationProperties): string {
  return notificationSentences[type](properties);
}
