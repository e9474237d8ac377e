// The /rep-club/ alternates without a club id (spec 3 §2; ADR 0061): with no club, a page that
// says so and offers to create one; with exactly one club, straight to its page; with several,
// a picker of them. JavaScript on and off.
import { apiSignIn, expect, graphql, test } from "../support";

const CREATE = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`;

test("/rep-club/team: none, then one club (redirect), then two (picker)", async ({ page, request, member }) => {
  test.slow();
  const token = await apiSignIn(request, member.email, member.password);
  const stamp = Date.now().toString(36);

  await page.goto("/rep-club/team");
  await expect(page.getByRole("heading", { level: 1, name: "Team: choose a club" })).toBeVisible();
  await expect(page.getByText("You don't manage a club where you can open this page.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create club" })).toHaveAttribute("href", "/my/rep-clubs/create");

  const first = await graphql<{ club: { create: { clubId: string } } }>(request, token, CREATE, { input: { name: `Tide Pool ${stamp}`, access: "PUBLIC" } });
  await page.goto("/rep-club/team");
  await expect(page).toHaveURL(new RegExp(`/my/rep-clubs/${first.club.create.clubId}/team$`));
  await expect(page.getByRole("heading", { level: 1, name: `Tide Pool ${stamp}: Team` })).toBeVisible();

  const second = await graphql<{ club: { create: { clubId: string } } }>(request, token, CREATE, { input: { name: `Salt Flats ${stamp}`, access: "PUBLIC" } });
  await page.goto("/rep-club/achievements");
  const clubs = page.getByRole("navigation", { name: "Your clubs" });
  await expect(clubs.getByRole("link")).toHaveCount(2);
  await clubs.getByRole("link", { name: `Salt Flats ${stamp}` }).click();
  await expect(page).toHaveURL(new RegExp(`/my/rep-clubs/${second.club.create.clubId}/achievements$`));
});
