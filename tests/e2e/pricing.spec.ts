// Pricing: a member's referral code on their profile, entered by another member at checkout
// (an unknown one refused at the field) and seen by the host on the attendee's page; the
// host's tax rate on the Settings tab and the Tickets tab's "Simulate ticket cost", whose
// figures are the checkout's. Runs with JavaScript on and off.
import type { Page } from "@playwright/test";
import { createMember, DEMO_HOST, expect, graphql, hostEvent, test } from "../support";

const CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Riley Park" };
const COST = `query ($input: TicketOrderInput!) { event { ticketCost(input: $input) { total hostBalance totalTaxes } } }`;

const money = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

async function switchTo(page: Page, signIn: (who: { email: string; password: string }) => Promise<void>, who: { email: string; password: string }) {
  await page.context().clearCookies();
  await signIn(who);
  await expect(page).toHaveURL(/\/events$/);
}

test("a buyer enters another member's referral code at checkout, and the host sees it on the attendee's page", async ({ page, request, hostToken, signIn }) => {
  const stamp = Date.now();
  const { eventId, slug } = await hostEvent(request, hostToken, {
    name: `Rooftop Cinema ${stamp}`,
    startsInDays: 12,
    tickets: [{ ticketType: "Deck Chair", kind: "PAID", price: 1800, limitedAmount: 40 }],
  });
  const [friend, buyer] = await Promise.all([
    createMember(request, "referrer", { name: "Casey Referrer" }),
    createMember(request, "buyer", { name: `Riley Buyer ${stamp}` }),
  ]);

  // The referrer finds their code on their profile.
  await switchTo(page, signIn, friend);
  await page.goto("/profile");
  const code = (await page.getByRole("region", { name: "My referral code" }).locator("strong").textContent())!.trim();
  expect(code).toMatch(/^[2-9A-Z]{8}$/);

  await switchTo(page, signIn, buyer);
  await page.goto(`/events/${slug}`);
  await page.getByRole("button", { name: "Buy Deck Chair" }).click();
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  const pay = page.getByRole("button", { name: /^Pay / });

  await page.getByText("Have a referral code?").click();
  const field = page.getByLabel("Referral code");
  await field.fill("WRONG234");
  await pay.click();
  await expect(page.getByLabel("Referral code")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("This referral code does not exist. Check it with the member who shared it.")).toBeVisible();
  await expect(page.getByLabel("Referral code")).toHaveValue("WRONG234");

  await page.getByLabel("Referral code").fill(code.toLowerCase());
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/dev\/pay\/[0-9a-f-]{36}$/);
  await page.getByLabel("Card number").fill(CARD.number);
  await page.getByLabel("Expiry (MM/YY)").fill(CARD.expiry);
  await page.getByLabel("Security code").fill(CARD.cvc);
  await page.getByLabel("Name on card").fill(CARD.name);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "You're going!" })).toBeVisible();

  await switchTo(page, signIn, DEMO_HOST);
  await page.goto(`/rep-club/events/${eventId}/approval`);
  await page.getByRole("link", { name: "Approved (1)" }).click();
  await page.getByRole("link", { name: buyer.name }).click();
  await expect(page.getByRole("region", { name: "Bookings" })).toContainText(`referral code ${code}`);
});

test("the host sets a tax rate on the Settings tab, and simulates a ticket's cost on the Tickets tab with the checkout's figures", async ({ page, request, hostToken, host: _signedIn, javaScriptEnabled }) => {
  const { eventId, ticketIds } = await hostEvent(request, hostToken, {
    name: `Harbour Lights ${Date.now()}`,
    startsInDays: 15,
    tickets: [{ ticketType: "Standing", kind: "PAID", price: 2500, limitedAmount: 100 }],
  });

  await page.goto(`/events/edit/${eventId}?tab=settings`);
  const rate = page.getByLabel("Tax rate (%)");
  await rate.fill("8.255");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByLabel("Tax rate (%)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter a tax rate between 0 and 100, with at most 2 decimals.")).toBeVisible();
  await page.getByLabel("Tax rate (%)").fill("8.25");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("The settings were saved.").first()).toBeVisible();
  await expect(page.getByLabel("Tax rate (%)")).toHaveValue("8.25");

  // What the checkout charges for one Standing ticket under these settings.
  const { event } = await graphql<{ event: { ticketCost: { total: number; hostBalance: number; totalTaxes: number } } }>(request, hostToken, COST, {
    input: { eventId, items: [{ eventTicketId: ticketIds[0], quantity: 1 }] },
  });
  expect(event.ticketCost.totalTaxes).toBe(206);

  await page.goto(`/events/edit/${eventId}?tab=guest`);
  const simulator = page.getByRole("region", { name: "Simulate ticket cost" });
  await simulator.getByLabel("Price ($)").fill("0.10");
  await simulator.getByRole("button", { name: "Calculate" }).click();
  await expect(simulator.getByText("A paid ticket costs between $0.50 and $10,000.00.")).toBeVisible();
  await expect(simulator.getByLabel("Price ($)")).toHaveValue("0.10");

  await simulator.getByLabel("Price ($)").fill("25.00");
  await simulator.getByRole("button", { name: "Calculate" }).click();
  const figures = simulator.getByRole("table", { name: "What the buyer pays" });
  await expect(figures.getByRole("row", { name: "Taxes (8.25 %)" })).toContainText(money(206));
  await expect(figures.getByRole("row", { name: "The buyer pays" })).toContainText(money(event.ticketCost.total));
  await expect(figures.getByRole("row", { name: "You receive" })).toContainText(money(event.ticketCost.hostBalance));
  // Without JavaScript the figures come with the page at the form's address; with it they load in place.
  if (javaScriptEnabled) await expect(page).not.toHaveURL(/simulatePrice/);
  else await expect(page).toHaveURL(/simulatePrice=25\.00/);
});
