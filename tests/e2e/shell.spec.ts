// The members' shell (spec 1 §2.4): the create menu, the profile menu with Manage Events
// disabled until the member has an event, Support and Log Out with its confirmation.
// JavaScript on and off (the menus are disclosures that need none).
import { apiSignIn } from "../support/members";
import { expect, hostEvent, test } from "../support";

test("the profile menu: Manage Events waits for the member's first event", async ({ page, request, member }) => {
  const menu = page.locator(".profile-menu:not(.create-menu)");
  await menu.locator("summary").click();
  await expect(menu.getByRole("link", { name: "Profile information" })).toHaveAttribute("href", "/profile");
  await expect(menu.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/profile/settings");
  await expect(menu.getByRole("link", { name: "Support" })).toHaveAttribute("href", /^mailto:/);
  await expect(menu.getByText("Manage Events")).toHaveAttribute("aria-disabled", "true");
  await expect(menu.getByRole("link", { name: "Manage Events" })).toHaveCount(0);

  const token = await apiSignIn(request, member.email, member.password);
  await hostEvent(request, token, { name: `First Event ${Date.now()}`, startsInDays: 3, publish: false });
  await page.reload();
  await menu.locator("summary").click();
  await expect(menu.getByRole("link", { name: "Manage Events" })).toHaveAttribute("href", "/rep-club/events");

  await menu.getByRole("link", { name: "Log Out" }).click();
  await expect(page.getByRole("heading", { name: "Are you sure you want to log out?" })).toBeVisible();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("the create menu leads to the event editor's Info tab", async ({ page, member }) => {
  void member;
  await page.locator(".create-menu summary").click();
  await page.getByRole("banner").getByRole("link", { name: "Create event" }).click();
  await expect(page).toHaveURL(/\/rep-club\/events\/create\?tab=info$/);
});

test("the side panel's Did You Know? card says what is coming and its button waits", async ({ page, member }) => {
  void member;
  const card = page.locator(".did-you-know");
  await expect(card.getByText("Did You Know?")).toBeVisible();
  await expect(card.getByRole("button", { name: "Coming Soon" })).toBeDisabled();
  await expect(page.getByRole("navigation", { name: "Legal" }).first().getByRole("link", { name: "Terms of Service" })).toBeVisible();
});

test("the app's links open pages in place with JavaScript, and as new documents without it", async ({ page, member, javaScriptEnabled }) => {
  void member;
  if (javaScriptEnabled) await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
  const menu = page.locator(".profile-menu:not(.create-menu)");
  await menu.locator("summary").click();
  await menu.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/profile$/);
  if (javaScriptEnabled) {
    // No document was loaded on the way: the page's own state is still there.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  }
});

test("on a 360 px phone the top bar and the events search keep their words whole", async ({ page, member }) => {
  void member;
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/events");
  const bar = page.getByRole("banner");
  // Create keeps its word on one line: a button's height.
  expect((await bar.locator(".create-menu summary").boundingBox())!.height).toBeLessThanOrEqual(46);
  // The legal links and developer mode are in the profile menu on a phone.
  const menu = bar.locator(".profile-menu:not(.create-menu)");
  await menu.locator("summary").click();
  // Menu items, one line each with their padding.
  for (const link of await menu.locator(".menu-terms a").all()) expect((await link.boundingBox())!.height, await link.innerText()).toBeLessThanOrEqual(46);
  const developerMode = menu.getByRole("button", { name: /Developer mode/ });
  if ((await developerMode.count()) > 0) expect((await developerMode.boundingBox())!.height).toBeLessThanOrEqual(46);
  expect((await page.locator(".inline-search").getByRole("button", { name: "Search" }).boundingBox())!.height).toBeLessThanOrEqual(46);
});
