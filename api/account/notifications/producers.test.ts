// Every typed producer writes its type with the spec's property keys, in the caller's transaction.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { notifications } from "../../db/schema.js";
import type { Database } from "../../db/client.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import * as producers from "./domain/producers.js";
import { NOTIFICATION_TYPES, type NotificationType } from "../../../contract/account/notifications-messages.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const pie = { id: "7d1f5a8e-0000-4000-8000-000000000001", slug: "cherry", name: "Cherry", avatarUrl: "/pie.webp" };
const event = { id: "7d1f5a8e-0000-4000-8000-000000000002", slug: "rooftop", displayName: "Rooftop Party" };
const person = { name: "Ann Lee", avatarUrl: "/ann.webp", tier: "VERIFIED" as const };
const reward = { slug: "vip", avatarUrl: "/r.webp" };

/** Each producer, called as an area would, with the type and properties it must write. */
const calls: [NotificationType, (tx: Database, to: string) => Promise<boolean>, Record<string, string>][] = [
  ["ReceiveAchievement", (tx, to) => producers.notifyReceiveAchievement(tx, to, { pie, achievementId: "a1" }), { AchievementId: "a1", PieSlug: "cherry" }],
  ["ReceiveReward", (tx, to) => producers.notifyReceiveReward(tx, to, { pie, reward }), { RewardSlug: "vip", PieName: "Cherry" }],
  ["GenerateRewardWinnersReminder", (tx, to) => producers.notifyGenerateRewardWinnersReminder(tx, to, { pie, reward }), { RewardSlug: "vip" }],
  ["AwardedReward", (tx, to) => producers.notifyAwardedReward(tx, to, { pie, reward }), { RewardAvatar: "/r.webp" }],
  ["RewardLoser", (tx, to) => producers.notifyRewardLoser(tx, to, { pie, reward }), { PieId: pie.id }],
  ["CreatePie", (tx, to) => producers.notifyCreatePie(tx, to, { pie }), { PieAvatar: "/pie.webp" }],
  ["NewWisherAdded", (tx, to) => producers.notifyNewWisherAdded(tx, to, { pie, wisher: person }), { SenderName: "Ann Lee" }],
  ["WishedPieActivated", (tx, to) => producers.notifyWishedPieActivated(tx, to, { pie }), { PieName: "Cherry" }],
  ["BuySlices", (tx, to) => producers.notifyBuySlices(tx, to, { pie }), { PieSlug: "cherry" }],
  ["SomeoneBuySlices", (tx, to) => producers.notifySomeoneBuySlices(tx, to, { pie, buyer: person }), { BuyerName: "Ann Lee", BuyerIsVerified: "true", BuyerTier: "VERIFIED" }],
  ["SendSlices", (tx, to) => producers.notifySendSlices(tx, to, { pie, receiver: person }), { ReceiverName: "Ann Lee", ReceiverAvatar: "/ann.webp" }],
  ["ReceiveSlices", (tx, to) => producers.notifyReceiveSlices(tx, to, { pie, sender: person }), { SenderName: "Ann Lee" }],
  ["AwardPie", (tx, to) => producers.notifyAwardPie(tx, to, { pie }), { PieSlug: "cherry" }],
  ["PieOwnershipTransferRequest", (tx, to) => producers.notifyPieOwnershipTransferRequest(tx, to, { pie, sender: person }), { SenderTier: "VERIFIED" }],
  ["PieOwnershipTransferAccepted", (tx, to) => producers.notifyPieOwnershipTransferAnswered(tx, to, { pie, receiver: person, accepted: true }), { ReceiverName: "Ann Lee" }],
  ["PieOwnershipTransferRejected", (tx, to) => producers.notifyPieOwnershipTransferAnswered(tx, to, { pie, receiver: person, accepted: false }), { ReceiverName: "Ann Lee" }],
  ["UserInviteAccepted", (tx, to) => producers.notifyUserInviteAccepted(tx, to, { invitee: person, formattedInviteId: "AB12CD34" }), { FormattedInviteId: "AB12CD34" }],
  ["UserPassedWaitingList", (tx, to) => producers.notifyUserPassedWaitingList(tx, to), {}],
  ["UserInvitesIncreased", (tx, to) => producers.notifyUserInvitesIncreased(tx, to), {}],
  ["EventCoHostInvitation", (tx, to) => producers.notifyEventRoleInvitation(tx, to, { event, host: person, role: "cohost", invitationId: "i1" }), { RoleType: "cohost", EventId: event.id, InvitationId: "i1" }],
  ["EventPromoteInvitation", (tx, to) => producers.notifyEventRoleInvitation(tx, to, { event, host: person, role: "promoter", invitationId: "i2" }), { RoleType: "promoter" }],
  ["EventSponsorInvitation", (tx, to) => producers.notifyEventRoleInvitation(tx, to, { event, host: person, role: "sponsor", invitationId: "i3" }), { RoleType: "sponsor" }],
  ["EventInvitation", (tx, to) => producers.notifyEventInvitation(tx, to, { event, host: person, invitationId: "i4" }), { SenderName: "Ann Lee", EventSlug: "rooftop", InvitationId: "i4" }],
  ["EventPending", (tx, to) => producers.notifyEventPending(tx, to, { event, guest: { ...person, id: "g1" } }), { SenderName: "Ann Lee" }],
  ["EventApproved", (tx, to) => producers.notifyEventApproved(tx, [to], { event }).then((added) => added > 0), { EventName: "Rooftop Party" }],
  ["EventDeclined", (tx, to) => producers.notifyEventDeclined(tx, [to], { event }).then((added) => added > 0), { EventSlug: "rooftop" }],
  ["EventStarted", (tx, to) => producers.notifyEventStarted(tx, to, { event }), { EventSlug: "rooftop" }],
  ["EventRoleUpdate", (tx, to) => producers.notifyEventRoleUpdate(tx, to, { event, attendeeRole: "coordinator" }), { AttendeeRole: "coordinator" }],
  ["EventCheckinSuccess", (tx, to) => producers.notifyEventCheckinSuccess(tx, to, { event }), { EventName: "Rooftop Party" }],
  ["EventCancelled", (tx, to) => producers.notifyEventCancelled(tx, [to], { event }), { EventSlug: "rooftop", EventName: "Rooftop Party" }],
  ["EventRefunded", (tx, to) => producers.notifyEventRefunded(tx, to, { event, refundId: "7d1f5a8e-0000-4000-8000-000000000009" }), { EventSlug: "rooftop" }],
  [
    "ClubTeamInvitation",
    (tx, to) => producers.notifyClubTeamInvitation(tx, to, { club: { id: "c1", slug: "night-owls", name: "Night Owls" }, inviter: person, role: "ADMIN", invitationId: "i6" }),
    { ClubName: "Night Owls", SenderName: "Ann Lee", RoleType: "ADMIN", InvitationId: "i6" },
  ],
  [
    "ClubClaimApproved",
    (tx, to) => producers.notifyClubClaimDecided(tx, to, { club: { id: "c1", slug: "night-owls", name: "Night Owls" }, offerTitle: "Share our post", approved: true, reason: null, claimId: "k1" }),
    { ClubName: "Night Owls", ClubSlug: "night-owls", OfferTitle: "Share our post" },
  ],
  [
    "ClubClaimRejected",
    (tx, to) => producers.notifyClubClaimDecided(tx, to, { club: { id: "c1", slug: "night-owls", name: "Night Owls" }, offerTitle: "Share our post", approved: false, reason: "The post is private.", claimId: "k2" }),
    { ClubName: "Night Owls", OfferTitle: "Share our post", DecisionReason: "The post is private." },
  ],
];

