// /home (spec 1 §2.2 main area, §2.4 home list tabs; ADR 0068): the members' pie lists, the trade
// hub's page at the main area's address. A visitor is sent to sign in; the demo attendee's
// Watchlist holds the pies he wishes for; the tabs and the keyword search stay on /home. Runs with
// JavaScript on and off.
import { expect, test } from "../support";

test("a visitor is asked to sign in before /home", async ({ page }) => {
  await page.goto("/home");
  await expect(page).toHaveURL(/\/auth\/(sign-up|login)\?.*home/);
});

test("the demo attendee's /home lists pies by tab, his Watchlist included, and stays on /home", async ({ page, attendee }) => {
  expect(attendee.email).toContain("sam@");
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "Featured pie" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Featured" }).getByRole("article").first()).toBeVisible();

  await page.getByRole("navigation", { name: "Pie lists" }).getByRole("link", { name: "Watchlist" }).click();
  await expect(page).toHaveURL(/\/home\?tab=watchlist$/);
  const watchlist = page.getByRole("list", { name: "Watchlist" });
  await expect(watchlist.getByRole("link", { name: "Lena's Sourdough Pie", exact: true })).toBeVisible();

  await page.getByRole("navigation", { name: "Pie lists" }).getByRole("link", { name: "Newcomers" }).click();
  // The search form carries the tab it was rendered with: search once the Newcomers tab is shown.
  await expect(page).toHaveURL(/\/home\?tab=newcomers$/);
  await page.getByRole("searchbox", { name: "Keyword" }).fill("Night");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/home\?tab=newcomers&q=Night$/);
  await expect(page.getByRole("list", { name: "Newcomers" }).getByRole("article")).toHaveCount(1);
});
