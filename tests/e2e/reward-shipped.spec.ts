// A physical reward on its way (ADR 0082), on Maya's pie: a new member reads a reward's privacy
// policy on its page, accepts it to take part and wins; Maya marks the reward shipped from her
// pie hub (a tracking number without its carrier is told beside the field, the number kept);
// the winner reads "Shipped" with the carrier and tracking number. JavaScript on and off; a
// reward and a member of their own per run.
import { randomInt } from "node:crypto";
import { apiSignIn, createMember, DEMO_HOST, expect, graphql, test } from "../support";
import { DEMO_PIE } from "../support/demo";

const PIE = `query ($slug: String!) { pie { bySlugOrId(idOrSlug: $slug) { pieId } } }`;
const CREATE = `mutation ($pieId: ID!, $input: PieRewardInput!) { rewards { createPieReward(pieId: $pieId, input: $input) { rewardId } } }`;
const POLICY = { title: "How we use your address", content: "Only to post the cap to you, then deleted." };

test("the team marks a physical reward shipped; the winner reads the tracking and the privacy policy they accepted", async ({ page, context, request, signIn }) => {
  test.slow();
  const hostToken = await apiSignIn(request, DEMO_HOST.email, DEMO_HOST.password);
  const { pie } = await graphql<{ pie: { bySlugOrId: { pieId: string } } }>(request, hostToken, PIE, { slug: DEMO_PIE.slug });
  const pieId = pie.bySlugOrId.pieId;
  const displayName = `Night Market cap ${randomInt(10_000, 100_000)}`;
  const { rewards } = await graphql<{ rewards: { createPieReward: { rewardId: string } } }>(request, hostToken, CREATE, {
    pieId,
    input: { displayName, type: "PROMOTION", delivery: "PHYSICAL", category: "MERCHANDISE_GIVE_A_WAY", maxWinners: 5, privacyPolicy: POLICY },
  });
  const rewardPage = `/legacy/pies/${pieId}/rewards/${rewards.createPieReward.rewardId}`;
  const name = `Robin Cap ${randomInt(10_000, 100_000)}`;
  const member = await createMember(request, "reward-shipped", { name });

  // The policy is on the reward's page, not only in the form; taking part accepts it.
  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(rewardPage);
  const policy = page.getByRole("region", { name: "Privacy policy" });
  await expect(policy.getByRole("heading", { name: POLICY.title })).toBeVisible();
  await expect(policy.getByText(POLICY.content)).toBeVisible();
  await expect(policy.getByText("Taking part asks you to accept it.")).toBeVisible();
  await page.getByLabel(`I accept the privacy policy (${POLICY.title})`).check();
  await page.getByRole("button", { name: "Participate" }).click();
  const takingPart = page.getByRole("region", { name: "Taking part" });
  await expect(takingPart.getByText("You won this reward.")).toBeVisible();
  await expect(policy.getByText(/^You accepted this privacy policy on /)).toBeVisible();

  // Maya marks it shipped from her pie hub.
  await context.clearCookies();
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/legacy/pie-hub/rewards/${rewards.createPieReward.rewardId}`);
  const sending = page.getByRole("region", { name: "Sending the reward" });
  const form = sending.getByRole("form", { name: `Ship to ${name}` });
  await form.getByLabel("Tracking number (optional)").fill("RM 1234-5678");
  await form.getByRole("button", { name: "Mark as shipped" }).click();
  await expect(form.getByText("Say which carrier the tracking number is with")).toBeVisible();
  await expect(form.getByLabel("Tracking number (optional)")).toHaveValue("RM 1234-5678");
  await form.getByLabel("Carrier (optional)").fill("Royal Mail");
  await form.getByRole("button", { name: "Mark as shipped" }).click();
  await expect(page.getByText("Marked as shipped. The winner was told.")).toBeVisible();
  await expect(sending.getByText("Carrier: Royal Mail")).toBeVisible();
  await expect(sending.getByRole("button", { name: "Mark as shipped" })).toHaveCount(0);
  await expect(page.getByRole("row", { name: new RegExp(name) }).getByRole("cell", { name: "Sent" })).toBeVisible();

  // The winner reads that it is on its way.
  await context.clearCookies();
  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(rewardPage);
  await expect(takingPart.getByText(/^Shipped on /)).toBeVisible();
  await expect(takingPart.getByText("Carrier: Royal Mail")).toBeVisible();
  await expect(takingPart.getByText("RM 1234-5678")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save address" })).toHaveCount(0);
});
