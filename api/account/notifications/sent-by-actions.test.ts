// Every notification type of spec 1 §3 is sent by the action that causes it: each test below
// performs the real action through the API, as the member who takes it, and reads the
// recipient's inbox through the API. The pies' and rewards' types are sent by those areas
// (not built yet) and are named as theirs; a new type that is neither fails the last test.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attendees, clubOffers, clubs, users } from "../../db/schema.js";
import { joinClub } from "../../clubs/domain/membership.js";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { issueTicketPass } from "../../events/domain/ticket-pass.js";
import { notifyStartedEvents } from "./domain/event-started.js";
import { NOTIFICATION_TYPES, type NotificationType } from "../../../contract/account/notifications-messages.js";

/** Sent by the pies and rewards areas (spec 3), where their actions will live. */
const SENT_BY_THE_PIES_AND_REWARDS_AREAS: readonly NotificationType[] = [
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
];

const INBOX = `query { notification { list(first: 50) { nodes { type content { defaultMessage } customProperties { key value } } } } }`;
const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;
const MY_TICKETS = `query ($s: String!) { event { bySlugOrId(slugOrId: $s) { my { tickets { ticketId } } } } }`;
const DECIDE = `mutation ($input: AttendeeDecisionInput!) { event { decideAttendees(input: $input) { processed } } }`;
const INVITE = `mutation ($input: InviteInput!) { event { invite(input: $input) { invited skipped } } }`;
const ADD_GUEST = `mutation ($eventId: ID!, $input: GuestInput!) { event { addGuest(eventId: $eventId, input: $input) { guestId } } }`;
const SAVE_LIST = `mutation ($eventId: ID!, $name: String!) { event { saveGuestList(eventId: $eventId, name: $name) { savedGuestListId } } }`;
const INVITE_TO_ROLE = `mutation ($eventId: ID!, $userId: ID!, $role: AttendeeRole!) {
  event { inviteToRole(eventId: $eventId, userId: $userId, role: $role) { pendingInvites { inviteId label user { userId } } } }
}`;
const ROLE_INVITE = `query ($slug: String!, $inviteId: ID) { event { roleInvite(slug: $slug, inviteId: $inviteId) { label eventName } } }`;
const RESPOND_ROLE = `mutation ($slug: String!, $inviteId: ID, $accept: Boolean!) { event { respondToRoleInvite(slug: $slug, inviteId: $inviteId, accept: $accept) { label } } }`;
const VERIFY = `mutation ($input: VerifyTicketInput!) { event { verifyTicket(input: $input) { status } } }`;
const CANCEL = `mutation ($eventId: ID!) { event { cancel(eventId: $eventId) { status } } }`;
const PURCHASE = `mutation ($input: TicketOrderInput!) { event { purchaseTickets(input: $input) { checkoutUrl booking { transactionId } } } }`;
const REFUND = `mutation ($eventId: ID!, $bookingId: ID!) { event { refundBooking(eventId: $eventId, bookingId: $bookingId, ticketId: null) { status } } }`;
const CREATE_INVITE = `mutation ($input: CreateInviteInput!) { invite { create(input: $input) { inviteId formattedInviteId } } }`;
const ACCEPT_INVITE = `mutation ($id: ID!) { invite { accept(inviteId: $id) { inviteId } } }`;
const GRANT_INVITES = `mutation ($input: GrantInvitesInput!) { invite { grantInvites(input: $input) } }`;
const REMAINING = `{ user { me { userInvitesRemaining } } }`;
const CLAIM = `mutation ($offerId: ID!, $note: String!) { club { claimPoints(offerId: $offerId, note: $note) { claimId } } }`;
const DECIDE_CLAIM = `mutation ($claimId: ID!, $approve: Boolean!, $reason: String) { club { decideClaim(claimId: $claimId, approve: $approve, reason: $reason) { claimId } } }`;
const JOIN_WAITING_LIST = `mutation { user { joinPieWaitingList { isInWaitingList canCreatePies } } }`;
const LET_OFF_WAITING_LIST = `mutation ($userName: String!) { user { letOffPieWaitingList(userName: $userName) } }`;
const WAITING = `{ user { me { isInWaitingList canCreatePies } } }`;
const CREATE_ACHIEVEMENT = `mutation ($clubId: ID!, $input: AchievementInput!) { rewards { createAchievement(clubId: $clubId, input: $input) { achievementId } } }`;
const INVITE_TO_TEAM = `mutation ($clubId: ID!, $userName: String!, $role: ClubRole!, $kind: ClubMemberKind!) { club { inviteTeamMember(clubId: $clubId, userName: $userName, role: $role, kind: $kind) { invitationId } } }`;
const AWARD = `mutation ($input: AwardAchievementInput!) { rewards { awardAchievement(input: $input) { awardedAt } } }`;

