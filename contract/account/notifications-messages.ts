// Notifications (spec 1 §3, §4, §9): the types, the property keys, the constants and the
// texts the web app and the API share. Quoted texts are the spec's; the sentences are ours.

/** Every notification type of spec 1 §3, in the spec's order. */
export const NOTIFICATION_TYPES = [
  "ReceiveAchievement",
  "ReceiveReward",
  "GenerateRewardWinnersReminder",
  "AwardedReward",
  "RewardLoser",
  "CreatePie",
  "NewWisherAdded",
  "WishedPieActivated",
  "BuySlices",
  "SomeoneBuySlices",
  "SendSlices",
  "ReceiveSlices",
  "AwardPie",
  "PieOwnershipTransferRequest",
  "PieOwnershipTransferAccepted",
  "PieOwnershipTransferRejected",
  "UserInviteAccepted",
  "UserPassedWaitingList",
  "UserInvitesIncreased",
  "EventCoHostInvitation",
  "EventPromoteInvitation",
  "EventSponsorInvitation",
  "EventInvitation",
  "EventPending",
  "EventApproved",
  "EventDeclined",
  "EventStarted",
  "EventRoleUpdate",
  "EventCheckinSuccess",
  // Ours: the event was cancelled (its ticket holders), and a ticket's money was given back (its buyer).
  "EventCancelled",
  "EventRefunded",
  // Ours: an invitation to a club's team, answered at /profile/invites/clubs (ADR 0061).
  "ClubTeamInvitation",
  // Ours: a manager decided a member's claim of an earning rule (ADR 0079).
  "ClubClaimApproved",
  "ClubClaimRejected",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The custom property keys of spec 1 §3. */
export const NOTIFICATION_PROPERTY_KEYS = [
  "AchievementAvatar",
  "AchievementId",
  "RewardAvatar",
  "PieAvatar",
  "PieName",
  "PieSlug",
  "RewardSlug",
  "BuyerAvatar",
  "BuyerName",
  "BuyerIsVerified",
  "BuyerTier",
  "ReceiverAvatar",
  "ReceiverName",
  "ReceiverIsVerified",
  "ReceiverTier",
  "SenderAvatar",
  "SenderName",
  "SenderIsVerified",
  "SenderTier",
  "EventAvatar",
  "EventName",
  "EventSlug",
  "FormattedInviteId",
  "RoleType",
  "AttendeeRole",
  "PieId",
  // Ours: the event's id, for the manager event page of an event-role notification (spec 2 §2).
  "EventId",
  // Ours: the issuing club of a ReceiveAchievement (spec 3 §1: badges are issued by a pie or a club).
  "ClubId",
  "ClubName",
  "ClubSlug",
  // Ours: the invitation a notification asks to answer (an event's, or a team role's), for the page where it is answered.
  "InvitationId",
  // Ours: the earning rule a claim was for, and a rejection's reason (ADR 0079).
  "OfferTitle",
  "DecisionReason",
] as const;
export type NotificationPropertyKey = (typeof NOTIFICATION_PROPERTY_KEYS)[number];
export type NotificationProperties = Partial<Record<NotificationPropertyKey, string>>;

/** The activity filter tabs of spec 1 §2.4 and the types each one shows (All: every type). */
export const NOTIFICATION_FILTERS = {
  All: null,
  Requests: [
    "EventPending",
    "PieOwnershipTransferRequest",
    "EventCoHostInvitation",
    "EventPromoteInvitation",
    "EventSponsorInvitation",
    "EventInvitation",
    "ClubTeamInvitation",
  ],
  Offers: ["BuySlices", "SomeoneBuySlices", "SendSlices", "ReceiveSlices", "AwardPie", "ReceiveReward", "AwardedReward", "RewardLoser", "GenerateRewardWinnersReminder"],
  Achievements: ["ReceiveAchievement"],
  Events: [
    "EventCoHostInvitation",
    "EventPromoteInvitation",
    "EventSponsorInvitation",
    "EventInvitation",
    "EventPending",
    "EventApproved",
    "EventDeclined",
    "EventStarted",
    "EventRoleUpdate",
    "EventCheckinSuccess",
    "EventCancelled",
    "EventRefunded",
  ],
} as const satisfies Record<string, readonly NotificationType[] | null>;
export type NotificationFilter = keyof typeof NOTIFICATION_FILTERS;

/** Spec 1 §9. */
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_POLL_MS = 5_000;
export const NOTIFICATION_HOVER_READ_MS = 2_000;
/** The largest page a caller may ask for. */
export const NOTIFICATION_MAX_PAGE_SIZE = 50;

export const notificationMessages = {
  notFound: "This notification does not exist.",
  invalidCursor: "This page of notifications no longer exists. Start again from the first page.",
  invalidPageSize: `Ask for 1 to ${NOTIFICATION_MAX_PAGE_SIZE} notifications at a time.`,
  streamUnavailable: "Live notifications are not available right now.",
} as const;
