import { describe, expect, it } from "vitest";
import { NOTIFICATION_TYPES, type NotificationProperties, type NotificationType } from "../../../../contract/account/notifications-messages";
import { notificationHref, presentNotification, propertiesOf } from "./present";

const pie: NotificationProperties = { PieId: "p1", PieSlug: "cherry", PieName: "Cherry", PieAvatar: "/media/pie.webp" };
const reward: NotificationProperties = { ...pie, RewardSlug: "vip-pass", RewardAvatar: "/media/reward.webp" };
const event: NotificationProperties = { EventId: "e1", EventSlug: "rooftop", EventName: "Rooftop Party", EventAvatar: "/media/e.webp" };
const sender: NotificationProperties = { SenderName: "Ann Lee", SenderAvatar: "/media/ann.webp", SenderIsVerified: "true", SenderTier: "PREMIUM" };
const receiver: NotificationProperties = { ReceiverName: "Bo Kim", ReceiverIsVerified: "false", ReceiverTier: "UNVERIFIED" };
const buyer: NotificationProperties = { BuyerName: "Cy Diaz", BuyerIsVerified: "true", BuyerTier: "VERIFIED" };

/** Every type with realistic properties, its sentence and its destination. */
const cases: Record<NotificationType, [NotificationProperties, string, string | null]> = {
  ReceiveAchievement: [{ ...pie, AchievementId: "a7", AchievementAvatar: "/a.webp" }, "You received a new achievement from Cherry Pie.", "/profile?achievement=a7"],
  ReceiveReward: [reward, "You received a reward from Cherry Pie.", "/legacy/pies/cherry/legacy/rewards/vip-pass"],
  GenerateRewardWinnersReminder: [reward, "It's time to pick the reward winners of Cherry Pie.", "/legacy/pies/cherry/legacy/rewards/vip-pass"],
  AwardedReward: [reward, "Congratulations! You were awarded a reward of Cherry Pie.", "/legacy/pies/cherry/legacy/rewards/vip-pass"],
  RewardLoser: [reward, "You were not picked for the reward of Cherry Pie this time.", "/legacy/pies/cherry/legacy/rewards/vip-pass"],
  CreatePie: [pie, "Your pie Cherry Pie was created.", "/legacy/pies/cherry"],
  NewWisherAdded: [{ ...pie, ...sender }, "Ann Lee added Cherry Pie to their wish list.", "/legacy/pies/cherry"],
  WishedPieActivated: [pie, "Cherry Pie, on your wish list, is now active.", "/legacy/pies/cherry"],
  BuySlices: [pie, "You bought slices of Cherry Pie.", "/legacy/pies/cherry"],
  SomeoneBuySlices: [{ ...pie, ...buyer }, "Cy Diaz bought slices of Cherry Pie.", "/legacy/pies/cherry"],
  SendSlices: [{ ...pie, ...receiver }, "You sent slices of Cherry Pie to Bo Kim.", "/legacy/pies/cherry"],
  ReceiveSlices: [{ ...pie, ...sender }, "Ann Lee sent you slices of Cherry Pie.", "/legacy/pies/cherry"],
  AwardPie: [pie, "You were awarded Cherry Pie.", "/legacy/pies/cherry"],
  PieOwnershipTransferRequest: [{ ...pie, ...sender }, "Ann Lee asks you to take over ownership of Cherry Pie.", "/legacy/pie-hub"],
  PieOwnershipTransferAccepted: [{ ...pie, ...receiver }, "Bo Kim accepted ownership of Cherry Pie.", "/legacy/pies/cherry"],
  PieOwnershipTransferRejected: [{ ...pie, ...receiver }, "Bo Kim declined ownership of Cherry Pie.", "/legacy/pies/cherry"],
  UserInviteAccepted: [{ ...receiver, FormattedInviteId: "AB12CD34" }, "Bo Kim accepted your invite AB12CD34.", "/profile/invites"],
  UserPassedWaitingList: [{}, "You're off the waiting list: you can now create pies.", "/legacy/pie-hub"],
  UserInvitesIncreased: [{}, "You have more invites to share.", "/profile/invites"],
  EventCoHostInvitation: [{ ...event, ...sender, RoleType: "cohost", InvitationId: "i1" }, "Ann Lee invited you to co-host Rooftop Party.", "/events/rooftop/role-invite?invite=i1"],
  EventPromoteInvitation: [{ ...event, ...sender, RoleType: "promoter", InvitationId: "i2" }, "Ann Lee invited you to promote Rooftop Party.", "/events/rooftop/role-invite?invite=i2"],
  EventSponsorInvitation: [{ ...event, ...sender, RoleType: "sponsor", InvitationId: "i3" }, "Ann Lee invited you to sponsor Rooftop Party.", "/events/rooftop/role-invite?invite=i3"],
  EventInvitation: [{ ...event, ...sender, InvitationId: "i4" }, "Ann Lee invited you to Rooftop Party.", "/invitations/i4"],
  EventPending: [{ ...event, ...sender }, "Ann Lee asked to join Rooftop Party.", "/rep-club/events/e1/approval"],
  EventApproved: [event, "You're in! Your request to join Rooftop Party was approved.", "/events/rooftop"],
  EventDeclined: [event, "Your request to join Rooftop Party was not selected.", "/events/rooftop"],
  EventStarted: [event, "Rooftop Party has started.", "/events/rooftop"],
  EventRoleUpdate: [{ ...event, AttendeeRole: "coordinator" }, "You are now a coordinator of Rooftop Party.", "/rep-club/events/e1"],
  EventCheckinSuccess: [event, "You're checked in at Rooftop Party. Enjoy!", "/events/rooftop"],
  EventCancelled: [event, "Rooftop Party was cancelled. Paid tickets are refunded.", "/events/rooftop"],
  EventRefunded: [event, "Your tickets to Rooftop Party were refunded.", "/events/rooftop"],
  ClubTeamInvitation: [{ ...sender, ClubName: "Night Owls", RoleType: "ADMIN", InvitationId: "i5" }, "Ann Lee invited you to join the team of Night Owls.", "/profile/invites/clubs"],
  ClubClaimApproved: [{ ClubName: "Night Owls", ClubSlug: "night-owls", OfferTitle: "Share our post" }, "Night Owls approved your claim for Share our post.", "/rep-clubs/night-owls/offers"],
  ClubClaimRejected: [
    { ClubName: "Night Owls", ClubSlug: "night-owls", OfferTitle: "Share our post", DecisionReason: "The post is private." },
    "Night Owls did not approve your claim for Share our post: The post is private.",
    "/rep-clubs/night-owls/offers",
  ],
};

