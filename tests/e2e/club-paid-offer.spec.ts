// Paid club offers (ADR 0080) and Redeem on /offers, behind the redeemOffers flag (a trial's
// developer mode turns it on): a fresh member of Maya's club buys the demo "Meet the band" reward
// from /offers with the sandbox card, comes back to the order completed and finds its pass under
// Redeemed; then, given 200 points by Maya, redeems "10% off at the bar" from /offers/rewards.
// A fresh member each run, so the journey runs twice on one server. JavaScript on and off.
import { randomUUID } from "node:crypto";
import { DEMO_CLUB, DEMO_OFFERS } from "../support/demo";
import { expect, graphql, test } from "../support";

test("a member buys a paid offer with the sandbox card and redeems a points offer from /offers", async ({ page, context, request, signIn, freshMember, hostToken }, testInfo) => {
  test.slow();
  const { club } = await graphql<{ club: { bySlug: { clubId: string } } }>(request, hostToken, `query ($slug: String!) { club { bySlug(slug: $slug) { clubId } } }`, { slug: DEMO_CLUB.slug });
  const { token } = await (await request.post("/api/auth/password/sign-in", { data: { userName: freshMember.email, password: freshMember.password } })).json();
  await graphql(request, token, `mutation ($clubId: ID!) { club { join(clubId: $clubId) { clubId } } }`, { clubId: club.bySlug.clubId });
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  await context.addCookies([{ name: "developer-mode", value: "on", url: origin }]);

  await signIn(freshMember);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/offers");
  await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
  const paid = page.getByRole("group", { name: DEMO_OFFERS.paid });
  // No points to spend yet: the coupon says why not and offers no Redeem.
  const coupon = page.getByRole("group", { name: DEMO_OFFERS.coupon });
  await expect(coupon.getByText("Needs 200 points; you have 0 points.")).toBeVisible();
  await expect(coupon.getByText("Redeem", { exact: true })).toHaveCount(0);

  await paid.getByText("Buy for $15.00", { exact: true }).click();
  await expect(paid.getByText("This costs $15.00, paid by card.")).toBeVisible();
  await paid.getByRole("button", { name: "Pay $15.00" }).click();

  // The sandbox's hosted page.
  await expect(page).toHaveURL(/\/dev\/pay\/[0-9a-f-]{36}$/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/40");
  await page.getByLabel("Security code").fill("123");
  await page.getByLabel("Name on card").fill("Robin Park");
  await page.getByRole("button", { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/offers\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your offer order" })).toBeVisible();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible();
  await expect(page.getByText("Backstage after the last set: show this pass at the bar.")).toBeVisible();
  await page.getByRole("link", { name: "See my redeemed offers" }).click();
  await expect(page).toHaveURL(/\/offers\/redeemed$/);
  const bought = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: DEMO_OFFERS.paid }) });
  await expect(bought.getByText("Backstage after the last set: show this pass at the bar.")).toBeVisible();

  // Maya gives 200 points; the coupon is redeemed from /offers/rewards.
  await graphql(request, hostToken, `mutation ($clubId: ID!, $userName: String!, $key: String!) { club { grantPoints(clubId: $clubId, userName: $userName, points: 200, reason: "For the bar", idempotencyKey: $key) { amount } } }`, {
    clubId: club.bySlug.clubId,
    userName: freshMember.userName,
    key: randomUUID(),
  });
  await page.getByRole("navigation", { name: "Offer tabs" }).getByRole("link", { name: "Rewards" }).click();
  await expect(page).toHaveURL(/\/offers\/rewards$/);
  await expect(coupon.getByText("You have 200 points")).toBeVisible();
  await coupon.getByText("Redeem", { exact: true }).click();
  await expect(coupon.getByText("This costs 200 points.")).toBeVisible();
  await coupon.getByRole("button", { name: "Confirm redemption" }).click();
  await expect(page.getByText("Redeemed. Here is what you get.")).toBeVisible();
  await expect(page).toHaveURL(/\/offers\/redeemed$/);
  const redeemed = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: DEMO_OFFERS.coupon }) });
  await expect(redeemed.getByText("NIGHTOWL10")).toBeVisible();
});
