// Typed producers, one per notification type (spec 1 §3): the areas call these inside their
// own transactions and never spell property keys themselves.
import type { Database } from "../../../db/client.js";
import type { NotificationProperties, NotificationType } from "../../../../contract/account/notifications-messages.js";
import { composeNotification, produceNotification, produceNotifications } from "./produce.js";

/** A person as notifications show them: name, avatar, verified badge and tier. */
export interface NotifiedPerson {
  name: string | null;
  avatarUrl?: string | null;
  tier?: "UNVERIFIED" | "VERIFIED" | "PREMIUM" | null;
}
export interface NotifiedEvent {
  id: string;
  slug: string;
  displayName: string;
  avatarUrl?: string | null;
}
export interface NotifiedPie {
  id: string;
  slug: string;
  name: string;
  avatarUrl?: string | null;
}
/** A club as notifications name it (the issuer of a badge). */
export interface NotifiedClub {
  id: string;
  slug: string;
  name: string;
}
export interface NotifiedReward {
  slug: string;
  avatarUrl?: string | null;
}

type Role = "Sender" | "Receiver" | "Buyer";

export function personProperties(role: Role, person: NotifiedPerson): NotificationProperties {
  const tier = person.tier ?? "UNVERIFIED";
  return {
    [`${role}Name`]: person.name ?? "",
    [`${role}Avatar`]: person.avatarUrl ?? "",
    [`${role}IsVerified`]: String(tier !== "UNVERIFIED"),
    [`${role}Tier`]: tier,
  };
}
export const eventProperties = (event: NotifiedEvent): NotificationProperties => ({
  EventId: event.id,
  EventSlug: event.slug,
  EventName: event.displayName,
  EventAvatar: event.avatarUrl ?? "",
});
export const pieProperties = (pie: NotifiedPie): NotificationProperties => ({
  PieId: pie.id,
  PieSlug: pie.slug,
  PieName: pie.name,
  PieAvatar: pie.avatarUrl ?? "",
});
const rewardProperties = (reward: NotifiedReward): NotificationProperties => ({ RewardSlug: reward.slug, RewardAvatar: reward.avatarUrl ?? "" });

const send = (tx: Database, recipientUserId: string, type: NotificationType, properties: NotificationProperties, dedupeKey?: string) =>
  produceNotification(tx, { recipientUserId, type, properties, dedupeKey });
const sendToMany = (tx: Database, recipientUserIds: readonly string[], type: NotificationType, properties: NotificationProperties) =>
  produceNotifications(tx, recipientUserIds.map((recipientUserId) => ({ recipientUserId, type, properties })));

// ---------------------------------------------------------------- events (spec 2)

/** A guest asked to join through a ticket that needs approval: tell the host. */
export const notifyEventPending = (tx: Database, hostUserId: string, a: { event: NotifiedEvent; guest: NotifiedPerson & { id: string } }) =>
  send(tx, hostUserId, "EventPending", { ...eventProperties(a.event), ...personProperties("Sender", a.guest) }, `event-pending:${a.event.id}:${a.guest.id}`);
/** The host decided on guests' requests (one statement for a bulk decision's thousand). */
export const notifyEventApproved = (tx: Database, guestUserIds: readonly string[], a: { event: NotifiedEvent }) =>
  sendToMany(tx, guestUserIds, "EventApproved", eventProperties(a.event));
export const notifyEventDeclined = (tx: Database, guestUserIds: readonly string[], a: { event: NotifiedEvent }) =>
  sendToMany(tx, guestUserIds, "EventDeclined", eventProperties(a.event));
/** Once per event and recipient, however often the round runs. */
export const notifyEventStarted = (tx: Database, userId: string, a: { event: NotifiedEvent }) =>
  send(tx, userId, "EventStarted", eventProperties(a.event), `event-started:${a.event.id}`);
/** A member was invited to an event (by a host, from any source): once per invitation. */
export const notifyEventInvitation = (tx: Database, inviteeUserId: string, a: { event: NotifiedEvent; host: NotifiedPerson; invitationId: string }) =>
  send(tx, inviteeUserId, "EventInvitation", { ...eventProperties(a.event), ...personProperties("Sender", a.host), InvitationId: a.invitationId }, `event-invitation:${a.invitationId}`);

const roleInvitationType = { cohost: "EventCoHostInvitation", promoter: "EventPromoteInvitation", sponsor: "EventSponsorInvitation" } as const;
/** An invitation to join an event's team as co-host, promoter or sponsor (InvitationId: the invitation to answer). */
export const notifyEventRoleInvitation = (
  tx: Database,
  inviteeUserId: string,
  a: { event: NotifiedEvent; host: NotifiedPerson; role: keyof typeof roleInvitationType; invitationId: string },
) =>
  send(tx, inviteeUserId, roleInvitationType[a.role], {
    ...eventProperties(a.event),
    ...personProperties("Sender", a.host),
    RoleType: a.role,
    InvitationId: a.invitationId,
  });
