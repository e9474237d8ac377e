// Paid tickets that need the host's approval (docs/decisions/0054), with the local sandbox
// provider: paying only holds the amount on the card; the host's decline releases it (nothing
// charged, no ticket), the host's approval takes it (charged once, the ticket issued, the
// host's revenue credited). Runs with JavaScript on and off: every step is a real form.
import type { APIRequestContext, Page } from "@playwright/test";
import { checkoutMessages } from "../../contract/events/messages";
import { expect, hostEvent, test } from "../support";
import { apiSignIn, createMember, graphql, type Member } from "../support/members";

const CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Jordan Lee" };
const PURCHASE = `mutation ($input: TicketOrderInput!) { event { purchaseTickets(input: $input) { checkoutUrl booking { transactionId } } } }`;

/** A new host's event whose Reviewed Pass ($30.00) needs the host's approval. */
async function approvalEvent(request: APIRequestContext, name: string) {
  const host = await createMember(request, "host", { name: `Harper Host ${Date.now().toString(36)}` });
  const token = await apiSignIn(request, host.email, host.password);
  const { eventId, slug, ticketIds } = await hostEvent(request, token, {
    name,
    startsInDays: 10,
    tickets: [{ ticketType: "Reviewed Pass", kind: "PAID", price: 3000, limitedAmount: 20, isRequiredApproval: true }],
  });
  return { host, eventId, slug, ticketId: ticketIds[0] };
}

/** The sandbox's record of a checkout: authorized (held), complete (charged) or canceled (released). */
async function sandboxStatus(request: APIRequestContext, checkoutId: string): Promise<string> {
  const answer = await request.get(`/api/dev/payments/${checkoutId}`);
  return ((await answer.json()) as { status: string }).status;
}

async function signInAs(page: Page, signIn: (who: Member) => Promise<void>, who: Member) {
  await page.context().clearCookies();
  await signIn(who);
  await expect(page).toHaveURL(/\/events$/);
}

test("a paid request is held on the card, the host declines it, and nothing is charged", async ({ page, request, member, signIn }) => {
  test.setTimeout(180_000);
  const name = `Listening Session ${Date.now().toString(36)}`;
  const { host, eventId, slug } = await approvalEvent(request, name);

  // The buyer asks for the ticket: the event page and the checkout say it needs approval.
  await page.goto(`/events/${slug}`);
  await expect(page.getByText("Requires approval")).toBeVisible();
  await page.getByRole("button", { name: "Buy Reviewed Pass" }).click();
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await expect(page.getByText("This ticket needs the host's approval. Paying only holds the amount on your card")).toBeVisible();
  const total = (await page.getByRole("table", { name: "What you pay" }).locator("tfoot td").textContent())!.trim();
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/dev\/pay\/[0-9a-f-]{36}$/);
  const checkoutId = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByLabel("Card number").fill(CARD.number);
  await page.getByLabel("Expiry (MM/YY)").fill(CARD.expiry);
  await page.getByLabel("Security code").fill(CARD.cvc);
  await page.getByLabel("Name on card").fill(CARD.name);
  await page.getByRole("button", { name: `Pay ${total}` }).click();

  // Back on the order: awaiting the host, the money held, not taken.
  await expect(page.getByRole("heading", { name: "Awaiting the host's approval" })).toBeVisible();
  await expect(page.getByText(checkoutMessages.awaitingApproval)).toBeVisible();
  await expect(page.getByRole("table", { name: "Your order" }).locator("tfoot")).toContainText(`Held, not charged${total}`);
  const orderPage = page.url();
  expect(await sandboxStatus(request, checkoutId)).toBe("authorized");
  await page.goto(`/events/${slug}`);
  await expect(page.getByRole("heading", { name: "Waiting for approval" })).toBeVisible();
  await expect(page.getByText("1 × Reviewed Pass (pending)")).toBeVisible();

  // The host sees the request with its price and declines it.
  await signInAs(page, signIn, host);
  await page.goto(`/rep-club/events/${eventId}/approval?filter=PENDING`);
  const row = page.getByRole("row").filter({ hasText: member.name });
  await expect(row).toContainText("Reviewed Pass · $30.00, not charged until approved");
  await page.getByRole("button", { name: `Decline ${member.name}` }).click();
  await expect(page.getByText("1 processed, 0 failed, 0 skipped.")).toBeVisible();

  // Nothing was charged: the hold is released at the provider, the order says so, no ticket.
  expect(await sandboxStatus(request, checkoutId)).toBe("canceled");
  await signInAs(page, signIn, member);
  await page.goto(orderPage);
  await expect(page.getByRole("heading", { name: "Your request was not approved" })).toBeVisible();
  await expect(page.getByText(checkoutMessages.requestDeclined)).toBeVisible();
  await page.goto(`/dev/pay/${checkoutId}`);
  await expect(page.getByRole("heading", { name: "Authorisation released: nothing was charged" })).toBeVisible();
  await page.goto(`/events/${slug}`);
  await expect(page.getByText("Reviewed Pass (confirmed)")).toHaveCount(0);
});

test("the host approves a paid request: the card is charged once and the ticket issued", async ({ page, request, member, signIn }) => {
  test.setTimeout(180_000);
  const name = `Tasting Table ${Date.now().toString(36)}`;
  const { host, eventId, slug, ticketId } = await approvalEvent(request, name);
  // The buyer's request, paid through the sandbox's API as its page would.
  const token = await apiSignIn(request, member.email, member.password);
  const { event } = await graphql<{ event: { purchaseTickets: { checkoutUrl: string; booking: { transactionId: string } } } }>(request, token, PURCHASE, {
    input: { eventId, items: [{ eventTicketId: ticketId, quantity: 1 }] },
  });
  const checkoutId = new URL(event.purchaseTickets.checkoutUrl).pathname.split("/").pop()!;
  const paid = await request.post(`/api/dev/payments/${checkoutId}/pay`, { data: CARD });
  expect(await paid.json()).toMatchObject({ status: "paid" });
  expect(await sandboxStatus(request, checkoutId)).toBe("authorized");

  await signInAs(page, signIn, host);
  await page.goto(`/rep-club/events/${eventId}/approval?filter=PENDING`);
  await page.getByLabel(`Choose ${member.name}`).check();
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByText("1 processed, 0 failed, 0 skipped.")).toBeVisible();
  expect(await sandboxStatus(request, checkoutId)).toBe("complete");
  await page.goto(`/rep-club/events/${eventId}/revenue`);
  await expect(page.getByRole("table", { name: "Tickets sold per ticket type" }).getByRole("row", { name: /Reviewed Pass/ })).toContainText("1$30.00");

  await signInAs(page, signIn, member);
  await page.goto(`/events/${slug}/checkout/${event.purchaseTickets.booking.transactionId}`);
  await expect(page.getByRole("heading", { name: "You're going!" })).toBeVisible();
  await expect(page.getByText("Payment received (Visa •••• 4242)")).toBeVisible();
  await page.getByRole("link", { name: "See your tickets" }).click();
  await expect(page.getByText("1 × Reviewed Pass (confirmed)")).toBeVisible();
});
