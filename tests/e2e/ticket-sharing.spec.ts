// Sharing places of a ticket (spec 2 §3 share status): a member buys two Day Passes, shares
// the second place by link, and a friend takes it as a ticket of their own. Every step is a
// form, so the journey runs with JavaScript on and off.
import type { Page } from "@playwright/test";
import { createMember, expect, submitLoginForm, test } from "../support";
import { DEMO_PAID_EVENT } from "../support/demo";

async function buyTwoDayPasses(page: Page) {
  await page.goto(`/events/${DEMO_PAID_EVENT.slug}`);
  await page.getByLabel("How many Day Pass tickets").selectOption("2");
  await page.getByRole("button", { name: "Buy Day Pass" }).click();
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/40");
  await page.getByLabel("Security code").fill("123");
  await page.getByLabel("Name on card").fill("Jordan Lee");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "You're going!" })).toBeVisible();
}

test("a member shares a place of their ticket; a friend takes it and has a ticket of their own", async ({ page, browser, request, member: _member }, testInfo) => {
  // Two members, a purchase through the sandbox and a claim: a long journey.
  test.setTimeout(90_000);
  await buyTwoDayPasses(page);

  await page.goto(`/events/${DEMO_PAID_EVENT.slug}`);
  await page.getByRole("link", { name: "Share your other places" }).click();
  await expect(page.getByRole("heading", { name: "Share your places", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "2 × Day Pass" })).toBeVisible();
  await page.getByRole("button", { name: "Share a place" }).click();
  await expect(page.getByText("A share link was made. Send it to the friend the place is for.").first()).toBeVisible();
  const link = await page.getByLabel("Share link 1").inputValue();
  expect(link).toMatch(/\/tickets\/claim\/1\.[\w-]{22}\.[\w-]{22}$/);
  // The holder keeps one place: no second link to make.
  await expect(page.getByRole("button", { name: "Share a place" })).toHaveCount(0);

  const friend = await createMember(request, "friend", { name: "Noor Haddad" });
  const friendContext = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
  try {
    const friendPage = await friendContext.newPage();
    // Signed out, the link asks to join first (this browser never signed in), keeping where it leads.
    const claimPath = new URL(link).pathname;
    await friendPage.goto(claimPath);
    await expect(friendPage).toHaveURL(`/auth/sign-up?to=${encodeURIComponent(claimPath)}`);
    await friendPage.goto(`/auth/login?to=${encodeURIComponent(claimPath)}`);
    await submitLoginForm(friendPage, friend);
    await expect(friendPage).toHaveURL(/\/tickets\/claim\//);
    await expect(friendPage.getByRole("heading", { name: "A place shared with you" })).toBeVisible();
    await expect(friendPage.getByText("shared a Day Pass place at")).toBeVisible();
    await friendPage.getByRole("button", { name: "Take this place" }).click();
    await expect(friendPage).toHaveURL(new RegExp(`/events/${DEMO_PAID_EVENT.slug}$`));
    await expect(friendPage.getByText("The place is yours. Your ticket is on the event page.").first()).toBeVisible();
    await expect(friendPage.getByRole("heading", { name: "Your ticket" })).toBeVisible();
    await expect(friendPage.getByRole("img", { name: "Ticket QR code to show at the door" })).toBeVisible();

    // A spent link says so.
    await friendPage.goto(new URL(link).pathname);
    await expect(friendPage.getByText("This place was already taken.")).toBeVisible();
  } finally {
    await friendContext.close();
  }

  // The holder's ticket now holds one place; the page names who took the other.
  await page.reload();
  await expect(page.getByText("Place 1: taken by Noor Haddad")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Day Pass", exact: true })).toBeVisible();
});