/**
 * The user's role on an event changed (RoleType for team roles, AttendeeRole for attendee roles
 * such as coordinator). With an invitation (and its sender), the role is offered, not yet given:
 * the invitation of a role without a type of its own.
 */
export const notifyEventRoleUpdate = (
  tx: Database,
  userId: string,
  a: { event: NotifiedEvent; roleType?: string; attendeeRole?: string; invitation?: { id: string; host: NotifiedPerson } },
) =>
  send(tx, userId, "EventRoleUpdate", {
    ...eventProperties(a.event),
    RoleType: a.roleType ?? "",
    AttendeeRole: a.attendeeRole ?? "",
    ...(a.invitation ? { ...personProperties("Sender", a.invitation.host), InvitationId: a.invitation.id } : {}),
  });
export const notifyEventCheckinSuccess = (tx: Database, guestUserId: string, a: { event: NotifiedEvent }) =>
  send(tx, guestUserId, "EventCheckinSuccess", eventProperties(a.event));
/** The same composed only: the door's door_scan inserts it for the ticket's holder at the first admission (one statement). */
export const eventCheckinSuccessNotice = (a: { event: NotifiedEvent }) => composeNotification("EventCheckinSuccess", eventProperties(a.event));

/** The event was cancelled: every ticket holder and buyer hears it once (true when someone was told now). */
export const notifyEventCancelled = async (tx: Database, userIds: readonly string[], a: { event: NotifiedEvent }) =>
  (await produceNotifications(
    tx,
    userIds.map((recipientUserId) => ({ recipientUserId, type: "EventCancelled" as const, properties: eventProperties(a.event), dedupeKey: `event-cancelled:${a.event.id}` })),
  )) > 0;
/** A booking's money (or some tickets') was given back by the host: once per refund. */
export const notifyEventRefunded = (tx: Database, buyerUserId: string, a: { event: NotifiedEvent; refundId: string }) =>
  send(tx, buyerUserId, "EventRefunded", eventProperties(a.event), `event-refunded:${a.refundId}`);

// ---------------------------------------------------------------- clubs (spec 3)

/** An invitation to a club's team, to accept or decline (RoleType: the club role offered). */
export const notifyClubTeamInvitation = (tx: Database, inviteeUserId: string, a: { club: NotifiedClub; inviter: NotifiedPerson; role: string; invitationId: string }) =>
  send(
    tx,
    inviteeUserId,
    "ClubTeamInvitation",
    { ClubId: a.club.id, ClubName: a.club.name, ClubSlug: a.club.slug, ...personProperties("Sender", a.inviter), RoleType: a.role, InvitationId: a.invitationId },
    `club-team-invitation:${a.invitationId}`,
  );

/** A manager approved or rejected a member's claim of an earning rule (ADR 0079), once per claim. */
export const notifyClubClaimDecided = (tx: Database, memberUserId: string, a: { club: NotifiedClub; offerTitle: string; approved: boolean; reason: string | null; claimId: string }) =>
  send(
    tx,
    memberUserId,
    a.approved ? "ClubClaimApproved" : "ClubClaimRejected",
    { ClubId: a.club.id, ClubName: a.club.name, ClubSlug: a.club.slug, OfferTitle: a.offerTitle, ...(a.reason ? { DecisionReason: a.reason } : {}) },
    `club-claim:${a.claimId}`,
  );

// ---------------------------------------------------------------- invites and waiting list (spec 1)

export const notifyUserInviteAccepted = (tx: Database, inviterUserId: string, a: { invitee: NotifiedPerson; formattedInviteId: string }) =>
  send(tx, inviterUserId, "UserInviteAccepted", { ...personProperties("Receiver", a.invitee), FormattedInviteId: a.formattedInviteId });
export const notifyUserPassedWaitingList = (tx: Database, userId: string) => send(tx, userId, "UserPassedWaitingList", {});
export const notifyUserInvitesIncreased = (tx: Database, userId: string) => send(tx, userId, "UserInvitesIncreased", {});

// ---------------------------------------------------------------- pies, slices and transfers (spec 3)

export const notifyCreatePie = (tx: Database, ownerUserId: string, a: { pie: NotifiedPie }) => send(tx, ownerUserId, "CreatePie", pieProperties(a.pie));
/** A member wished the owner's pie; with the wisher's id, once per pie and wisher however often they wish again. */
export const notifyNewWisherAdded = (tx: Database, ownerUserId: string, a: { pie: NotifiedPie; wisher: NotifiedPerson & { id?: string } }) =>
  send(
    tx,
    ownerUserId,
    "NewWisherAdded",
    { ...pieProperties(a.pie), ...personProperties("Sender", a.wisher) },
    a.wisher.id ? `new-wisher:${a.pie.id}:${a.wisher.id}` : undefined,
  );