let api: TestApi;
let host: Member;
const seen = new Set<NotificationType>();

type Member = AuthInfo & { handle: string; name: string };
interface Told {
  type: NotificationType;
  message: string;
  properties: Record<string, string>;
}

beforeAll(async () => {
  api = await startTestApi({ graphqlRateLimitPerMinute: 100_000 });
  host = await member("Harper Host");
});
afterAll(async () => {
  await api?.close();
});

/** A confirmed member with a name and a user name. */
async function member(name = "Robin Member"): Promise<Member> {
  const auth = await createVerifiedUser(api, { name });
  const handle = `told_${randomBytes(5).toString("hex")}`;
  await api.platform.deps.db.update(users).set({ userName: handle }).where(eq(users.id, auth.userId));
  return { ...auth, handle, name };
}

async function gql(query: string, variables: Record<string, unknown>, token: string) {
  const answer = (await api.graphql(query, variables, { token })).body;
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

/** The recipient's notifications of this type, read as they read them: through the API. */
async function told(recipient: AuthInfo, type: NotificationType): Promise<Told[]> {
  const nodes = (await gql(INBOX, {}, recipient.token)).notification.list.nodes as {
    type: NotificationType;
    content: { defaultMessage: string };
    customProperties: { key: string; value: string }[];
  }[];
  const found = nodes
    .filter((node) => node.type === type)
    .map((node) => ({ type: node.type, message: node.content.defaultMessage, properties: Object.fromEntries(node.customProperties.map(({ key, value }) => [key, value])) }));
  if (found.length) seen.add(type);
  return found;
}

/** Exactly one notification of the type, with these properties. */
async function expectOne(recipient: AuthInfo, type: NotificationType, properties: Record<string, string>, message?: string): Promise<Told> {
  const found = await told(recipient, type);
  expect(found).toHaveLength(1);
  expect(found[0].properties).toMatchObject(properties);
  if (message) expect(found[0].message).toBe(message);
  return found[0];
}

const eventKeys = (event: { id: string; slug: string; displayName: string }) => ({ EventId: event.id, EventSlug: event.slug, EventName: event.displayName });
const rsvp = (token: string, eventId: string, eventTicketId: string) => gql(RSVP, { input: { eventId, eventTicketId, response: "ACCEPT" } }, token);
async function attendeeIdOf(eventId: string, userId: string) {
  const [row] = await api.platform.deps.db.select({ id: attendees.id }).from(attendees).where(and(eq(attendees.eventId, eventId), eq(attendees.userId, userId)));
  return row.id;
}

describe("events: guests' requests and the host's answers", () => {
  test("EventPending: a guest asks through a ticket that needs approval; the host is told who", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, displayName: "Garden Supper", tickets: [{ ticketType: "Guest list", isRequiredApproval: true }] });
    const guest = await member("Gale Guest");
    await rsvp(guest.token, event.id, tickets[0].id);
    await expectOne(host, "EventPending", { ...eventKeys(event), SenderName: "Gale Guest" }, "Gale Guest asked to join Garden Supper.");
  });

  test("EventApproved and EventDeclined: the host decides; each guest is told", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, displayName: "Loft Night", tickets: [{ ticketType: "Guest list", isRequiredApproval: true }] });
    const [yes, no] = [await member(), await member()];
    await rsvp(yes.token, event.id, tickets[0].id);
    await rsvp(no.token, event.id, tickets[0].id);
    await gql(DECIDE, { input: { eventId: event.id, decision: "APPROVE", attendeeIds: [await attendeeIdOf(event.id, yes.userId)] } }, host.token);
    await gql(DECIDE, { input: { eventId: event.id, decision: "DECLINE", attendeeIds: [await attendeeIdOf(event.id, no.userId)] } }, host.token);
    await expectOne(yes, "EventApproved", eventKeys(event), "You're in! Your request to join Loft Night was approved.");
    await expectOne(no, "EventDeclined", eventKeys(event));
    expect(await told(yes, "EventDeclined")).toEqual([]);
  });

  test("EventStarted: the event starts; the server's round tells its host and going guests", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, startsInHours: 1, displayName: "Dawn Run", tickets: [{ ticketType: "Free" }] });
    const guest = await member();
    await rsvp(guest.token, event.id, tickets[0].id);
    const before = api.clock.now();
    api.clock.advance(61 * 60_000);
    try {
      await notifyStartedEvents(api.platform.deps.db, api.clock.now());
    } finally {
      api.clock.set(before);
    }
    await expectOne(guest, "EventStarted", eventKeys(event), "Dawn Run has started.");
    await expectOne(host, "EventStarted", eventKeys(event));
  });
});