test("there is a producer for every type", () => {
  expect(calls.map(([type]) => type).sort()).toEqual([...NOTIFICATION_TYPES].sort());
});

test.each(calls)("%s: written with its properties and sentence", async (type, call, expected) => {
  const user = await createVerifiedUser(api);
  expect(await api.platform.deps.db.transaction((tx) => call(tx, user.userId))).toBe(true);
  const [row] = await api.platform.deps.db.select().from(notifications).where(eq(notifications.recipientUserId, user.userId));
  expect(row.type).toBe(type);
  expect(row.properties).toMatchObject(expected);
  expect(row.defaultMessage).not.toMatch(/Unknown|undefined/);
  expect(row.readAt).toBeNull();
});

test("ReceiveAchievement from a club names the club", async () => {
  const user = await createVerifiedUser(api);
  const club = { id: "7d1f5a8e-0000-4000-8000-000000000003", slug: "night-owls", name: "Night Owls" };
  const db = api.platform.deps.db;
  await db.transaction((tx) => producers.notifyReceiveAchievement(tx, user.userId, { club, achievementId: "a2", achievementAvatarUrl: "/a.webp" }));
  const [row] = await db.select().from(notifications).where(eq(notifications.recipientUserId, user.userId));
  expect(row.properties).toEqual({ ClubId: club.id, ClubSlug: "night-owls", ClubName: "Night Owls", AchievementId: "a2", AchievementAvatar: "/a.webp" });
  expect(row.defaultMessage).toBe("You received a new achievement from Night Owls.");
});

test("EventStarted is told once per event and recipient, however often it is produced", async () => {
  const user = await createVerifiedUser(api);
  const db = api.platform.deps.db;
  expect(await db.transaction((tx) => producers.notifyEventStarted(tx, user.userId, { event }))).toBe(true);
  expect(await db.transaction((tx) => producers.notifyEventStarted(tx, user.userId, { event }))).toBe(false);
  const rows = await db.select().from(notifications).where(eq(notifications.recipientUserId, user.userId));
  expect(rows).toHaveLength(1);
});

test("an event's start is told to its host and approved guests once, by however many rounds", async () => {
  const { createEvent } = await import("../../test/fixtures.js");
  const { attendees } = await import("../../db/schema.js");
  const { notifyStartedEvents } = await import("./domain/event-started.js");
  const db = api.platform.deps.db;
  const host = await createVerifiedUser(api);
  const guest = await createVerifiedUser(api);
  const pending = await createVerifiedUser(api);
  const { event: started } = await createEvent(api, { createdByUserId: host.userId, startsInHours: -1, durationHours: 3, displayName: "Night Market" });
  const { event: later } = await createEvent(api, { createdByUserId: host.userId, startsInHours: 5 });
  const { event: long } = await createEvent(api, { createdByUserId: host.userId, startsInHours: -7, durationHours: 12 });
  await db.insert(attendees).values([
    { eventId: started.id, userId: guest.userId, state: "APPROVED" },
    { eventId: started.id, userId: pending.userId, state: "NONE" },
  ]);
  const now = api.clock.now();
  await Promise.all([notifyStartedEvents(db, now), notifyStartedEvents(db, now)]);
  await notifyStartedEvents(db, now);

  const told = await db.select().from(notifications).where(eq(notifications.type, "EventStarted"));
  const about = (eventId: string) => told.filter((row) => row.properties.EventId === eventId).map((row) => row.recipientUserId).sort();
  expect(about(started.id)).toEqual([host.userId, guest.userId].sort());
  expect(about(later.id)).toEqual([]);
  // Started before the window: not announced late.
  expect(about(long.id)).toEqual([]);
  expect(told.find((row) => row.properties.EventId === started.id)?.defaultMessage).toBe("Night Market has started.");
});
