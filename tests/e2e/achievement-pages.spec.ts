// A badge's pages beyond the award (spec 3 §3, §7): its public page, signed out and as a holder
// ("You hold this badge since …"); Maya deletes a badge nobody holds, after a confirmation (a
// dialog with JavaScript, a step on the page without); the holders' statistics are drawn as SVG
// for Maya, and their page answers 404 to a member who is no manager. JavaScript on and off.
import { DEMO_CLUB, DEMO_HOST } from "../support/demo";
import { createMember, expect, graphql, test } from "../support";
import type { APIRequestContext } from "@playwright/test";

const CREATE = `mutation ($clubId: ID!, $input: AchievementInput!) { rewards { createAchievement(clubId: $clubId, input: $input) { achievementId slug } } }`;
const AWARD = `mutation ($input: AwardAchievementInput!) { rewards { awardAchievement(input: $input) { awardedAt } } }`;

async function demoClubId(
  request: APIRequestContext,
  token: string,
): Promise<string> {
  const { club } = await graphql<{ club: { bySlug: { clubId: string } } }>(
    request,
    token,
    `
      query ($slug: String!) {
        club {
          bySlug(slug: $slug) {
            clubId
          }
        }
      }
    `,
    { slug: DEMO_CLUB.slug },
  );
  return club.bySlug.clubId;
}

async function createBadge(
  request: APIRequestContext,
  token: string,
  clubId: string,
  input: Record<string, unknown>,
) {
  const { rewards } = await graphql<{
    rewards: { createAchievement: { achievementId: string; slug: string } };
  }>(request, token, CREATE, {
    clubId,
    input: { category: "EVENT", ...input },
  });
  return rewards.createAchievement;
}

test("the public badge page, signed out and as its holder; the statistics are Maya's only", async ({
  page,
  signIn,
  request,
  hostToken,
}, testInfo) => {
  test.slow();
  const name = `Lantern ${testInfo.project.name} ${Date.now().toString(36)}`;
  const clubId = await demoClubId(request, hostToken);
  const badge = await createBadge(request, hostToken, clubId, {
    displayName: name,
    bio: "Carried a lantern on the night walk.",
    maxSupply: 100,
  });
  // The member signs up with a date of birth of 1991-09-02 and the gender Other.
  const holder = await createMember(request, "badge-holder");
  await graphql(request, hostToken, AWARD, {
    input: { achievementId: badge.achievementId, userName: holder.userName },
  });

  // Signed out: the page by slug, with its link preview.
  const answer = await page.goto(`/achievements/${badge.slug}`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(
    page.getByText("Carried a lantern on the night walk."),
  ).toBeVisible();
  await expect(page.getByText("1 of 100 claimed")).toBeVisible();
  await expect(
    page.getByRole("link", { name: DEMO_CLUB.name }),
  ).toHaveAttribute("href", `/rep-clubs/${DEMO_CLUB.slug}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    name,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /^https?:\/\//,
  );
  await expect(page.getByText("You hold this badge since")).toHaveCount(0);
  expect(
    (await page.goto(`/achievements/no-such-badge-${Date.now()}`))?.status(),
  ).toBe(404);

  // The holder, by id: since when they hold it; the manager's page with the statistics is not theirs.
  await signIn(holder);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/achievements/${badge.achievementId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("held-since")).toContainText(
    "You hold this badge since",
  );
  expect(
    (
      await page.goto(`/rep-club/${clubId}/achievement/${badge.achievementId}`)
    )?.status(),
  ).toBe(404);
  await expect(
    page.getByRole("heading", { name: "Holders by age range and gender" }),
  ).toHaveCount(0);

  // Maya: the holders counted by age range and gender, drawn as SVG with a table for screen readers.
  await page.context().clearCookies();
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/rep-club/${clubId}/achievement/${badge.achievementId}`);
  const statistics = page.getByRole("region", {
    name: "Holders by age range and gender",
  });
  await expect(statistics).toBeVisible();
  await expect(
    statistics.getByText("1 member holds this badge."),
  ).toBeVisible();
  await expect(
    statistics.getByRole("img", {
      name: /^Age range: 18-24 0, 25-34 0, 35-44 1, over 44 0$/,
    }),
  ).toBeVisible();
  await expect(
    statistics.getByRole("img", {
      name: /^Gender: female 0, male 0, other 1$/,
    }),
  ).toBeVisible();
  await expect(
    statistics
      .getByRole("table", { name: "Age range" })
      .getByRole("row", { name: "35-44 1" }),
  ).toHaveCount(1);
  // Maya's page links to the public one; a badge someone holds offers no Delete.
  await expect(
    page.getByText(
      "This achievement has been awarded, so it cannot be deleted",
    ),
  ).toBeVisible();
  await page.getByRole("link", { name: "Public page" }).click();
  await expect(page).toHaveURL(new RegExp(`/achievements/${badge.slug}$`));
});

test("Maya sets a badge's check-in condition, then deletes it (nobody holds it), after confirming", async ({
  page,
  signIn,
  request,
  hostToken,
}, testInfo) => {
  const name = `Paper Crane ${testInfo.project.name} ${Date.now().toString(36)}`;
  const clubId = await demoClubId(request, hostToken);
  const badge = await createBadge(request, hostToken, clubId, {
    displayName: name,
  });
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/rep-club/${clubId}/achievement/${badge.achievementId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // The condition on the form: earned at the check-in at two of the club's events.
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await page.getByLabel("Events attended to earn it").fill("2");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Achievement saved.")).toBeVisible();
  await expect(page.getByText("Checking in at 2 of the club's events")).toBeVisible();
  await page.getByRole("link", { name: "Delete", exact: true }).click();
  // With JavaScript a dialog asks; without it the ?delete step asks on the page.
  await expect(
    page.getByRole("heading", { name: "Delete this achievement?" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Delete achievement" }).click();
  await expect(page.getByText("Achievement deleted.")).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/my/rep-clubs/${clubId}/achievements$`),
  );
  await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveCount(
    0,
  );
  expect((await page.goto(`/achievements/${badge.slug}`))?.status()).toBe(404);
});
