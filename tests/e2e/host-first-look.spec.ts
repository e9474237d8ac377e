// A host's first look (the demo data, api/hosting/seed.ts): signed in as the demo host, every
// host tool has something to show — attendees pending, approved, declined and checked in,
// statistics, the guest list, invitations, revenue and a payout request. On a 360 px phone the
// top bar holds the logo, the main links, Create, the bell and the profile menu; the legal
// links and developer mode are in the profile menu; the breadcrumb reads whole; the filter
// tabs have no markers. JavaScript on and off (the menus are disclosures, the tabs are links).
import { DEMO_HOST, DEMO_HOSTED_EVENT, DEMO_INVITED } from "../support/demo";
import { expect, test } from "../support";

const MANAGE = `/rep-club/events/${DEMO_HOSTED_EVENT.slug}`;

test("the demo host's past supper shows attendees in every state, statistics, guests, revenue and a payout request", async ({ page, signIn }) => {
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);

  await page.goto(`${MANAGE}/approval`);
  const tabs = page.getByRole("navigation", { name: "Filter attendees" });
  const people = page.locator("#decisions");
  for (const [tab, name] of [
    ["Pending", DEMO_HOSTED_EVENT.pending],
    ["Approved", DEMO_HOSTED_EVENT.approved],
    ["Declined", DEMO_HOSTED_EVENT.declined],
    ["Checked in", DEMO_HOSTED_EVENT.checkedIn],
  ] as const) {
    await tabs.getByRole("link", { name: new RegExp(`^${tab} \\([1-9]\\d*\\)$`) }).click();
    await expect(tabs.getByRole("link", { name: new RegExp(`^${tab} `) })).toHaveAttribute("aria-current", "page");
    await expect(people.getByRole("link", { name }).first()).toBeVisible();
  }
  // The door's scans are what checks them in: the declined one never came.
  await expect(people.getByRole("link", { name: DEMO_HOSTED_EVENT.declined })).toHaveCount(0);

  await page.goto(`${MANAGE}/statistics`);
  await expect(page.getByRole("heading", { name: "Age" })).toBeVisible();
  await expect(page.getByRole("row", { name: /^18–24 [1-9]/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /^over 44 [1-9]/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /^Female [1-9]/ })).toBeVisible();
  await expect(page.getByText("No data found")).toHaveCount(0);

  await page.goto(`${MANAGE}/guest`);
  await expect(page.getByText(DEMO_HOSTED_EVENT.guest).first()).toBeVisible();

  await page.goto(`${MANAGE}/revenue`);
  const earnings = page.getByRole("table", { name: "Earnings" });
  await expect(earnings.getByRole("row", { name: /Net to you/ })).toContainText("$");
  await expect(page.getByRole("table", { name: "Tickets sold per ticket type" }).getByRole("row", { name: /Supper Seat/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "Payout requests" }).getByRole("row", { name: /Pending review/ })).toContainText(DEMO_HOSTED_EVENT.payout);

  // The private tasting's invitations.
  await page.goto("/rep-club/events/private-tasting-loire-natural-wines/invite");
  for (const name of DEMO_INVITED) await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
});

test("on a 360 px phone the top bar holds the logo, links, Create, bell and menu; legal links and developer mode are in the menu", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`${MANAGE}/approval`);

  const bar = page.getByRole("banner");
  const logo = bar.getByRole("link", { name: /home$/ });
  const parts = [
    logo,
    bar.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }),
    bar.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }),
    bar.locator(".create-menu summary"),
    // A link without JavaScript, a button opening the panel with it.
    bar.locator(".bell"),
    bar.locator(".profile-menu:not(.create-menu) summary"),
  ];
  // One row: every part's middle within the logo's height.
  const logoBox = (await logo.boundingBox())!;
  for (const part of parts) {
    const box = (await part.boundingBox())!;
    expect(Math.abs(box.y + box.height / 2 - (logoBox.y + logoBox.height / 2))).toBeLessThan(logoBox.height);
  }
  // Nothing of the side panel above the page: no legal links, no developer mode.
  await expect(page.getByRole("navigation", { name: "Legal" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Developer mode/ })).toHaveCount(0);

  // The breadcrumb: the event's name whole.
  const current = bar.locator(".breadcrumb li[aria-current=page]");
  await expect(current).toHaveText(DEMO_HOSTED_EVENT.name);
  expect(await current.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  // The filter tabs: no markers between them.
  for (const item of await page.locator("ul.tabs > li").all()) {
    expect(await item.evaluate((element) => getComputedStyle(element).display)).not.toBe("list-item");
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The profile menu: the legal links (and developer mode, outside production).
  const menu = page.locator(".profile-menu:not(.create-menu)");
  await menu.locator("summary").click();
  const legal = menu.getByRole("navigation", { name: "Legal" });
  await expect(legal.getByRole("link", { name: "Terms of Service" })).toBeVisible();
  await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  const developerMode = page.getByRole("button", { name: /Developer mode/ });
  if ((await developerMode.count()) > 0) await expect(menu.getByRole("button", { name: /Developer mode/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await legal.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
});
