// The legacy pie hub (spec 3 §2; ADR 0063): a member joins the waiting list, is let in by
// support, builds a pie through the wizard (Details, Appearance, Slices, Summary), pays its
// creation with the sandbox card, and reaches the dashboard; the guard keeps them there; the
// public pie page shows it signed out. Runs with JavaScript on and off. Unique names per run.
import { apiSignIn, DEMO_SUPPORT, expect, graphql, test } from "../support";
import { DEMO_PIE, DEMO_PIE_REWARD } from "../support/demo";

const CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Jordan Lee" };

test("a member creates a pie, pays for it and reaches the dashboard; the public page shows it signed out", async ({ page, member, request }) => {
  // The wizard's four steps, checkout, the payment page, the dashboard's pages and the public page, each checked with axe.
  test.slow();
  const name = `Pie ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

  // Without canCreatePies: the waiting list.
  await page.goto("/legacy/pie-hub");
  await expect(page.getByRole("heading", { name: "Pie hub" })).toBeVisible();
  await page.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(page.getByText("You are on the waiting list.")).toBeVisible();
  // Without a pie, the wizard's pages lead back to the hub.
  await page.goto("/legacy/pie-hub/details");
  await expect(page).toHaveURL(/\/legacy\/pie-hub$/);

  // Support lets them in.
  const staff = await apiSignIn(request, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  await graphql(request, staff, `mutation ($userName: String!) { user { letOffPieWaitingList(userName: $userName) } }`, { userName: member.userName });

  await page.goto("/legacy/pie-hub");
  await page.getByRole("button", { name: "Create a pie" }).click();
  await expect(page).toHaveURL(/\/legacy\/pie-hub\/details$/);
  await expect(page.getByRole("navigation", { name: "Create pie steps" })).toBeVisible();
  await page.getByLabel("Pie name").fill(name);
  await page.getByLabel("Bio").fill("Baked for the end-to-end tests.");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/\/legacy\/pie-hub\/appearance$/);
  for (const choice of ["Sunrise", "Red check", "Golden", "Cherry"]) await page.getByRole("radio", { name: choice, exact: true }).check();
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/\/legacy\/pie-hub\/slices$/);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Number of slices is required")).toBeVisible();
  await expect(page.getByText("Pie price is required")).toBeVisible();
  await page.getByLabel("Number of slices", { exact: true }).fill("ten");
  await page.getByLabel("Pie price (per slice, $)").fill("2.50");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("You must specify a number")).toBeVisible();
  await page.getByLabel("Maximum number of slices").selectOption("100000");
  await page.getByLabel("Number of slices", { exact: true }).fill("2000");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/\/legacy\/pie-hub\/summary$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await page.getByRole("button", { name: "Create pie" }).click();

  await expect(page).toHaveURL(/\/legacy\/payment\/checkout$/);
  // Pending: the hub's pages lead to checkout.
  await page.goto("/legacy/pie-hub/summary");
  await expect(page).toHaveURL(/\/legacy\/payment\/checkout$/);
  await page.getByRole("button", { name: "Pay $10" }).click();
  await expect(page).toHaveURL(/\/dev\/pay\/[0-9a-f-]{36}$/);
  await page.getByLabel("Card number").fill(CARD.number);
  await page.getByLabel("Expiry (MM/YY)").fill(CARD.expiry);
  await page.getByLabel("Security code").fill(CARD.cvc);
  await page.getByLabel("Name on card").fill(CARD.name);
  await page.getByRole("button", { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/legacy\/pie-hub\/overview$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const stats = page.locator(".pie-stats");
  await expect(stats).toContainText("Slices available2,000");
  await expect(stats).toContainText("Price per slice$2.50");
  await expect(page.getByRole("navigation", { name: "Pie dashboard" }).getByRole("link", { name: "Sales" })).toBeVisible();

  // Complete: the wizard is closed.
  await page.goto("/legacy/pie-hub/details");
  await expect(page).toHaveURL(/\/legacy\/pie-hub\/overview$/);
  // A new pie has no sales yet (ADR 0074).
  await page.goto("/legacy/pie-hub/sales");
  await expect(page.getByText("No data found")).toBeVisible();
  await page.goto("/legacy/pie-hub/overview");

  const publicPath = await page.getByRole("link", { name: "See your pie's public page" }).getAttribute("href");
  await page.context().clearCookies();
  await page.goto(publicPath!);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("By Jordan Lee")).toBeVisible();
  await expect(page.locator(".pie-stats")).toContainText("Slices available2,000");
});

test("the demo pie's public page shows signed out; an unknown pie is not found", async ({ page }) => {
  await page.goto(`/legacy/pies/${DEMO_PIE.slug}`);
  await expect(page.getByRole("heading", { name: DEMO_PIE.displayName })).toBeVisible();
  await expect(page.getByText("Verified")).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", DEMO_PIE.displayName);
  // Its rewards, each leading to its page.
  const rewards = page.getByRole("region", { name: "Rewards" });
  await expect(rewards.getByRole("link", { name: new RegExp(DEMO_PIE_REWARD.displayName) })).toHaveAttribute("href", /^\/legacy\/pies\/[0-9a-f-]{36}\/rewards\/[0-9a-f-]{36}$/);
  // The link preview's image is the pie's picture drawn as PNG (ADR 0095), which shared caches may keep.
  const preview = new URL((await page.locator('meta[property="og:image"]').getAttribute("content"))!);
  expect(preview.pathname).toMatch(/^\/legacy\/pies\/[0-9a-f-]{36}\/picture$/);
  expect(preview.searchParams.get("format")).toBe("png");
  const picture = await page.request.get(preview.pathname + preview.search);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/png");
  expect(picture.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await picture.body()).subarray(1, 4).toString()).toBe("PNG");
  expect((await page.request.get("/legacy/pies/no-such-pie-here/picture")).status()).toBe(404);
  const missing = await page.goto("/legacy/pies/no-such-pie-here");
  expect(missing?.status()).toBe(404);
});