describe("events: invitations", () => {
  test("EventInvitation from a previous event: its going guests are invited and told by whom", async () => {
    const { event: previous, tickets } = await createEvent(api, { createdByUserId: host.userId, displayName: "Spring Picnic", tickets: [{ ticketType: "Free" }] });
    const regular = await member("Rae Regular");
    await rsvp(regular.token, previous.id, tickets[0].id);
    const { event: next } = await createEvent(api, { createdByUserId: host.userId, displayName: "Summer Picnic", isPrivate: true });
    expect((await gql(INVITE, { input: { eventId: next.id, source: "PREVIOUS_EVENT", previousEventId: previous.id } }, host.token)).event.invite).toEqual({ invited: 1, skipped: 0 });
    const notice = await expectOne(regular, "EventInvitation", { ...eventKeys(next), SenderName: "Harper Host" }, "Harper Host invited you to Summer Picnic.");
    expect(notice.properties.InvitationId).toMatch(/^[0-9a-f-]{36}$/);
    // Inviting again adds no second notification.
    await gql(INVITE, { input: { eventId: next.id, source: "PREVIOUS_EVENT", previousEventId: previous.id } }, host.token);
    expect(await told(regular, "EventInvitation")).toHaveLength(1);
  });

  test("EventInvitation from a saved list: its members are told; addresses without an account only e-mailed", async () => {
    const { event: first } = await createEvent(api, { createdByUserId: host.userId });
    const listed = await member("Lee Listed");
    const [row] = await api.platform.deps.db.select({ email: users.email }).from(users).where(eq(users.id, listed.userId));
    await gql(ADD_GUEST, { eventId: first.id, input: { fullName: "Lee Listed", emailAddress: row.email, ticketCount: 1 } }, host.token);
    await gql(ADD_GUEST, { eventId: first.id, input: { fullName: "No Account", emailAddress: `nobody-${randomBytes(3).toString("hex")}@example.test`, ticketCount: 1 } }, host.token);
    const { savedGuestListId } = (await gql(SAVE_LIST, { eventId: first.id, name: "Regulars" }, host.token)).event.saveGuestList;
    const { event: next } = await createEvent(api, { createdByUserId: host.userId, displayName: "Winter Dinner" });
    expect((await gql(INVITE, { input: { eventId: next.id, source: "SAVED_LIST", savedGuestListId } }, host.token)).event.invite).toEqual({ invited: 2, skipped: 0 });
    await expectOne(listed, "EventInvitation", { ...eventKeys(next), SenderName: "Harper Host" });
  });

  test("EventCoHostInvitation, EventPromoteInvitation, EventSponsorInvitation: each carries the invitation its invitee opens", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId, displayName: "Harbour Fest" });
    for (const [role, type, label] of [
      ["CO_HOST", "EventCoHostInvitation", "cohost"],
      ["PROMOTER", "EventPromoteInvitation", "promoter"],
      ["SPONSOR", "EventSponsorInvitation", "sponsor"],
    ] as const) {
      const invitee = await member();
      const team = (await gql(INVITE_TO_ROLE, { eventId: event.id, userId: invitee.userId, role }, host.token)).event.inviteToRole;
      const invite = team.pendingInvites.find((pending: { user: { userId: string } | null }) => pending.user?.userId === invitee.userId);
      const notice = await expectOne(invitee, type, { ...eventKeys(event), SenderName: "Harper Host", RoleType: label, InvitationId: invite.inviteId });
      // The invitation it names is one its invitee can open (where they accept it).
      const opened = (await gql(ROLE_INVITE, { slug: notice.properties.EventSlug, inviteId: notice.properties.InvitationId }, invitee.token)).event.roleInvite;
      expect(opened.eventName).toBe("Harbour Fest");
    }
  });

  test("EventRoleUpdate: an invitation to a role of no type of its own, then the role given on acceptance", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId, displayName: "Quay Market" });
    const coordinator = await member();
    const team = (await gql(INVITE_TO_ROLE, { eventId: event.id, userId: coordinator.userId, role: "COORDINATOR" }, host.token)).event.inviteToRole;
    const inviteId = team.pendingInvites.find((pending: { user: { userId: string } | null }) => pending.user?.userId === coordinator.userId).inviteId;
    await expectOne(coordinator, "EventRoleUpdate", { ...eventKeys(event), AttendeeRole: "coordinator", InvitationId: inviteId }, "Harper Host invited you to be a coordinator of Quay Market.");

    const cohost = await member();
    const cohostTeam = (await gql(INVITE_TO_ROLE, { eventId: event.id, userId: cohost.userId, role: "CO_HOST" }, host.token)).event.inviteToRole;
    const cohostInvite = cohostTeam.pendingInvites.find((pending: { user: { userId: string } | null }) => pending.user?.userId === cohost.userId).inviteId;
    expect(await told(cohost, "EventRoleUpdate")).toEqual([]);
    await gql(RESPOND_ROLE, { slug: event.slug, inviteId: cohostInvite, accept: true }, cohost.token);
    const given = await expectOne(cohost, "EventRoleUpdate", { ...eventKeys(event), RoleType: "cohost" }, "You are now a co-host of Quay Market.");
    expect(given.properties.InvitationId).toBeUndefined();
  });
});

