// Money back (ADR 0053): a host cancels an event with two paid bookings; both buyers see it
// cancelled and their payment refunded, the host's earnings drop, and the tickets no longer scan.
// A host refunds one ticket of a booking from the attendee page, then the rest; the door says why
// the refunded ticket is refused. Runs with JavaScript on and off: every step is a real form.
import type { APIRequestContext } from "@playwright/test";
import { moneyMessages } from "../../contract/hosting/money-messages";
import { expect, hostEvent, submitLoginForm, test } from "../support";
import { apiSignIn, createMember, graphql } from "../support/members";

const PURCHASE = `mutation ($input: TicketOrderInput!) { event { purchaseTickets(input: $input) { checkoutUrl booking { transactionId totalPrice } } } }`;
const MY_PASSES = `query ($id: String!) { event { bySlugOrId(slugOrId: $id) { my { tickets { ticketType status passToken } } } } }`;
const CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Robin Buyer" };

/** A new member buys the items through the sandbox checkout with its good card; their booking and passes by ticket type. */
async function buyThroughSandbox(request: APIRequestContext, eventId: string, items: { eventTicketId: string; quantity: number }[], name: string) {
  const buyer = await createMember(request, "buyer", { name });
  const token = await apiSignIn(request, buyer.email, buyer.password);
  const { event } = await graphql<{ event: { purchaseTickets: { checkoutUrl: string; booking: { transactionId: string; totalPrice: number } } } }>(request, token, PURCHASE, {
    input: { eventId, items },
  });
  const checkoutId = new URL(event.purchaseTickets.checkoutUrl).pathname.split("/").pop();
  const paid = await request.post(`/api/dev/payments/${checkoutId}/pay`, { data: CARD });
  expect(await paid.json()).toMatchObject({ status: "paid" });
  const held = await graphql<{ event: { bySlugOrId: { my: { tickets: { ticketType: string; status: string; passToken: string | null }[] } } } }>(request, token, MY_PASSES, {
    id: eventId,
  });
  const passes = new Map(held.event.bySlugOrId.my.tickets.map((ticket) => [ticket.ticketType, ticket.passToken ?? ""]));
  const { transactionId: bookingId, totalPrice } = event.purchaseTickets.booking;
  return { buyer, bookingId, paid: `$${(totalPrice / 100).toFixed(2)}`, passes };
}

// Each journey arranges an event and its buyers through the API first: more than a page's time.
test.slow();

