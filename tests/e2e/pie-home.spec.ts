// /home (spec 1 §2.2 main area, §2.4 home list tabs; ADR 0068): the members' pie lists.
// A visitor is sent to sign in; the demo attendee's Watchlist holds the pie they wish for; a
// new member finds the demo pie on Featured and Newcomers, wishes for it, sees it on their
// Watchlist with one more wisher, and takes it off again. Runs with JavaScript on and off.
import { expect, test } from "../support";
import { DEMO_PIE } from "../support/demo";

// The pie's name completes the button's name (visually hidden: the browser may put a space before its colon).
const REMOVE = new RegExp(`^Remove from watchlist ?: ${DEMO_PIE.displayName}$`);

test("a visitor is asked to sign in before /home", async ({ page }) => {
  await page.goto("/home");
  await expect(page).toHaveURL(/\/auth\/(sign-up|login)\?.*home/);
});

test("the demo attendee's Watchlist shows the pie they wish for", async ({ page, attendee }) => {
  expect(attendee.email).toContain("sam@");
  await page.goto("/home?tab=watchlist");
  await expect(page.getByRole("link", { name: "Watchlist" })).toHaveAttribute("aria-current", "page");
  const list = page.getByRole("list", { name: "Watchlist pies" });
  await expect(list.getByRole("link", { name: DEMO_PIE.displayName })).toBeVisible();
  await expect(list.getByRole("button", { name: REMOVE })).toBeVisible();
});

test("a member wishes for a pie from Featured, finds it on the Watchlist and removes it", async ({ page, member }) => {
  expect(member.userName).toBeTruthy();
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "Home", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Featured" })).toHaveAttribute("aria-current", "page");
  const featured = page.getByRole("list", { name: "Featured pies" }).getByRole("listitem").filter({ hasText: DEMO_PIE.displayName });
  const wishers = async () => Number((await featured.getByText(/wish(es)? for it/).textContent())!.match(/\d+/)![0]);
  const before = await wishers();

  await page.goto("/home?tab=watchlist");
  await expect(page.getByText("Pies you wish for show here.")).toBeVisible();

  await page.getByRole("link", { name: "Newcomers" }).click();
  await expect(page.getByRole("list", { name: "Newcomers pies" }).getByRole("link", { name: DEMO_PIE.displayName })).toBeVisible();

  await page.getByRole("link", { name: "Featured" }).click();
  await featured.getByRole("button", { name: `Wish for ${DEMO_PIE.displayName}` }).click();
  await expect(featured.getByRole("button", { name: REMOVE })).toBeVisible();
  // The other project's member may wish at the same time: at least one more.
  expect(await wishers()).toBeGreaterThan(before);

  await page.getByRole("link", { name: "Watchlist" }).click();
  const watch = page.getByRole("list", { name: "Watchlist pies" }).getByRole("listitem").filter({ hasText: DEMO_PIE.displayName });
  await expect(watch).toBeVisible();
  await watch.getByRole("button", { name: REMOVE }).click();
  await expect(page.getByText("Pies you wish for show here.")).toBeVisible();
});