export const notifyWishedPieActivated = (tx: Database, wisherUserId: string, a: { pie: NotifiedPie }) =>
  send(tx, wisherUserId, "WishedPieActivated", pieProperties(a.pie));
/** A wished pie went live: every wisher at once (one statement). */
export const notifyWishersPieActivated = (tx: Database, wisherUserIds: readonly string[], a: { pie: NotifiedPie }) =>
  sendToMany(tx, wisherUserIds, "WishedPieActivated", pieProperties(a.pie));
export const notifyBuySlices = (tx: Database, buyerUserId: string, a: { pie: NotifiedPie }) => send(tx, buyerUserId, "BuySlices", pieProperties(a.pie));
export const notifySomeoneBuySlices = (tx: Database, ownerUserId: string, a: { pie: NotifiedPie; buyer: NotifiedPerson }) =>
  send(tx, ownerUserId, "SomeoneBuySlices", { ...pieProperties(a.pie), ...personProperties("Buyer", a.buyer) });
export const notifySendSlices = (tx: Database, senderUserId: string, a: { pie: NotifiedPie; receiver: NotifiedPerson }) =>
  send(tx, senderUserId, "SendSlices", { ...pieProperties(a.pie), ...personProperties("Receiver", a.receiver) });
export const notifyReceiveSlices = (tx: Database, receiverUserId: string, a: { pie: NotifiedPie; sender: NotifiedPerson }) =>
  send(tx, receiverUserId, "ReceiveSlices", { ...pieProperties(a.pie), ...personProperties("Sender", a.sender) });
export const notifyAwardPie = (tx: Database, userId: string, a: { pie: NotifiedPie }) => send(tx, userId, "AwardPie", pieProperties(a.pie));
export const notifyPieOwnershipTransferRequest = (tx: Database, receiverUserId: string, a: { pie: NotifiedPie; sender: NotifiedPerson }) =>
  send(tx, receiverUserId, "PieOwnershipTransferRequest", { ...pieProperties(a.pie), ...personProperties("Sender", a.sender) });
export const notifyPieOwnershipTransferAnswered = (
  tx: Database,
  senderUserId: string,
  a: { pie: NotifiedPie; receiver: NotifiedPerson; accepted: boolean },
) =>
  send(tx, senderUserId, a.accepted ? "PieOwnershipTransferAccepted" : "PieOwnershipTransferRejected", {
    ...pieProperties(a.pie),
    ...personProperties("Receiver", a.receiver),
  });

// ---------------------------------------------------------------- rewards and achievements (spec 3)

const clubProperties = (club: NotifiedClub): NotificationProperties => ({ ClubId: club.id, ClubSlug: club.slug, ClubName: club.name });
/** A badge was awarded to the member; its issuer is a pie or a club (spec 3 §1), named in the sentence. */
export const notifyReceiveAchievement = (
  tx: Database,
  userId: string,
  a: ({ pie: NotifiedPie } | { club: NotifiedClub }) & { achievementId: string; achievementAvatarUrl?: string | null },
) =>
  send(tx, userId, "ReceiveAchievement", {
    ...("club" in a ? clubProperties(a.club) : pieProperties(a.pie)),
    AchievementId: a.achievementId,
    AchievementAvatar: a.achievementAvatarUrl ?? "",
  });
export const notifyReceiveReward = (tx: Database, userId: string, a: { pie: NotifiedPie; reward: NotifiedReward }) =>
  send(tx, userId, "ReceiveReward", { ...pieProperties(a.pie), ...rewardProperties(a.reward) });
export const notifyGenerateRewardWinnersReminder = (tx: Database, ownerUserId: string, a: { pie: NotifiedPie; reward: NotifiedReward }) =>
  send(tx, ownerUserId, "GenerateRewardWinnersReminder", { ...pieProperties(a.pie), ...rewardProperties(a.reward) });
export const notifyAwardedReward = (tx: Database, userId: string, a: { pie: NotifiedPie; reward: NotifiedReward }) =>
  send(tx, userId, "AwardedReward", { ...pieProperties(a.pie), ...rewardProperties(a.reward) });
export const notifyRewardLoser = (tx: Database, userId: string, a: { pie: NotifiedPie; reward: NotifiedReward }) =>
  send(tx, userId, "RewardLoser", { ...pieProperties(a.pie), ...rewardProperties(a.reward) });