describe("events: the door, cancellations and refunds", () => {
  test("EventCheckinSuccess: the door admits the guest's ticket; the guest is told", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, startsInHours: 1, displayName: "Pier Party", tickets: [{ ticketType: "Free" }] });
    const guest = await member();
    await rsvp(guest.token, event.id, tickets[0].id);
    const [ticket] = (await gql(MY_TICKETS, { s: event.slug }, guest.token)).event.bySlugOrId.my.tickets;
    const code = issueTicketPass(api.platform.deps.ticketPassKey, { id: ticket.ticketId, status: "ACTIVE" })!;
    expect((await gql(VERIFY, { input: { eventId: event.id, zoneId: null, code, nonce: `told-${randomBytes(6).toString("hex")}` } }, host.token)).event.verifyTicket.status).toBe("OK");
    await expectOne(guest, "EventCheckinSuccess", eventKeys(event), "You're checked in at Pier Party. Enjoy!");
  });

  test("EventCancelled: the host cancels; the ticket holders are told", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, displayName: "Rooftop Cinema", tickets: [{ ticketType: "Free" }] });
    const guest = await member();
    await rsvp(guest.token, event.id, tickets[0].id);
    expect((await gql(CANCEL, { eventId: event.id }, host.token)).event.cancel.status).toBe("CANCELLED");
    await expectOne(guest, "EventCancelled", eventKeys(event), "Rooftop Cinema was cancelled. Paid tickets are refunded.");
  });

  test("EventRefunded: the host refunds a paid booking; its buyer is told", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, displayName: "Jazz Boat", tickets: [{ ticketType: "Day Pass", kind: "PAID", priceCents: 2500, limitedAmount: 10 }] });
    const buyer = await member();
    const { checkoutUrl, booking } = (await gql(PURCHASE, { input: { eventId: event.id, items: [{ eventTicketId: tickets[0].id, quantity: 1 }] } }, buyer.token)).event.purchaseTickets;
    const paid = await api.post(`/dev/payments/${new URL(checkoutUrl).pathname.split("/").pop()}/pay`, { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Sam Rivera" });
    expect(paid.body.status).toBe("paid");
    await gql(REFUND, { eventId: event.id, bookingId: booking.transactionId }, host.token);
    await expectOne(buyer, "EventRefunded", eventKeys(event), "Your tickets to Jazz Boat were refunded.");
  });
});

