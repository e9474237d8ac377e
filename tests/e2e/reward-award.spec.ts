// A reward awarded by hand and a reward deleted (ADR 0099), on Maya's pie: a promotion asks for
// more slices than a new member holds, so they cannot take part; Maya awards it to them from her
// pie hub by user name (an empty name and an unknown one are told beside the field, what she
// typed kept); the member reads that they won. A reward somebody won offers no Delete; one
// nobody won is deleted after the question (a dialog with JavaScript, the ?delete step
// without). JavaScript on and off; rewards and a member of their own per run.
import { randomInt } from "node:crypto";
import { apiSignIn, createMember, DEMO_HOST, expect, graphql, test } from "../support";
import { DEMO_PIE } from "../support/demo";

const PIE = `query ($slug: String!) { pie { bySlugOrId(idOrSlug: $slug) { pieId } } }`;
const CREATE = `mutation ($pieId: ID!, $input: PieRewardInput!) { rewards { createPieReward(pieId: $pieId, input: $input) { rewardId } } }`;

test("the team awards a promotion by hand to a member who could not take part, and deletes a reward nobody won", async ({ page, context, request, signIn }) => {
  test.slow();
  const hostToken = await apiSignIn(request, DEMO_HOST.email, DEMO_HOST.password);
  const { pie } = await graphql<{ pie: { bySlugOrId: { pieId: string } } }>(request, hostToken, PIE, { slug: DEMO_PIE.slug });
  const pieId = pie.bySlugOrId.pieId;
  const create = async (displayName: string) =>
    (
      await graphql<{ rewards: { createPieReward: { rewardId: string } } }>(request, hostToken, CREATE, {
        pieId,
        input: { displayName, type: "PROMOTION", delivery: "DIGITAL", category: "MEET_UP", maxWinners: 2, redeemCode: "MEET-ME", ownedSlices: { amount: 100_000 } },
      })
    ).rewards.createPieReward.rewardId;
  const suffix = randomInt(10_000, 100_000);
  const awardedId = await create(`Soundcheck visit ${suffix}`);
  const spareName = `Spare meet-up ${suffix}`;
  const spareId = await create(spareName);
  const member = await createMember(request, "reward-award", { name: `Robin Award ${suffix}` });

  // On their own they cannot take part: they hold none of the slices it asks for.
  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);
  const rewardPage = `/legacy/pies/${pieId}/rewards/${awardedId}`;
  await page.goto(rewardPage);
  await expect(page.getByText("You do not hold enough slices of this pie.")).toBeVisible();

  await context.clearCookies();
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/legacy/pie-hub/rewards/${awardedId}`);
  const award = page.getByRole("region", { name: "Award to a member" });
  await expect(award.getByText("0 of 2 winners so far.", { exact: false })).toBeVisible();
  await award.getByRole("button", { name: "Award reward" }).click();
  await expect(award.getByText("User name is required")).toBeVisible();
  await award.getByLabel("User name").fill("@nobody_by_this_name");
  await award.getByRole("button", { name: "Award reward" }).click();
  await expect(award.getByText("No member has this user name")).toBeVisible();
  await expect(award.getByLabel("User name")).toHaveValue("@nobody_by_this_name");
  await award.getByLabel("User name").fill(`@${member.userName}`);
  await award.getByRole("button", { name: "Award reward" }).click();
  await expect(page.getByText(`Reward awarded to @${member.userName}. They were told.`)).toBeVisible();
  await expect(award.getByText("1 of 2 winners so far.", { exact: false })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(member.name) }).getByRole("cell", { name: "Awarded" })).toBeVisible();
  // Somebody won it: it stays.
  const deleting = page.getByRole("region", { name: "Delete reward" });
  await expect(deleting.getByText(/^This reward has winners or a published draw/)).toBeVisible();
  await expect(deleting.getByRole("link", { name: "Delete", exact: true })).toHaveCount(0);

  // The one nobody won goes, after the question.
  await page.goto(`/legacy/pie-hub/rewards/${spareId}`);
  await page.getByRole("region", { name: "Delete reward" }).getByRole("link", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Delete this reward?" })).toBeVisible();
  await page.getByRole("button", { name: "Delete reward" }).click();
  await expect(page.getByText("Reward deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/legacy\/pie-hub\/rewards$/);
  await expect(page.getByText(spareName)).toHaveCount(0);
  expect((await page.goto(`/legacy/pies/${pieId}/rewards/${spareId}`))?.status()).toBe(404);

  // The member reads that they won, and the code.
  await context.clearCookies();
  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(rewardPage);
  await expect(page.getByRole("region", { name: "Taking part" }).getByText("You won this reward.")).toBeVisible();
  await expect(page.getByText("MEET-ME")).toBeVisible();
});
