// Money for hosts (spec 2 §7): a host whose paid ticket sold through the sandbox sees the
// revenue, requests a payout and sees it pending; a request over the balance is refused at
// the amount with what was typed kept. Ticket limits: raising one, taking one off sale.
// The team's payout queue: support staff record a failed payout (a note is required) and the
// host is e-mailed. Runs with JavaScript on and off: every step is a real form.
import type { APIRequestContext } from "@playwright/test";
import { payoutEmails, payoutQueueMessages } from "../../contract/hosting/money-messages";
import { expect, hostEvent, test } from "../support";
import { apiSignIn, createMember, graphql } from "../support/members";

const PURCHASE = `mutation ($input: TicketOrderInput!) { event { purchaseTickets(input: $input) { checkoutUrl } } }`;
const CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Robin Buyer" };

/** A second member buys `quantity` of the ticket through the sandbox checkout, paying with its good card. */
async function buyThroughSandbox(request: APIRequestContext, eventId: string, eventTicketId: string, quantity: number) {
  const buyer = await createMember(request, "buyer", { name: "Robin Buyer" });
  const token = await apiSignIn(request, buyer.email, buyer.password);
  const { event } = await graphql<{ event: { purchaseTickets: { checkoutUrl: string } } }>(request, token, PURCHASE, {
    input: { eventId, items: [{ eventTicketId, quantity }] },
  });
  const checkoutId = new URL(event.purchaseTickets.checkoutUrl).pathname.split("/").pop();
  const paid = await request.post(`/api/dev/payments/${checkoutId}/pay`, { data: CARD });
  expect(await paid.json()).toMatchObject({ status: "paid" });
}