describe("access: invites", () => {
  test("UserInviteAccepted: someone accepts the member's invite; the member is told who and which", async () => {
    const inviter = await member();
    const { inviteId, formattedInviteId } = (await gql(CREATE_INVITE, { input: {} }, inviter.token)).invite.create;
    const friend = await member("Fern Friend");
    await gql(ACCEPT_INVITE, { id: inviteId }, friend.token);
    await expectOne(inviter, "UserInviteAccepted", { ReceiverName: "Fern Friend", FormattedInviteId: formattedInviteId }, `Fern Friend accepted your invite ${formattedInviteId}.`);
  });

  test("UserInvitesIncreased: support gives a member more invites; a member may not", async () => {
    const support = await member("Sol Support");
    await api.platform.deps.db.update(users).set({ role: "SUPPORT" }).where(eq(users.id, support.userId));
    const lucky = await member();
    const before = (await gql(REMAINING, {}, lucky.token)).user.me.userInvitesRemaining;

    const refused = (await api.graphql(GRANT_INVITES, { input: { userName: lucky.handle, count: 3 } }, { token: lucky.token })).body;
    expect(refused.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    const tooMany = (await api.graphql(GRANT_INVITES, { input: { userName: lucky.handle, count: 101 } }, { token: support.token })).body;
    expect(tooMany.errors[0].extensions.fields).toEqual({ count: "Give between 1 and 100 invites at a time." });
    expect(await told(lucky, "UserInvitesIncreased")).toEqual([]);

    expect((await gql(GRANT_INVITES, { input: { userName: `@${lucky.handle}`, count: 3 } }, support.token)).invite.grantInvites).toBe(before + 3);
    expect((await gql(REMAINING, {}, lucky.token)).user.me.userInvitesRemaining).toBe(before + 3);
    await expectOne(lucky, "UserInvitesIncreased", {}, "You have more invites to share.");
  });
});

describe("access: the pie waiting list", () => {
  test("UserPassedWaitingList: a member joins the list; support lets them in; a member may not", async () => {
    const support = await member("Sol Support");
    await api.platform.deps.db.update(users).set({ role: "SUPPORT" }).where(eq(users.id, support.userId));
    const waiting = await member();
    const notWaiting = await member();
    expect((await gql(JOIN_WAITING_LIST, {}, waiting.token)).user.joinPieWaitingList).toEqual({ isInWaitingList: true, canCreatePies: false });

    const refused = (await api.graphql(LET_OFF_WAITING_LIST, { userName: waiting.handle }, { token: notWaiting.token })).body;
    expect(refused.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    const notOnIt = (await api.graphql(LET_OFF_WAITING_LIST, { userName: notWaiting.handle }, { token: support.token })).body;
    expect(notOnIt.errors[0].extensions.code).toBe("CONFLICT");
    expect(await told(waiting, "UserPassedWaitingList")).toEqual([]);

    expect((await gql(LET_OFF_WAITING_LIST, { userName: `@${waiting.handle}` }, support.token)).user.letOffPieWaitingList).toBe(true);
    expect((await gql(WAITING, {}, waiting.token)).user.me).toEqual({ isInWaitingList: false, canCreatePies: true });
    await expectOne(waiting, "UserPassedWaitingList", {}, "You're off the waiting list: you can now create pies.");
    // Joining again once let in changes nothing.
    expect((await gql(JOIN_WAITING_LIST, {}, waiting.token)).user.joinPieWaitingList).toEqual({ isInWaitingList: false, canCreatePies: true });
  });
});

describe("clubs: achievements", () => {
  test("ReceiveAchievement: a club awards a badge; the member is told by which club", async () => {
    const owner = await member();
    const [club] = await api.platform.deps.db
      .insert(clubs)
      .values({ name: "Night Owls", slug: `club-${randomBytes(4).toString("hex")}`, ownerUserId: owner.userId, published: true })
      .returning();
    const { achievementId } = (await gql(CREATE_ACHIEVEMENT, { clubId: club.id, input: { displayName: "Early Bird", category: "EVENT" } }, owner.token)).rewards.createAchievement;
    const winner = await member();
    await gql(AWARD, { input: { achievementId, userName: winner.handle } }, owner.token);
    await expectOne(winner, "ReceiveAchievement", { ClubId: club.id, ClubName: "Night Owls", AchievementId: achievementId }, "You received a new achievement from Night Owls.");
  });
});

describe("clubs: the team", () => {
  test("ClubTeamInvitation: a club's owner invites a member to the team; the member is told by whom, to which club and as what", async () => {
    const owner = await member("Maya Owner");
    const [club] = await api.platform.deps.db
      .insert(clubs)
      .values({ name: "Night Owls", slug: `club-${randomBytes(4).toString("hex")}`, ownerUserId: owner.userId, published: true })
      .returning();
    const invitee = await member();
    const { invitationId } = (await gql(INVITE_TO_TEAM, { clubId: club.id, userName: invitee.handle, role: "ADMIN", kind: "TEAM" }, owner.token)).club.inviteTeamMember;
    await expectOne(
      invitee,
      "ClubTeamInvitation",
      { ClubId: club.id, ClubName: "Night Owls", RoleType: "ADMIN", InvitationId: invitationId },
      "Maya Owner invited you to join the team of Night Owls.",
    );
  });

  test("ClubClaimApproved and ClubClaimRejected: a member claims a club's survey rule; the owner approves one claim and rejects the next with a reason", async () => {
    const owner = await member("Maya Owner");
    const [club] = await api.platform.deps.db
      .insert(clubs)
      .values({ name: "Night Owls", slug: `club-${randomBytes(4).toString("hex")}`, ownerUserId: owner.userId, published: true })
      .returning();
    const now = api.clock.now();
    const [survey] = await api.platform.deps.db
      .insert(clubOffers)
      .values({
        clubId: club.id,
        createdByUserId: owner.userId,
        title: "Answer our survey",
        type: "OTHER",
        subType: "EARN_POINTS",
        program: "survey",
        access: "MEMBERS",
        publication: "PUBLISHED",
        status: "ACTIVE",
        settings: { pointsAmount: 40, actionUrl: "https://example.com/survey" },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const fan = await member();
    await joinClub(api.platform.deps.db, club.id, fan.userId);
    const claim = async () => (await gql(CLAIM, { offerId: survey.id, note: "Answered it" }, fan.token)).club.claimPoints.claimId;

    await gql(DECIDE_CLAIM, { claimId: await claim(), approve: true, reason: null }, owner.token);
    await expectOne(fan, "ClubClaimApproved", { ClubId: club.id, ClubName: "Night Owls" }, "Night Owls approved your claim for Answer our survey.");
    await gql(DECIDE_CLAIM, { claimId: await claim(), approve: false, reason: "Only one answer counts." }, owner.token);
    await expectOne(fan, "ClubClaimRejected", { ClubId: club.id }, "Night Owls did not approve your claim for Answer our survey: Only one answer counts.");
  });
});

test("every type is sent by an action above, or is named as the pies' and rewards' areas'", () => {
  const owed = NOTIFICATION_TYPES.filter((type) => !SENT_BY_THE_PIES_AND_REWARDS_AREAS.includes(type));
  expect(owed.filter((type) => !seen.has(type))).toEqual([]);
});
