// Feature flags through the product (spec 1 §2.4 developer mode, §3 redeemOffers; ADR 0068): in a
// trial, a member's side panel says what developer mode turns on; turning it on opens /offers
// (the redeemOffers flag) for their browser, and turning it off closes it again. JavaScript on and off.
import { expect, test } from "../support";

test("developer mode turns the redeemOffers flag on and off for this browser", async ({ page, member }) => {
  expect(member.email).toBeTruthy();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/events");
  const side = page.locator("aside");
  await expect(side.getByRole("button", { name: "Developer mode: Off" })).toBeVisible();
  await expect(side.getByText("Turns on features in testing for this browser: redeeming club offers (off).")).toBeVisible();
  expect((await page.goto("/offers"))?.status()).toBe(404);

  await page.goto("/events");
  await side.getByRole("button", { name: "Developer mode: Off" }).click();
  await expect(side.getByRole("button", { name: "Developer mode: On" })).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
  await side.getByRole("link", { name: "redeeming club offers" }).click();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();

  await side.getByRole("button", { name: "Developer mode: On" }).click();
  await expect(side.getByRole("button", { name: "Developer mode: Off" })).toBeVisible();
  // Back on /offers, which is not found now.
  await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toHaveCount(0);
  expect((await page.goto("/offers"))?.status()).toBe(404);
});
