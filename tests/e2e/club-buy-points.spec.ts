// Buying rep points (spec 3 §2 /rep-clubs/{id}/buy-points; ADR 0065): a fresh member joins
// Maya's club, opens its points packages, buys the demo "Starter points pack" with the sandbox
// card, sees the order completed with the new balance, reads the purchase in their history, and
// the new balance on the club's page.
// A fresh member each run, so the amounts are their own when the spec runs twice on one server.
// JavaScript on and off: every step is a real form.
import { DEMO_CLUB } from "../support/demo";
import { expect, test } from "../support";

test("a fresh member joins Maya's club and buys the Starter points pack with the sandbox card", async ({ page, signIn, freshMember }) => {
  await signIn(freshMember);
  await expect(page).toHaveURL(/\/events$/);

  // Not a member yet: the packages page sends them to Join first.
  await page.goto(`/rep-clubs/${DEMO_CLUB.slug}/buy-points`);
  await expect(page.getByText("Join the club to buy its points.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Buy / })).toHaveCount(0);
  await page.getByRole("link", { name: `Join ${DEMO_CLUB.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/rep-clubs/${DEMO_CLUB.slug}$`));
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page.getByText(`Welcome to ${DEMO_CLUB.name}!`)).toBeVisible();

  // A member reads their points in the club on its page, with the way to buy more.
  const yourPoints = page.getByRole("region", { name: "Your points" });
  const balanceLine = yourPoints.getByText(/^Balance [\d,]+$/);
  await expect(balanceLine).toBeVisible();
  const joinedWith = Number((await balanceLine.textContent())!.replace(/\D/g, ""));
  await expect(yourPoints.getByText(/^Tier: /)).toBeVisible();
  await yourPoints.getByRole("link", { name: "Buy points" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${DEMO_CLUB.name}: Buy points` })).toBeVisible();
  const pack = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Starter points pack" }) });
  await expect(pack.getByText("Recommended")).toBeVisible();
  await expect(pack.getByText("500 points")).toBeVisible();
  await expect(pack.getByText("$5.00")).toBeVisible();
  await pack.getByRole("button", { name: "Buy Starter points pack" }).click();

  // The sandbox's hosted page.
  await expect(page).toHaveURL(/\/dev\/pay\/[0-9a-f-]{36}$/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/40");
  await page.getByLabel("Security code").fill("123");
  await page.getByLabel("Name on card").fill("Robin Park");
  await page.getByRole("button", { name: /^Pay / }).click();

  await expect(page).toHaveURL(new RegExp(`/rep-clubs/${DEMO_CLUB.slug}/buy-points/[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Your points order" })).toBeVisible();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible();
  await expect(page.getByText("500 points were added to your balance.")).toBeVisible();
  await expect(page.getByTestId("points-balance")).toHaveText("500 points");

  await page.getByRole("link", { name: "See your points history" }).click();
  await expect(page).toHaveURL(/\/rep-points\/my-points$/);
  await expect(page.getByText("Bought Starter points pack")).toBeVisible();

  await page.goto(`/rep-clubs/${DEMO_CLUB.slug}`);
  await expect(yourPoints.getByText(`Balance ${(joinedWith + 500).toLocaleString("en-US")}`, { exact: true })).toBeVisible();
  await yourPoints.getByRole("link", { name: "Your points history" }).click();
  await expect(page).toHaveURL(/\/rep-points\/my-points$/);
});