test("a host cancels an event with two paid bookings: both buyers see it cancelled and refunded, the earnings drop, the tickets no longer scan", async ({
  page,
  request,
  member,
  browser,
  outbox,
}, testInfo) => {
  const token = await apiSignIn(request, member.email, member.password);
  const name = `Rained Out ${Date.now()}`;
  const { eventId, slug, ticketIds } = await hostEvent(request, token, {
    name,
    startsInDays: 0.02,
    tickets: [{ ticketType: "Standard", kind: "PAID", price: 2000, limitedAmount: 50 }],
  });
  const first = await buyThroughSandbox(request, eventId, [{ eventTicketId: ticketIds[0], quantity: 1 }], "Robin Early");
  const second = await buyThroughSandbox(request, eventId, [{ eventTicketId: ticketIds[0], quantity: 2 }], "Sky Later");

  const earnings = page.getByRole("table", { name: "Earnings" });
  await page.goto(`/rep-club/events/${eventId}/revenue`);
  await expect(earnings.getByRole("row", { name: /Net to you/ })).toContainText("$60.00");

  await page.goto(`/events/edit/${eventId}`);
  await page.getByText("Cancel this event").click();
  await page.getByRole("button", { name: "Cancel event and refund everyone" }).click();
  await expect(page).toHaveURL(`/events/${slug}`);
  await expect(page.getByText(moneyMessages.eventCancelled).first()).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();

  await page.goto(`/rep-club/events/${eventId}/revenue`);
  await expect(earnings.getByRole("row", { name: /Net to you/ })).toContainText("$0.00");

  // The door refuses both buyers' tickets, and says why.
  await page.goto(`/rep-club/events/${eventId}/door`);
  const result = page.locator(".door-result-region");
  for (const { passes } of [first, second]) {
    await page.getByLabel("Ticket code").fill(passes.get("Standard")!);
    await page.getByRole("button", { name: "Check ticket" }).click();
    await expect(result.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(result).toContainText("This ticket or its event was cancelled.");
  }

  // Each buyer: told by e-mail, and their order shows the event cancelled and the payment refunded.
  for (const { buyer, bookingId, paid } of [first, second]) {
    const mail = await outbox.latest(buyer.email, { where: (message) => message.subject === moneyMessages.cancelledEventEmailSubject(name) });
    expect(mail.text).toContain(moneyMessages.cancelledEventRefundLine);
    const context = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
    try {
      const buyerPage = await context.newPage();
      await buyerPage.goto(`/auth/login?to=${encodeURIComponent(`/events/${slug}/checkout/${bookingId}`)}`);
      await submitLoginForm(buyerPage, buyer);
      await expect(buyerPage).toHaveURL(`/events/${slug}/checkout/${bookingId}`);
      await expect(buyerPage.getByRole("heading", { level: 1, name: "Your payment was refunded" })).toBeVisible();
      await expect(buyerPage.getByText("Cancelled", { exact: true })).toBeVisible();
      await expect(buyerPage.getByRole("listitem").filter({ hasText: "Refunded" })).toContainText(paid);
      await buyerPage.goto(`/events/${slug}`);
      await expect(buyerPage.getByRole("heading", { level: 2, name: "This event was cancelled" })).toBeVisible();
      await expect(buyerPage.getByText("(refunded)").first()).toBeVisible();
    } finally {
      await context.close();
    }
  }
});

test("a host refunds one ticket of a booking from the attendee page, then the rest; the refunded ticket is refused at the door", async ({ page, request, member }) => {
  const token = await apiSignIn(request, member.email, member.password);
  const { eventId, ticketIds } = await hostEvent(request, token, {
    name: `Refund Evening ${Date.now()}`,
    startsInDays: 0.02,
    tickets: [
      { ticketType: "Standard", kind: "PAID", price: 2000, limitedAmount: 50 },
      { ticketType: "Balcony", kind: "PAID", price: 5000, limitedAmount: 10 },
    ],
  });
  const { passes } = await buyThroughSandbox(
    request,
    eventId,
    [
      { eventTicketId: ticketIds[0], quantity: 1 },
      { eventTicketId: ticketIds[1], quantity: 1 },
    ],
    "Quinn Twoseats",
  );

  await page.goto(`/rep-club/events/${eventId}/approval`);
  await page.getByRole("link", { name: "Quinn Twoseats" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Quinn Twoseats" })).toBeVisible();
  await page.getByRole("button", { name: "Refund ticket Balcony" }).click();
  await expect(page.getByText(moneyMessages.refundDone).first()).toBeVisible();
  const tickets = page.getByRole("region", { name: "Tickets" });
  await expect(tickets.getByRole("listitem").filter({ hasText: "Balcony" })).toContainText("refunded");
  await expect(page.getByRole("button", { name: "Refund ticket Balcony" })).toHaveCount(0);
  const bookings = page.getByRole("region", { name: "Bookings" });
  await expect(bookings.getByText(/Refunded: \$\d+\.\d\d for 1 ticket\(s\)/)).toBeVisible();

  await page.goto(`/rep-club/events/${eventId}/door`);
  const result = page.locator(".door-result-region");
  await page.getByLabel("Ticket code").fill(passes.get("Balcony")!);
  await page.getByRole("button", { name: "Check ticket" }).click();
  await expect(result.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(result).toContainText("This ticket was refunded: it no longer admits anyone.");
  await page.getByLabel("Ticket code").fill(passes.get("Standard")!);
  await page.getByRole("button", { name: "Check ticket" }).click();
  await expect(result.getByText("Admitted", { exact: true })).toBeVisible();

  // The rest of the booking.
  await page.goto(`/rep-club/events/${eventId}/approval`);
  await page.getByRole("link", { name: "Quinn Twoseats" }).click();
  await page.getByRole("button", { name: /^Refund \$/ }).click();
  await expect(page.getByText(moneyMessages.refundDone).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Bookings" }).getByText(/ · Refunded · /)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Refund/ })).toHaveCount(0);
});