test("a host sees a sold ticket's revenue, requests a payout, and cannot request more than the balance", async ({ page, request, member }) => {
  const token = await apiSignIn(request, member.email, member.password);
  const name = `Money Night ${Date.now()}`;
  const { eventId, ticketIds } = await hostEvent(request, token, {
    name,
    startsInDays: 9,
    tickets: [{ ticketType: "Standard", kind: "PAID", price: 2000, limitedAmount: 50 }],
  });
  await buyThroughSandbox(request, eventId, ticketIds[0], 2);

  await page.goto(`/rep-club/events/${eventId}/revenue`);
  await expect(page.getByRole("heading", { level: 2, name: "Revenue" })).toBeVisible();
  const earnings = page.getByRole("table", { name: "Earnings" });
  await expect(earnings.getByRole("row", { name: /Net to you/ })).toContainText("$40.00");
  await expect(earnings.getByRole("row", { name: /Service fee/ })).toContainText("−$");
  await expect(page.getByRole("table", { name: "Tickets sold per ticket type" }).getByRole("row", { name: /Standard/ })).toContainText("2$40.00");
  await expect(page.getByText("Payout requests are reviewed by our team")).toBeVisible();

  const amount = page.getByLabel("Amount (USD)");
  await expect(amount).toHaveValue("40.00");
  await amount.fill("15.00");
  await page.getByRole("button", { name: "Request payout" }).click();
  await expect(page.getByText("Payout requested. Our team reviews it").first()).toBeVisible();
  const requests = page.getByRole("table", { name: "Payout requests" });
  await expect(requests.getByRole("row", { name: /Pending review/ })).toContainText("$15.00");
  await expect(page.getByRole("definition").first()).toHaveText("$25.00");

  // A second request over what is left: the rule at the amount, the typed amount kept, nothing requested.
  await page.getByLabel("Amount (USD)").fill("30.00");
  await page.getByRole("button", { name: "Request payout" }).click();
  await expect(page.getByText("The amount is more than your available balance of $25.00.")).toBeVisible();
  await expect(page.getByLabel("Amount (USD)")).toHaveValue("30.00");
  await expect(page.getByLabel("Amount (USD)")).toHaveAttribute("aria-invalid", "true");
  await expect(requests.getByRole("row", { name: /Pending review/ })).toHaveCount(1);

  // Across the host's events.
  await page.goto("/rep-club/events/revenue");
  await expect(page.getByRole("heading", { level: 1, name: "Revenue" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Earnings by event" }).getByRole("row", { name: new RegExp(name) })).toContainText("$40.00");
  await page.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/rep-club/events/${eventId}/revenue$`));
});

test("a host raises a ticket's limit and takes another off the event page", async ({ page, request, member }) => {
  const token = await apiSignIn(request, member.email, member.password);
  const { eventId, slug } = await hostEvent(request, token, {
    name: `Limits Evening ${Date.now()}`,
    startsInDays: 6,
    tickets: [
      { ticketType: "Early", limitedAmount: 10 },
      { ticketType: "Late", limitedAmount: 5 },
    ],
  });

  await page.goto(`/rep-club/events/${eventId}/tickets`);
  await expect(page.getByRole("heading", { level: 2, name: "Ticket limits" })).toBeVisible();
  await page.getByLabel("New limit for Early").fill("25");
  await page.getByRole("button", { name: "Raise limit of Early" }).click();
  await expect(page.getByText("Ticket limit raised.").first()).toBeVisible();
  await expect(page.getByText("0 taken · 25 of 25 left")).toBeVisible();

  await page.getByLabel("Offer Late").uncheck();
  await page.getByRole("button", { name: "Save tickets on the event page" }).click();
  await expect(page.getByText("The tickets shown on the event page were saved.").first()).toBeVisible();
  await expect(page.getByLabel("Offer Late")).not.toBeChecked();

  await page.goto(`/events/${slug}`);
  await expect(page.getByText("Early").first()).toBeVisible();
  await expect(page.getByText("Late", { exact: true })).toHaveCount(0);
});

test("an event's revenue page is not found for an unknown event", async ({ page, member: _member }) => {
  const answer = await page.goto("/rep-club/events/00000000-0000-4000-8000-000000000000/revenue");
  expect(answer?.status()).toBe(404);
});

test("support staff record a failed payout with a note for the host, who is e-mailed", async ({ page, request, freshMember, supportAgent: _signedIn, outbox }) => {
  const token = await apiSignIn(request, freshMember.email, freshMember.password);
  const name = `Payout Queue Night ${Date.now()}`;
  const { eventId, ticketIds } = await hostEvent(request, token, { name, startsInDays: 8, tickets: [{ ticketType: "Standard", kind: "PAID", price: 2000, limitedAmount: 20 }] });
  await buyThroughSandbox(request, eventId, ticketIds[0], 1);
  await graphql(request, token, `mutation ($input: PayoutRequestInput!) { event { requestPayout(input: $input) { requestId } } }`, {
    input: { eventId, amount: 2000, idempotencyKey: `queue-${Date.now()}` },
  });

  await page.goto("/support/payouts");
  await expect(page.getByRole("heading", { level: 1, name: "Payout queue" })).toBeVisible();
  const form = page.getByRole("form", { name: `Record the payout of $20.00 for ${name}` });
  await form.getByLabel("Failed").check();
  await form.getByRole("button", { name: "Record" }).click();
  await expect(page.getByText(payoutQueueMessages.noteRequired)).toBeVisible();

  const again = page.getByRole("form", { name: `Record the payout of $20.00 for ${name}` });
  await expect(again.getByLabel("Failed")).toBeChecked();
  await again.getByLabel("Note for the host").fill("The bank refused the account number.");
  await again.getByRole("button", { name: "Record" }).click();
  await expect(page.getByText(payoutQueueMessages.settled("FAILED")).first()).toBeVisible();
  await expect(page.getByRole("form", { name: `Record the payout of $20.00 for ${name}` })).toHaveCount(0);

  await page.getByRole("link", { name: /^Failed/ }).click();
  await expect(page.getByText("Note: The bank refused the account number.").first()).toBeVisible();
  const mail = await outbox.latest(freshMember.email, { where: (message) => message.subject === payoutEmails.subject("FAILED", name) });
  expect(mail.text).toContain("The bank refused the account number.");
});
