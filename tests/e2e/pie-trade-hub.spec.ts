// The pies' fan side (spec 3 §2 /legacy/trade-hub, /legacy/slices, /legacy/pie-clubs; ADR 0069): a
// fan finds a pie in the trade hub's Newcomers, wishes it, finds it in the Watchlist and on the
// pie's page, and its owner is told (NewWisherAdded); the demo fan's slices, sorted and narrowed.
// Runs with JavaScript on and off. Unique names per run.
import { apiSignIn, DEMO_ATTENDEE, expect, graphql, holdRequests, test } from "../support";
import { DEMO_PIE } from "../support/demo";
import { DEMO_HOST } from "../support/demo";

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
const FAN = `Wren ${letters(1).toUpperCase()}${letters(7)}`;

test.use({ memberProfile: { label: "pie-fan", name: FAN } });

const INBOX = `query { notification { list(first: 50) { nodes { type customProperties { key value } } } } }`;
interface Inbox {
  notification: { list: { nodes: { type: string; customProperties: { key: string; value: string }[] }[] } };
}

test("a fan finds a pie in the trade hub, wishes it, sees it in the Watchlist; its owner is told", async ({ page, member, request }, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  await page.goto("/legacy/trade-hub");
  await expect(page.getByRole("heading", { name: "Trade hub", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured pie" })).toBeVisible();
  // The slider's tiles lead to the pies' pages, where wishing and buying are; the lists' cards carry them.
  const slider = page.getByRole("region", { name: "Discover pies" });
  await expect(slider).toBeVisible();
  await expect(slider.getByRole("link").first()).toHaveAttribute("href", /^\/legacy\/pies\/[a-z0-9-]+$/);
  await expect(slider.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Featured" }).getByRole("link", { name: DEMO_PIE.displayName, exact: true })).toBeVisible();

  // Newcomers, narrowed by a keyword.
  await page.getByRole("navigation", { name: "Pie lists" }).getByRole("link", { name: "Newcomers" }).click();
  await expect(page).toHaveURL(/tab=newcomers/);
  await page.getByRole("searchbox", { name: "Keyword" }).fill("Night");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=Night/);
  const newcomers = page.getByRole("list", { name: "Newcomers" });
  await expect(newcomers.getByRole("link", { name: DEMO_PIE.displayName, exact: true })).toBeVisible();
  await expect(newcomers.getByRole("article")).toHaveCount(1);

  // Wish it: back on the same list, with the button turned round. With JavaScript the button
  // says it is saving while the wish is on its way (held here until checked), and so does its name.
  const wish = newcomers.getByRole("button", { name: `Add to wish list: ${DEMO_PIE.displayName}` });
  if (javaScriptEnabled) {
    const release = await holdRequests(page, /\/legacy\/pies\/[^/]+\/wish\.data/);
    await wish.click();
    await expect(newcomers.getByRole("button", { name: `Saving… Add to wish list: ${DEMO_PIE.displayName}` })).toHaveText("Saving…");
    release();
  } else {
    await wish.click();
  }
  await expect(page.getByText("Added to your wish list.")).toBeVisible();
  await expect(page).toHaveURL(/tab=newcomers/);
  await expect(newcomers.getByRole("button", { name: `Remove from wish list: ${DEMO_PIE.displayName}` })).toBeVisible();

  // The Watchlist holds it.
  await page.getByRole("navigation", { name: "Pie lists" }).getByRole("link", { name: "Watchlist" }).click();
  const watchlist = page.getByRole("list", { name: "Watchlist" });
  await expect(watchlist.getByRole("link", { name: DEMO_PIE.displayName, exact: true })).toBeVisible();
  await expect(watchlist.getByRole("article")).toHaveCount(1);

  // So does the pie's page, with Buy or send for a live pie.
  await watchlist.getByRole("link", { name: DEMO_PIE.displayName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/legacy/pies/${DEMO_PIE.slug}$`));
  // The address changes as the page starts to render: its heading says the pie's page is shown.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(DEMO_PIE.displayName);
  await expect(page.getByText("On your wish list")).toBeVisible();
  await expect(page.getByRole("link", { name: "Buy or send" })).toHaveAttribute("href", /^\/legacy\/trade\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Trading transactions" })).toBeVisible();

  // The owner is told who wished it.
  const maya = await apiSignIn(request, DEMO_HOST.email, DEMO_HOST.password);
  const inbox = await graphql<Inbox>(request, maya, INBOX);
  const told = inbox.notification.list.nodes.filter(
    (n) => n.type === "NewWisherAdded" && n.customProperties.some((p) => p.key === "SenderName" && p.value === member.name),
  );
  expect(told).toHaveLength(1);
  expect(told[0]!.customProperties).toContainEqual({ key: "PieName", value: DEMO_PIE.displayName });

  // Unwishing takes it off the Watchlist.
  await page.goto("/legacy/trade-hub?tab=watchlist");
  await page.getByRole("list", { name: "Watchlist" }).getByRole("button", { name: `Remove from wish list: ${DEMO_PIE.displayName}` }).click();
  await expect(page.getByText("Removed from your wish list.")).toBeVisible();
  await expect(page.getByText("No data found. Add a pie to your wish list and it shows here.")).toBeVisible();
});

test("the demo fan's slices come from the ledger, sorted and narrowed; pie clubs list them", async ({ page, attendee }) => {
  expect(attendee.email).toBe(DEMO_ATTENDEE.email);
  await page.goto("/legacy/slices");
  await expect(page.getByRole("heading", { name: "My slices", level: 1 })).toBeVisible();
  const rows = page.getByRole("region", { name: "My slices" }).getByRole("row");
  // Header, then most slices first.
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText("Kofi's Groove Pie40$5$200");
  await expect(rows.nth(2)).toContainText(`${DEMO_PIE.displayName}37$2.50$92.50`);
  await expect(rows.nth(3)).toContainText("Lena's Sourdough Pie12$1$12");

  await page.getByLabel("Sort by").selectOption("name");
  await page.getByLabel("Keyword").fill("pie");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(rows.nth(1)).toContainText("Kofi's Groove Pie");
  await expect(rows.nth(2)).toContainText("Lena's Sourdough Pie");
  await expect(rows.nth(3)).toContainText(DEMO_PIE.displayName);

  await page.getByLabel("Keyword").fill("sourdough");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByText("1 pie", { exact: true })).toBeVisible();

  // The pie page's trading transactions: the slices Sam was given and bought; only his own, too.
  await page.goto(`/legacy/pies/${DEMO_PIE.slug}`);
  await expect(page.getByText("You hold 37 slices.")).toBeVisible();
  const trades = page.getByRole("region", { name: "Trading transactions: table" });
  await expect(trades.getByRole("row").filter({ hasText: "Awarded" }).filter({ hasText: DEMO_ATTENDEE.name })).toHaveCount(1);
  await page.getByRole("link", { name: "Only my transactions" }).click();
  await expect(page).toHaveURL(/trades=mine/);
  // The 25 slices he was given, and the 12 he bought (api/pies/trade/seed.ts).
  await expect(trades.getByRole("row")).toHaveCount(3);
  await expect(trades.getByRole("row").filter({ hasText: `Awarded25Maya's Night Pie market${DEMO_ATTENDEE.name}` })).toHaveCount(1);
  await expect(trades.getByRole("row").filter({ hasText: "Bought12" }).filter({ hasText: DEMO_ATTENDEE.name })).toHaveCount(1);

  // His Watchlist holds a pie that is not live yet; its page says so and offers no trade.
  await page.goto("/legacy/trade-hub?tab=watchlist");
  const watchlist = page.getByRole("list", { name: "Watchlist" });
  await watchlist.getByRole("link", { name: "Theo's Film Pie", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Theo's Film Pie" })).toBeVisible();
  await expect(page.getByText("Not live yet: wish it to hear when it goes live.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove from wish list: Theo's Film Pie" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Buy or send" })).toHaveCount(0);

  await page.goto("/legacy/pie-clubs");
  await expect(page.getByRole("heading", { name: "Pie clubs", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Pies I hold slices of" }).getByRole("article")).toHaveCount(3);
  await expect(page.getByRole("heading", { name: /^Pies I hold slices of \(3\)$/ })).toBeVisible();
});
