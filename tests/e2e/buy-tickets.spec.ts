// Buying paid tickets with the local sandbox payment provider (the trial's default): the
// event page's Buy, the order summary, the provider's hosted page with its test cards, and
// the order's status. Runs with JavaScript on and off: every step is a real form.
import type { Page } from "@playwright/test";
import { expect, submitLoginForm, test } from "../support";
import { DEMO_PAID_EVENT } from "../support/demo";

const CARD = { expiry: "12/40", cvc: "123", name: "Jordan Lee" };

async function chooseDayPasses(page: Page, quantity: number) {
  await page.goto(`/events/${DEMO_PAID_EVENT.slug}`);
  await page.getByLabel("How many Day Pass tickets").selectOption(String(quantity));
  await page.getByRole("button", { name: "Buy Day Pass" }).click();
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill(CARD.expiry);
  await page.getByLabel("Security code").fill(CARD.cvc);
  await page.getByLabel("Name on card").fill(CARD.name);
}

test("a member buys two Day Passes: a declined card charges nothing, a good one issues the tickets", async ({ page, member: _member }) => {
  await chooseDayPasses(page, 2);
  const summary = page.getByRole("table", { name: "What you pay" });
  await expect(summary.getByRole("row", { name: /2 × Day Pass/ })).toBeVisible();
  // The festival prices all-in: the fees are inside the ticket price, no lines of their own.
  await expect(summary.getByRole("row", { name: /fee/i })).toHaveCount(0);
  await expect(page.getByText("Fees are included in the price.")).toBeVisible();
  const total = (await summary.locator("tfoot td").textContent())!.trim();
  expect(total).toMatch(/\d+\.\d{2}$/);

  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/dev\/pay\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: total })).toBeVisible();

  await fillCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page.getByRole("alert")).toContainText("Your card was declined. Nothing was charged; try another card.");
  const cardNumber = page.getByLabel("Card number");
  await expect(cardNumber).toHaveAttribute("aria-invalid", "true");
  // The name and expiry are kept (without JavaScript the page is new: the server sends them back, never the card number).
  await expect(page.getByLabel("Name on card")).toHaveValue(CARD.name);
  await expect(page.getByLabel("Expiry (MM/YY)")).toHaveValue(CARD.expiry);

  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${DEMO_PAID_EVENT.slug}/checkout/[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { name: "You're going!" })).toBeVisible();
  await expect(page.getByText("Payment received (Visa •••• 4242)")).toBeVisible();
  await expect(page.getByRole("table", { name: "Your order" }).locator("tfoot")).toContainText(`Paid${total}`);

  await page.getByRole("link", { name: "See your tickets" }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();
  await expect(page.getByText("2 × Day Pass (confirmed)")).toBeVisible();
});

test("a card that asks for authentication pays once the buyer confirms it", async ({ page, member: _member }) => {
  await chooseDayPasses(page, 1);
  await page.getByRole("button", { name: /^Pay / }).click();
  await fillCard(page, "4000 0025 0000 3155");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "Authenticate this payment" })).toBeVisible();
  await page.getByRole("button", { name: "Fail authentication" }).click();
  // Refused: back at the card form, nothing charged.
  await expect(page.getByRole("alert")).toContainText("The payment was not authenticated. Nothing was charged");
  await fillCard(page, "4000 0025 0000 3155");
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page.getByRole("heading", { name: "You're going!" })).toBeVisible();
});

test("leaving the payment page cancels the order; the Pay form refuses more tickets than are sold in one order", async ({ page, member: _member }) => {
  await chooseDayPasses(page, 1);
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.getByRole("button", { name: /Cancel and return/ }).click();
  await expect(page.getByRole("heading", { name: "This order was cancelled" })).toBeVisible();
  await expect(page.getByText("You left the checkout. Nothing was charged and the tickets were released.")).toBeVisible();

  // A hand-made address asking for 11 tickets is answered with the rule, at the quantity, with 400.
  const response = await page.goto(`/events/${DEMO_PAID_EVENT.slug}/checkout?ticket=${await dayPassId(page)}&quantity=11`);
  expect(response?.status()).toBe(400);
  await expect(page.locator("#checkout-quantity-error")).toHaveText("Choose between 1 and 10 tickets.");
});

test("signed out, Buy leads through sign-in to the checkout", async ({ page, freshMember }) => {
  await page.goto(`/events/${DEMO_PAID_EVENT.slug}`);
  await page.getByRole("button", { name: "Buy Weekend Pass" }).click();
  await expect(page).toHaveURL(/\/auth\/sign-up\?to=/);
  await page.getByRole("link", { name: "Login" }).click();
  await submitLoginForm(page, freshMember);
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await expect(page.getByRole("table", { name: "What you pay" })).toContainText("1 × Weekend Pass");
});

async function dayPassId(page: Page): Promise<string> {
  await page.goto(`/events/${DEMO_PAID_EVENT.slug}`);
  return (await page.locator('form.buy-ticket:has-text("Day Pass") input[name="ticket"]').getAttribute("value"))!;
}
