// The event's tax rate from its settings to the checkout, the provider and the host's
// earnings; referral codes entered at checkout; and the host's simulation, which must price
// exactly as the checkout does. Through the API with the sandbox payment provider.
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { bookings, events } from "../../db/schema.js";
import { checkoutMessages, eventSettingsMessages, ticketEditorMessages } from "../../../contract/events/messages.js";
import { createEvent, createVerifiedUser, eventSettingsInput } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
let host: AuthInfo;
let buyer: AuthInfo;
let friend: AuthInfo;

const COST_FIELDS = "currency isAllInPricing taxRate isTaxInclusive subTotal totalGratuity serviceFee processingFee totalTaxes total hostBalance referralCode";
const COST = `query ($input: TicketOrderInput!) { event { ticketCost(input: $input) { ${COST_FIELDS} } } }`;
const SIMULATE = `query ($eventId: ID!, $items: [SimulatedTicketInput!]!, $isAllInPricing: Boolean) { event { simulateTicketCost(eventId: $eventId, items: $items, isAllInPricing: $isAllInPricing) { ${COST_FIELDS} } } }`;
const PURCHASE = `mutation ($input: TicketOrderInput!) { event { purchaseTickets(input: $input) { checkoutUrl booking { transactionId totalPrice totalTaxes taxRate isTaxInclusive referralCode } } } }`;
const SETTINGS = `mutation ($eventId: ID!, $input: EventSettingsInput!) { event { updateSettings(eventId: $eventId, input: $input) { taxRate isTaxInclusive isAllInPricing } } }`;
const MY_CODE = `{ event { myReferralCode } }`;
const EARNINGS = `query ($filter: EarningsFilter) { event { earnings(filter: $filter) { totals { grossSales serviceFee processingFee taxes net } } } }`;
const DETAIL = `query ($slugOrId: String!, $attendeeId: ID!) { event { attendee(slugOrId: $slugOrId, attendeeId: $attendeeId) { bookings { referralCode } } } }`;
const LIST = `query ($slugOrId: String!) { event { attendees(slugOrId: $slugOrId) { nodes { attendeeId user { userId } } } } }`;

const CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Sam Rivera" };

/** A paid event of the host at $25.00 a Day Pass, with the given tax settings. */
async function taxedEvent(columns: { taxRateBasisPoints?: number; isTaxInclusive?: boolean; isAllInPricing?: boolean } = {}) {
  return createEvent(api, {
    createdByUserId: host.userId,
    ...columns,
    tickets: [{ ticketType: "Day Pass", kind: "PAID", priceCents: 2500, currency: "USD", limitedAmount: 50, gratuityPercentage: 10 }],
  });
}

const order = (eventId: string, eventTicketId: string, quantity: number, referralCode?: string) => ({ eventId, items: [{ eventTicketId, quantity }], referralCode });

async function quote(token: string | undefined, input: ReturnType<typeof order>) {
  return (await api.graphql(COST, { input }, token ? { token } : {})).body;
}

