// Redeeming a club's reward (ADR 0066) behind the redeemOffers flag (a trial's developer mode turns
// it on): Sam, the demo attendee, redeems Maya's "10% off at the bar" for 200 Rep Points, sees the
// code under Redeemed, and his balance drops by 200 with the offer named in his history. A new
// member below the requirement sees why not. Maya grants Sam 200 points first, so the journey runs
// twice on one server. JavaScript on and off.
import { randomUUID } from "node:crypto";
import { DEMO_ATTENDEE, DEMO_CLUB, DEMO_HOST, DEMO_OFFERS } from "../support/demo";
import { createMember, expect, graphql, test } from "../support";

test("a member redeems a reward for rep points; one below the requirement sees why not", async ({ page, context, request, signIn, hostToken }, testInfo) => {
  test.slow();
  const { club } = await graphql<{ club: { bySlug: { clubId: string } } }>(request, hostToken, `query ($slug: String!) { club { bySlug(slug: $slug) { clubId } } }`, { slug: DEMO_CLUB.slug });
  await graphql(request, hostToken, `mutation ($clubId: ID!, $userName: String!, $key: String!) { club { grantPoints(clubId: $clubId, userName: $userName, points: 200, reason: "For the bar", idempotencyKey: $key) { amount } } }`, {
    clubId: club.bySlug.clubId,
    userName: DEMO_ATTENDEE.userName,
    key: randomUUID(),
  });
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  await context.addCookies([{ name: "developer-mode", value: "on", url: origin }]);

  await signIn(DEMO_ATTENDEE);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/rep-clubs/${DEMO_CLUB.slug}/offers`);
  const coupon = page.getByRole("group", { name: DEMO_OFFERS.coupon });
  const balanceText = await coupon.getByText(/^You have [\d,]+ points?/).textContent();
  const before = Number(/You have ([\d,]+)/.exec(balanceText ?? "")![1]!.replace(/,/g, ""));
  expect(before).toBeGreaterThanOrEqual(200);
  await coupon.getByText("Redeem", { exact: true }).click();
  await expect(coupon.getByText("This costs 200 points.")).toBeVisible();
  await coupon.getByRole("button", { name: "Confirm redemption" }).click();
  await expect(page.getByText("Redeemed. Here is what you get.")).toBeVisible();
  await expect(page).toHaveURL(/\/offers\/redeemed$/);
  await expect(page.getByRole("navigation", { name: "Offer tabs" }).getByRole("link", { name: "Redeemed" })).toHaveAttribute("aria-current", "page");
  const redeemed = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: DEMO_OFFERS.coupon }) }).first();
  await expect(redeemed.getByText("NIGHTOWL10")).toBeVisible();

  // The js-on and js-off runs share Sam and run at once, each granting and spending 200: the balance
  // is checked through the history's entry naming the offer (the API test checks the exact deltas).
  await page.goto("/rep-points");
  await expect(page.getByRole("region", { name: "History" }).getByText(`Redeemed "${DEMO_OFFERS.coupon}"`).first()).toBeVisible();

  // A new member of the club with no points sees why not, and no Redeem.
  const member = await createMember(request, "redeem-short", { name: "Robin Vale" });
  await context.clearCookies();
  await context.addCookies([{ name: "developer-mode", value: "on", url: origin }]);
  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);
  const { token } = await (await request.post("/api/auth/password/sign-in", { data: { userName: member.email, password: member.password } })).json();
  await graphql(request, token, `mutation ($clubId: ID!) { club { join(clubId: $clubId) { clubId } } }`, { clubId: club.bySlug.clubId });
  await page.goto(`/rep-clubs/${DEMO_CLUB.slug}/offers`);
  await expect(coupon.getByText("Needs 200 points; you have 0 points.")).toBeVisible();
  await expect(coupon.getByText("Redeem", { exact: true })).toHaveCount(0);

  // Maya sees the redemptions on the offer's detail page.
  const { club: managed } = await graphql<{ club: { offers: { offerId: string; title: string }[] } }>(request, hostToken, `query ($clubId: ID!) { club { offers(clubId: $clubId) { offerId title } } }`, {
    clubId: club.bySlug.clubId,
  });
  const couponId = managed.offers.find((offer) => offer.title === DEMO_OFFERS.coupon)!.offerId;
  await context.clearCookies();
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/my/rep-clubs/${club.bySlug.clubId}/offer/detail/${couponId}`);
  const redemptions = page.getByRole("region", { name: /^Redemptions \(\d+\)$/ });
  await expect(redemptions).toBeVisible();
  await expect(redemptions.getByRole("row").filter({ hasText: "Promo Code" }).first()).toBeVisible();
});