describe("every notification type", () => {
  it("has a case here", () => {
    expect(Object.keys(cases).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it.each(Object.entries(cases))("%s: its sentence and where it leads", (type, [properties, text, href]) => {
    const shown = presentNotification(type as NotificationType, properties);
    expect(shown.text).toBe(text);
    expect(shown.href).toBe(href);
  });

  it.each(NOTIFICATION_TYPES)("%s: missing names read Unknown and nothing breaks", (type) => {
    const shown = presentNotification(type, {});
    expect(shown.text).not.toMatch(/undefined|null/);
    expect(shown.text.length).toBeGreaterThan(5);
  });
});

describe("a pie whose name already ends in Pie", () => {
  it("is not followed by a second Pie", () => {
    const named = { ...pie, PieName: "Maya's Night Pie", ...receiver };
    expect(presentNotification("PieOwnershipTransferAccepted", named).text).toBe("Bo Kim accepted ownership of Maya's Night Pie.");
    expect(presentNotification("BuySlices", { ...pie, PieName: "Apple pie" }).text).toBe("You bought slices of Apple pie.");
  });
});

describe("an achievement issued by a club (spec 3 §1)", () => {
  it("names the club and opens the badge on the profile", () => {
    const shown = presentNotification("ReceiveAchievement", { ClubId: "c1", ClubSlug: "night-owls", ClubName: "Night Owls", AchievementId: "a7" });
    expect(shown.text).toBe("You received a new achievement from Night Owls.");
    expect(shown.href).toBe("/profile?achievement=a7");
  });
  it("a club without a name reads Unknown", () => {
    expect(presentNotification("ReceiveAchievement", { ClubName: "", AchievementId: "a7" }).text).toBe("You received a new achievement from Unknown.");
  });
});

describe("a team-role invitation opens the invitation, not the manager page its invitee cannot see yet", () => {
  it("co-host, promoter and sponsor invitations open the page where they are accepted", () => {
    for (const type of ["EventCoHostInvitation", "EventPromoteInvitation", "EventSponsorInvitation"] as const) {
      expect(notificationHref(type, { ...event, RoleType: "cohost", InvitationId: "i 1" })).toBe("/events/rooftop/role-invite?invite=i%201");
    }
  });
  it("an invitation to another role reads as one and opens it too", () => {
    const shown = presentNotification("EventRoleUpdate", { ...event, ...sender, AttendeeRole: "coordinator", InvitationId: "i5" });
    expect(shown.text).toBe("Ann Lee invited you to be a coordinator of Rooftop Party.");
    expect(shown.href).toBe("/events/rooftop/role-invite?invite=i5");
  });
  it("an invitation without its id (sent before they carried one) opens the public event page", () => {
    expect(notificationHref("EventCoHostInvitation", { ...event, RoleType: "cohost" })).toBe("/events/rooftop");
  });
});

describe("where an event-role notification leads (spec 2 §2)", () => {
  const role = (p: NotificationProperties) => notificationHref("EventRoleUpdate", { ...event, ...p });
  it("co-hosts, promoters and coordinators go to the manager event page", () => {
    expect(role({ RoleType: "cohost" })).toBe("/rep-club/events/e1");
    expect(role({ RoleType: "CO_HOST" })).toBe("/rep-club/events/e1");
    expect(role({ RoleType: "promoter" })).toBe("/rep-club/events/e1");
    expect(role({ AttendeeRole: "Coordinator" })).toBe("/rep-club/events/e1");
  });
  it("other roles go to the public event page", () => {
    expect(role({ RoleType: "sponsor" })).toBe("/events/rooftop");
    expect(role({ AttendeeRole: "door" })).toBe("/events/rooftop");
    expect(role({})).toBe("/events/rooftop");
  });
  it("a slug with odd characters stays one path segment; without one there is no link", () => {
    expect(notificationHref("EventApproved", { EventSlug: "a/b?c" })).toBe("/events/a%2Fb%3Fc");
    expect(notificationHref("EventApproved", {})).toBeNull();
    expect(notificationHref("ReceiveReward", { PieSlug: "cherry" })).toBe("/legacy/pies/cherry");
  });
});

describe("the picture beside it", () => {
  it("a person with their verified badge and tier", () => {
    expect(presentNotification("ReceiveSlices", { ...pie, ...sender }).person).toEqual({
      name: "Ann Lee",
      avatarUrl: "/media/ann.webp",
      isVerified: true,
      tier: "PREMIUM",
    });
    expect(presentNotification("SomeoneBuySlices", { ...pie, ...buyer }).person?.name).toBe("Cy Diaz");
    expect(presentNotification("SendSlices", { ...pie, ...receiver }).person).toMatchObject({ name: "Bo Kim", isVerified: false, avatarUrl: null });
  });
  it("otherwise the achievement's, reward's, event's or pie's image", () => {
    expect(presentNotification("ReceiveAchievement", { ...pie, AchievementAvatar: "/a.webp" }).imageUrl).toBe("/a.webp");
    expect(presentNotification("ReceiveReward", reward).imageUrl).toBe("/media/reward.webp");
    expect(presentNotification("EventStarted", event).imageUrl).toBe("/media/e.webp");
    expect(presentNotification("UserInvitesIncreased", {}).imageUrl).toBeNull();
  });
  it("an achievement or reward without any picture shows the default reward image; an event without one shows none", () => {
    expect(presentNotification("ReceiveAchievement", { AchievementId: "a7" }).imageUrl).toBe("/images/default-badge.svg");
    expect(presentNotification("AwardedReward", { RewardSlug: "r" }).imageUrl).toBe("/images/default-badge.svg");
    expect(presentNotification("EventStarted", { EventSlug: "e" }).imageUrl).toBeNull();
  });
  it("a person without a name reads Unknown", () => {
    expect(presentNotification("ReceiveSlices", { SenderName: "" }).person?.name).toBe("Unknown");
  });
  it("reads the API's key/value list", () => {
    expect(propertiesOf([{ key: "EventName", value: "X" }])).toEqual({ EventName: "X" });
  });
});