async function buyAndPay(token: string, input: ReturnType<typeof order>) {
  const started = (await api.graphql(PURCHASE, { input }, { token })).body;
  expect(started.errors).toBeUndefined();
  const { checkoutUrl, booking } = started.data.event.purchaseTickets;
  const checkoutId = new URL(checkoutUrl).pathname.split("/").pop();
  const page = await fetch(`${api.url}/dev/payments/${checkoutId}`).then((r) => r.json());
  const paid = await api.post(`/dev/payments/${checkoutId}/pay`, CARD);
  expect(paid.body.status).toBe("paid");
  return { booking, page };
}

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
  buyer = await createVerifiedUser(api);
  friend = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("the event's tax rate", () => {
  test("its host sets a rate of 0 to 100 with at most 2 decimals, added or included; anything else is refused at the field", async () => {
    const { event } = await taxedEvent();
    const saved = await api.graphql(SETTINGS, { eventId: event.id, input: eventSettingsInput({ taxRate: 8.25, isTaxInclusive: true }) }, { token: host.token });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.event.updateSettings).toEqual({ taxRate: 8.25, isTaxInclusive: true, isAllInPricing: false });
    const [row] = await api.platform.deps.db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ taxRateBasisPoints: 825, isTaxInclusive: true });

    for (const taxRate of [8.255, -1, 100.01]) {
      const refused = await api.graphql(SETTINGS, { eventId: event.id, input: eventSettingsInput({ taxRate }) }, { token: host.token });
      expect(refused.body.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { taxRate: eventSettingsMessages.taxRateInvalid } });
    }
    // Saving the other settings without the tax fields keeps them.
    const kept = await api.graphql(SETTINGS, { eventId: event.id, input: eventSettingsInput() }, { token: host.token });
    expect(kept.body.data.event.updateSettings).toMatchObject({ taxRate: 8.25, isTaxInclusive: true });
    const stranger = await api.graphql(SETTINGS, { eventId: event.id, input: eventSettingsInput({ taxRate: 5 }) }, { token: buyer.token });
    expect(stranger.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
  });

  test("an added tax is a line of the breakdown and of the charge; the host's earnings leave it out", async () => {
    const { event, tickets } = await taxedEvent({ taxRateBasisPoints: 825 });
    const cost = (await quote(buyer.token, order(event.id, tickets[0].id, 2))).data.event.ticketCost;
    // 8.25 % of 50.00; service fee 5 % + 0.99 × 2; gratuity 10 %.
    expect(cost).toMatchObject({ taxRate: 8.25, isTaxInclusive: false, subTotal: 5000, totalGratuity: 500, serviceFee: 448, totalTaxes: 413, hostBalance: 5500 });
    expect(cost.total).toBe(5000 + 500 + 448 + 413 + cost.processingFee);

    const { booking, page } = await buyAndPay(buyer.token, order(event.id, tickets[0].id, 2));
    expect(booking).toMatchObject({ totalPrice: cost.total, totalTaxes: 413, taxRate: 8.25, isTaxInclusive: false });
    expect(page.lines).toContainEqual(expect.objectContaining({ name: "Taxes", unitAmountCents: 413 }));
    expect(page.amountCents).toBe(cost.total);

    const totals = (await api.graphql(EARNINGS, { filter: { eventId: event.id } }, { token: host.token })).body.data.event.earnings.totals;
    expect(totals).toEqual([{ grossSales: cost.total, serviceFee: 448, processingFee: cost.processingFee, taxes: 413, net: 5500 }]);
    expect(totals[0].grossSales - totals[0].serviceFee - totals[0].processingFee - totals[0].taxes).toBe(totals[0].net);
  });

  test("an included tax is inside the price: shown in the breakdown, not charged again, and not the host's", async () => {
    const { event, tickets } = await taxedEvent({ taxRateBasisPoints: 1000, isTaxInclusive: true });
    const cost = (await quote(buyer.token, order(event.id, tickets[0].id, 1))).data.event.ticketCost;
    // 25.00 includes 10 %: 22.73 before tax, 2.27 of tax; the service fee is on the pre-tax price.
    expect(cost).toMatchObject({ taxRate: 10, isTaxInclusive: true, subTotal: 2500, totalTaxes: 227, serviceFee: 114 + 99, hostBalance: 2500 + 250 - 227 });
    expect(cost.total).toBe(2500 + 250 + 213 + cost.processingFee);

    const { booking, page } = await buyAndPay(buyer.token, order(event.id, tickets[0].id, 1));
    expect(booking).toMatchObject({ totalPrice: cost.total, totalTaxes: 227, isTaxInclusive: true });
    expect(page.lines.map((line: { name: string }) => line.name)).not.toContain("Taxes");
    const totals = (await api.graphql(EARNINGS, { filter: { eventId: event.id } }, { token: host.token })).body.data.event.earnings.totals;
    expect(totals).toEqual([{ grossSales: cost.total, serviceFee: 213, processingFee: cost.processingFee, taxes: 227, net: 2523 }]);
  });

  test("all-in with an added tax: the buyer pays the price and the tax, which the charge lists", async () => {
    const { event, tickets } = await taxedEvent({ taxRateBasisPoints: 500, isAllInPricing: true });
    const cost = (await quote(buyer.token, order(event.id, tickets[0].id, 1))).data.event.ticketCost;
    expect(cost).toMatchObject({ isAllInPricing: true, totalTaxes: 125, total: 2500 + 250 + 125 });
    const { page } = await buyAndPay(buyer.token, order(event.id, tickets[0].id, 1));
    expect(page.lines.map((line: { name: string }) => line.name)).toEqual(["Day Pass", "Gratuity", "Taxes"]);
    expect(page.amountCents).toBe(cost.total);
  });
});

