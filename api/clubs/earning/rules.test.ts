// The earning rules beyond the check-in (ADR 0071) on a real database: a paid ticket of a club
// event earns the buyer the buy-product rules once per booking; a streak rule awards when a member
// has checked in at N of the club's events in a row; a manager gives a bonus rule to a member
// once. Each with the rule and the action in the reason, to members only.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { attendees, userTickets, users } from "../../db/schema.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { issueTicketPass } from "../../events/domain/ticket-pass.js";
import { applyPaymentOutcome } from "../../events/checkout/domain/settlement.js";
import { bookings } from "../../events/checkout/db.js";
import { joinClub } from "../domain/membership.js";
import { clubOffers, type ClubOfferRow } from "../offers/db.js";
import { clubPointsAccounts, clubPointsEntries } from "../points/db.js";
import { awardCheckIn, awardPurchase } from "./domain/earning.js";
import { bonusMessages } from "../../../contract/clubs/earning.js";
import { pointsMessages } from "../../../contract/clubs/points-messages.js";

let api: TestApi;
let owner: AuthInfo;
let doorStaff: AuthInfo;

const CREATE_CLUB = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`;
const PURCHASE = `mutation ($input: TicketOrderInput!) { event { purchaseTickets(input: $input) { checkoutUrl booking { transactionId } } } }`;
const VERIFY = `mutation ($input: VerifyTicketInput!) { event { verifyTicket(input: $input) { status ticketId } } }`;
const DECIDE = `mutation ($input: AttendeeDecisionInput!) { event { decideAttendees(input: $input) { processed failed } } }`;
const BONUS = `mutation ($offerId: ID!, $userName: String!) { club { giveBonus(offerId: $offerId, userName: $userName) { amount reason reasonCode sourceKind } } }`;
const HISTORY = `query ($clubId: ID) { club { myPointsHistory(clubId: $clubId) { nodes { amount reason reasonCode sourceKind } } } }`;
const CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Robin Park" };

const deps = () => api.platform.deps;
const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) => answer.body.errors?.[0]?.extensions.code;
let nonces = 0;
const nonce = () => `rules-nonce-${Date.now()}-${++nonces}`;

async function newClub(): Promise<{ clubId: string; name: string }> {
  const name = `Rules Club ${randomBytes(3).toString("hex")}`;
  const answer = await api.graphql(CREATE_CLUB, { input: { name, access: "PUBLIC" } }, { token: owner.token });
  return { clubId: answer.body.data.club.create.clubId, name };
}

async function rule(clubId: string, values: Partial<ClubOfferRow>): Promise<ClubOfferRow> {
  const now = api.clock.now();
  const [row] = await deps()
    .db.insert(clubOffers)
    .values({
      clubId,
      createdByUserId: owner.userId,
      title: "A rule",
      type: "OTHER",
      subType: "EARN_POINTS",
      program: "bonus",
      access: "MEMBERS",
      publication: "PUBLISHED",
      status: "ACTIVE",
      settings: { pointsAmount: 10 },
      createdAt: now,
      updatedAt: now,
      ...values,
    })
    .returning();
  return row;
}

async function member(): Promise<AuthInfo & { handle: string }> {
  const user = await createVerifiedUser(api);
  const handle = `r_${randomBytes(4).toString("hex")}`;
  await deps().db.update(users).set({ userName: handle }).where(eq(users.id, user.userId));
  return { ...user, handle };
}

async function entriesOf(clubId: string, userId: string) {
  return deps()
    .db.select({ amount: clubPointsEntries.amount, reason: clubPointsEntries.reason, sourceKind: clubPointsEntries.sourceKind, key: clubPointsEntries.idempotencyKey })
    .from(clubPointsEntries)
    .innerJoin(clubPointsAccounts, eq(clubPointsAccounts.id, clubPointsEntries.creditAccountId))
    .where(and(eq(clubPointsEntries.clubId, clubId), eq(clubPointsAccounts.userId, userId)))
    .orderBy(clubPointsEntries.seq);
}

beforeAll(async () => {
  api = await startTestApi({ graphqlRateLimitPerMinute: 100_000 });
  owner = await createVerifiedUser(api);
  doorStaff = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("buy-product: a paid ticket of a club event", () => {
  async function buy(clubId: string, buyer: AuthInfo, name: string) {
    const { event, tickets } = await createEvent(api, {
      createdByUserId: owner.userId,
      clubId,
      displayName: name,
      tickets: [{ ticketType: "Night Pass", kind: "PAID", priceCents: 1500, currency: "USD", limitedAmount: 20 }],
    });
    const started = (await api.graphql(PURCHASE, { input: { eventId: event.id, items: [{ eventTicketId: tickets[0]!.id, quantity: 1 }] } }, { token: buyer.token })).body;
    expect(started.errors).toBeUndefined();
    const { checkoutUrl, booking } = started.data.event.purchaseTickets;
    const paid = await api.post(`/dev/payments/${new URL(checkoutUrl).pathname.split("/").pop()}/pay`, CARD);
    expect(paid.body.status).toBe("paid");
    return booking.transactionId as string;
  }

  test("the buyer, a member, earns each buy-product rule once per booking, with the rule and the event in the reason", async () => {
    const { clubId } = await newClub();
    const product = await rule(clubId, { title: "Buy a night pass", program: "buy-product", settings: { pointsAmount: 30, actionUrl: "https://example.com/pass" } });
    await rule(clubId, { title: "Not published", program: "buy-product", publication: "UNPUBLISHED", settings: { pointsAmount: 99, actionUrl: "https://example.com/pass" } });
    const buyer = await member();
    await joinClub(deps().db, clubId, buyer.userId);

    const bookingId = await buy(clubId, buyer, "Owl Market");
    const [booking] = await deps().db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking!.status).toBe("COMPLETED");
    expect(await entriesOf(clubId, buyer.userId)).toEqual([
      { amount: 30, reason: "Buy a night pass: bought a ticket to Owl Market", sourceKind: "TICKET_PURCHASE", key: `earn:${product.id}:purchase:${bookingId}` },
    ]);

    // The provider reports the payment again; the award runs again: nothing new.
    await applyPaymentOutcome(deps(), { kind: "paid", reference: bookingId, checkoutId: booking!.checkoutId!, paymentId: booking!.paymentId!, paymentMethod: "Visa", amountCents: booking!.totalCents, currency: booking!.currency });
    await awardPurchase(deps(), bookingId);
    expect(await entriesOf(clubId, buyer.userId)).toHaveLength(1);

    const history = await api.graphql(HISTORY, { clubId }, { token: buyer.token });
    expect(history.body.data.club.myPointsHistory.nodes).toEqual([{ amount: 30, reason: "Buy a night pass: bought a ticket to Owl Market", reasonCode: "EARN", sourceKind: "TICKET_PURCHASE" }]);
  });

  test("a ticket that needs approval earns once the host approves and the payment is captured", async () => {
    const { clubId } = await newClub();
    const product = await rule(clubId, { title: "Reviewed pass", program: "buy-product", settings: { pointsAmount: 15, actionUrl: "https://example.com/pass" } });
    const buyer = await member();
    await joinClub(deps().db, clubId, buyer.userId);
    const { event, tickets } = await createEvent(api, {
      createdByUserId: owner.userId,
      clubId,
      displayName: "Reviewed Night",
      tickets: [{ ticketType: "Reviewed Pass", kind: "PAID", priceCents: 3000, currency: "USD", limitedAmount: 5, isRequiredApproval: true }],
    });
    const started = (await api.graphql(PURCHASE, { input: { eventId: event.id, items: [{ eventTicketId: tickets[0]!.id, quantity: 1 }] } }, { token: buyer.token })).body;
    const { checkoutUrl, booking } = started.data.event.purchaseTickets;
    await api.post(`/dev/payments/${new URL(checkoutUrl).pathname.split("/").pop()}/pay`, CARD);
    // Authorised only: nothing earned while the host decides.
    expect(await entriesOf(clubId, buyer.userId)).toEqual([]);
    const [attendee] = await deps().db.select().from(attendees).where(and(eq(attendees.eventId, event.id), eq(attendees.userId, buyer.userId)));
    const decided = await api.graphql(DECIDE, { input: { eventId: event.id, decision: "APPROVE", attendeeIds: [attendee!.id] } }, { token: owner.token });
    expect(decided.body.data.event.decideAttendees.processed).toBe(1);
    expect(await entriesOf(clubId, buyer.userId)).toEqual([
      { amount: 15, reason: "Reviewed pass: bought a ticket to Reviewed Night", sourceKind: "TICKET_PURCHASE", key: `earn:${product.id}:purchase:${booking.transactionId}` },
    ]);
  });

  test("a buyer who is not a member earns nothing; a booking not completed awards nothing", async () => {
    const { clubId } = await newClub();
    await rule(clubId, { program: "buy-product", settings: { pointsAmount: 30, actionUrl: "https://example.com/pass" } });
    const buyer = await member();
    const bookingId = await buy(clubId, buyer, "Owl Market");
    expect(await entriesOf(clubId, buyer.userId)).toEqual([]);

    await joinClub(deps().db, clubId, buyer.userId);
    await deps().db.update(bookings).set({ status: "CANCELLED" }).where(eq(bookings.id, bookingId));
    expect(await awardPurchase(deps(), bookingId)).toEqual([]);
  });
});

describe("streak: club events attended in a row", () => {
  /** A club event `hoursFromNow` away with the member's ticket; `checkedIn` marks them as admitted there already. */
  async function night(clubId: string, holder: AuthInfo, name: string, hoursFromNow: number, checkedIn: boolean) {
    const { event, tickets } = await createEvent(api, { createdByUserId: owner.userId, startsInHours: hoursFromNow, tickets: [{ ticketType: "General" }], clubId, displayName: name });
    const db = deps().db;
    await db.insert(attendees).values({ eventId: event.id, userId: doorStaff.userId, state: "NONE", roles: ["DOOR"] });
    const [attendee] = await db.insert(attendees).values({ eventId: event.id, userId: holder.userId, state: "APPROVED", checkedInCount: checkedIn ? 1 : 0 }).returning();
    const [ticket] = await db.insert(userTickets).values({ eventId: event.id, eventTicketId: tickets[0]!.id, attendeeId: attendee!.id, ownerUserId: holder.userId, status: "ACTIVE" }).returning();
    return { event, ticketId: ticket!.id, pass: issueTicketPass(deps().ticketPassKey, { id: ticket!.id, status: "ACTIVE" })! };
  }

  test("a run of N nights ending at the door awards once; a missed night breaks the run", async () => {
    const { clubId } = await newClub();
    const streak = await rule(clubId, { title: "Three in a row", program: "streak", settings: { pointsAmount: 100, streakLength: 3, period: "WEEK" } });
    const fan = await member();
    await joinClub(deps().db, clubId, fan.userId);
    await night(clubId, fan, "Night 1", -96, true);
    await night(clubId, fan, "Night 2", -72, false);
    await night(clubId, fan, "Night 3", -48, true);
    const fourth = await night(clubId, fan, "Night 4", -24, true);
    // Two in a row after the missed night: not yet.
    expect(await awardCheckIn(deps(), fourth.ticketId)).toEqual([]);

    const fifth = await night(clubId, fan, "Night 5", 1, false);
    const scanned = await api.graphql(VERIFY, { input: { eventId: fifth.event.id, zoneId: null, code: fifth.pass, nonce: nonce() } }, { token: doorStaff.token });
    expect(scanned.body.data.event.verifyTicket.status).toBe("OK");
    await awardCheckIn(deps(), fifth.ticketId);
    expect(await entriesOf(clubId, fan.userId)).toEqual([
      { amount: 100, reason: "Three in a row: 3 club events in a row, the last Night 5", sourceKind: "STREAK", key: `earn:${streak.id}:streak:${fifth.event.id}` },
    ]);

    // A fourth night in a row is not a new streak of three; the sixth is.
    const sixth = await night(clubId, fan, "Night 6", 2, true);
    expect(await awardCheckIn(deps(), sixth.ticketId)).toEqual([]);
    const seventh = await night(clubId, fan, "Night 7", 3, true);
    expect(await awardCheckIn(deps(), seventh.ticketId)).toEqual([]);
    const eighth = await night(clubId, fan, "Night 8", 4, true);
    expect((await awardCheckIn(deps(), eighth.ticketId)).map((a) => a.offerId)).toEqual([streak.id]);
    expect(await entriesOf(clubId, fan.userId)).toHaveLength(2);
  });

  test("a holder who is not a member earns no streak", async () => {
    const { clubId } = await newClub();
    await rule(clubId, { program: "streak", settings: { pointsAmount: 100, streakLength: 1, period: "WEEK" } });
    const guest = await member();
    const one = await night(clubId, guest, "Night", -1, true);
    expect(await awardCheckIn(deps(), one.ticketId)).toEqual([]);
  });
});

describe("bonus: a manager gives a bonus rule to a member", () => {
  test("once per member and rule, with the rule and the club in the reason; the second time is refused", async () => {
    const { clubId, name } = await newClub();
    const bonus = await rule(clubId, { title: "Founding member", settings: { pointsAmount: 250 } });
    const fan = await member();
    await joinClub(deps().db, clubId, fan.userId);

    const given = await api.graphql(BONUS, { offerId: bonus.id, userName: `@${fan.handle}` }, { token: owner.token });
    expect(given.body.errors).toBeUndefined();
    expect(given.body.data.club.giveBonus).toEqual({ amount: 250, reason: `Founding member: a bonus from ${name}`, reasonCode: "EARN", sourceKind: "BONUS" });

    const again = await api.graphql(BONUS, { offerId: bonus.id, userName: fan.handle }, { token: owner.token });
    expect(codeOf(again)).toBe("CONFLICT");
    expect(again.body.errors[0].extensions.fields).toEqual({ userName: bonusMessages.alreadyGiven });
    const history = await api.graphql(HISTORY, { clubId }, { token: fan.token });
    expect(history.body.data.club.myPointsHistory.nodes).toEqual([{ amount: 250, reason: `Founding member: a bonus from ${name}`, reasonCode: "EARN", sourceKind: "BONUS" }]);
  });

  test("strangers, other programmes, inactive rules and non-members are refused", async () => {
    const { clubId } = await newClub();
    const bonus = await rule(clubId, { title: "Bonus" });
    const survey = await rule(clubId, { program: "survey", settings: { pointsAmount: 5, actionUrl: "https://example.com" } });
    const draft = await rule(clubId, { publication: "UNPUBLISHED" });
    const fan = await member();
    const outsider = await member();
    await joinClub(deps().db, clubId, fan.userId);

    expect(codeOf(await api.graphql(BONUS, { offerId: bonus.id, userName: fan.handle }, { token: fan.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(BONUS, { offerId: "00000000-0000-4000-8000-000000000000", userName: fan.handle }, { token: owner.token }))).toBe("NOT_FOUND");
    const wrong = await api.graphql(BONUS, { offerId: survey.id, userName: fan.handle }, { token: owner.token });
    expect(wrong.body.errors[0].message).toBe(bonusMessages.notBonus);
    const inactive = await api.graphql(BONUS, { offerId: draft.id, userName: fan.handle }, { token: owner.token });
    expect(inactive.body.errors[0].message).toBe(bonusMessages.notActive);
    const notMember = await api.graphql(BONUS, { offerId: bonus.id, userName: outsider.handle }, { token: owner.token });
    expect(notMember.body.errors[0].extensions.fields).toEqual({ userName: pointsMessages.grantNotMember });
    expect(await entriesOf(clubId, fan.userId)).toEqual([]);
  });
});