describe("referral codes", () => {
  test("each member has one code, the same every time", async () => {
    const first = (await api.graphql(MY_CODE, {}, { token: friend.token })).body.data.event.myReferralCode;
    expect(first).toMatch(/^[2-9A-Z]{8}$/);
    expect((await api.graphql(MY_CODE, {}, { token: friend.token })).body.data.event.myReferralCode).toBe(first);
    expect((await api.graphql(MY_CODE, {}, { token: buyer.token })).body.data.event.myReferralCode).not.toBe(first);
    expect((await api.graphql(MY_CODE)).body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });

  test("an unknown code or the buyer's own is refused at the field; another member's is recorded on the booking and shown to the host", async () => {
    const { event, tickets } = await taxedEvent();
    const unknown = await quote(buyer.token, order(event.id, tickets[0].id, 1, "NOPE2345"));
    expect(unknown.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { referralCode: checkoutMessages.referralUnknown } });
    const own = (await api.graphql(MY_CODE, {}, { token: buyer.token })).body.data.event.myReferralCode;
    const refused = (await api.graphql(PURCHASE, { input: order(event.id, tickets[0].id, 1, own) }, { token: buyer.token })).body;
    expect(refused.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { referralCode: checkoutMessages.referralOwn } });
    expect(await api.platform.deps.db.select().from(bookings).where(eq(bookings.eventId, event.id))).toHaveLength(0);

    const code = (await api.graphql(MY_CODE, {}, { token: friend.token })).body.data.event.myReferralCode;
    // Typed in lower case with a space, as read out: it matches.
    const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`;
    expect((await quote(buyer.token, order(event.id, tickets[0].id, 1, typed))).data.event.ticketCost.referralCode).toBe(code);
    const { booking } = await buyAndPay(buyer.token, order(event.id, tickets[0].id, 1, typed));
    expect(booking.referralCode).toBe(code);
    const [row] = await api.platform.deps.db.select().from(bookings).where(eq(bookings.id, booking.transactionId));
    expect(row).toMatchObject({ referralCode: code, referrerUserId: friend.userId });

    const list = (await api.graphql(LIST, { slugOrId: event.id }, { token: host.token })).body.data.event.attendees.nodes;
    const attendeeId = list.find((node: { user: { userId: string } }) => node.user.userId === buyer.userId).attendeeId;
    const detail = (await api.graphql(DETAIL, { slugOrId: event.id, attendeeId }, { token: host.token })).body.data.event.attendee;
    expect(detail.bookings).toEqual([{ referralCode: code }]);

    const csv = await fetch(`${api.url}/hosting/events/${event.id}/attendees.csv`, { headers: { Authorization: `Bearer ${host.token}` } });
    const rows: Record<string, string>[] = parse(await csv.text(), { columns: true, bom: true });
    expect(rows.find((r) => r["Purchased items"] === "Day Pass x1")?.["Referral codes"]).toBe(code);
  });
});

describe("simulating a ticket's cost", () => {
  test("for the same price and settings it is exactly what the checkout quotes, with added, included or no tax, all-in or not", async () => {
    const settings = [
      { taxRateBasisPoints: 825 },
      { taxRateBasisPoints: 1000, isTaxInclusive: true },
      { taxRateBasisPoints: 0 },
      { taxRateBasisPoints: 700, isAllInPricing: true },
    ];
    for (const columns of settings) {
      const { event, tickets } = await taxedEvent(columns);
      const checkout = (await quote(buyer.token, order(event.id, tickets[0].id, 3))).data.event.ticketCost;
      const simulated = await api.graphql(SIMULATE, { eventId: event.id, items: [{ price: 2500, quantity: 3, gratuityPercentage: 10 }] }, { token: host.token });
      expect(simulated.body.errors).toBeUndefined();
      expect(simulated.body.data.event.simulateTicketCost).toEqual(checkout);
    }
  });

  test("all-in pricing can be tried without changing the event", async () => {
    const { event, tickets } = await taxedEvent({ taxRateBasisPoints: 825 });
    const allIn = (await api.graphql(SIMULATE, { eventId: event.id, items: [{ price: 2500, quantity: 1 }], isAllInPricing: true }, { token: host.token })).body.data.event.simulateTicketCost;
    expect(allIn).toMatchObject({ isAllInPricing: true, total: 2500 + 206, totalTaxes: 206 });
    expect((await quote(buyer.token, order(event.id, tickets[0].id, 1))).data.event.ticketCost.isAllInPricing).toBe(false);
  });

  test("only the event's editors may simulate; a price out of range is refused at the field", async () => {
    const { event } = await taxedEvent();
    const stranger = await api.graphql(SIMULATE, { eventId: event.id, items: [{ price: 2500, quantity: 1 }] }, { token: buyer.token });
    expect(stranger.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    const cheap = await api.graphql(SIMULATE, { eventId: event.id, items: [{ price: 10, quantity: 1 }] }, { token: host.token });
    expect(cheap.body.errors[0].extensions.fields).toEqual({ price: ticketEditorMessages.priceRange });
  });
});
