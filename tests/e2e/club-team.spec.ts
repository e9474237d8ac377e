// A club's team (spec 3 §2 team, §6 roles; ADR 0028): Maya, the demo host and owner of her demo
// club, adds a new member by user name as an event manager collaborator; the member at once
// manages the club's events (its list shows the rooftop jazz night). Maya changes the role to
// reward manager and the member's events list answers 404; Maya removes them, confirming first.
// A fresh member each run, so the journey runs twice on one server. JavaScript on and off.
import { DEMO_CLUB, DEMO_HOST, DEMO_LIMITED_EVENT } from "../support/demo";
import { createMember, expect, graphql, test } from "../support";

test("the owner adds an event manager by user name, changes their role, then removes them", async ({ page, browser, request, signIn, hostToken }, testInfo) => {
  test.slow();
  const { club } = await graphql<{ club: { bySlug: { clubId: string } } }>(request, hostToken, `query ($slug: String!) { club { bySlug(slug: $slug) { clubId } } }`, {
    slug: DEMO_CLUB.slug,
  });
  const clubId = club.bySlug.clubId;
  const newcomer = await createMember(request, "team", { name: "Riley Park" });
  const teamPath = `/my/rep-clubs/${clubId}/team`;

  // Maya opens the team from her club's page and adds the member as an event manager collaborator.
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/my/rep-clubs/${clubId}`);
  await page.getByRole("navigation", { name: "Club manager area" }).getByRole("link", { name: "Team" }).click();
  await expect(page).toHaveURL(new RegExp(`${teamPath}$`));
  await expect(page.getByRole("heading", { level: 1, name: `${DEMO_CLUB.name}: Team` })).toBeVisible();
  const addForm = page.getByRole("form", { name: "Add to the team" });
  await addForm.getByLabel("User name").fill(`@${newcomer.userName}`);
  await addForm.getByLabel("Kind").selectOption("COLLABORATOR");
  await addForm.getByLabel("Role").selectOption("EVENT_MANAGER");
  await addForm.getByRole("button", { name: "Add to team" }).click();
  await expect(page.getByText(`@${newcomer.userName} was added to the team.`)).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: `@${newcomer.userName}` });
  await expect(row).toContainText("Event Manager");
  await expect(row).toContainText("Collaborator");
  await expect(row.getByText("Riley Park", { exact: true })).toBeVisible();

  // The member manages the club's events at once.
  const memberContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const memberPage = await memberContext.newPage();
  await signIn(newcomer, memberPage);
  await expect(memberPage).toHaveURL(/\/events$/);
  const clubEvents = `/my/rep-clubs/${clubId}/events`;
  expect((await memberPage.goto(clubEvents))?.status()).toBe(200);
  await expect(memberPage.getByRole("link", { name: DEMO_LIMITED_EVENT.name, exact: true })).toBeVisible();

  // Maya makes them a reward manager: the club's events are no longer theirs to see.
  await row.getByLabel("Role").selectOption("REWARD_MANAGER");
  await row.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByText("Role changed.")).toBeVisible();
  await expect(row).toContainText("Reward Manager");
  expect((await memberPage.goto(clubEvents))?.status()).toBe(404);

  // Maya removes them, confirming first; Cancel keeps them.
  await row.getByRole("link", { name: "Remove" }).click();
  await expect(page).toHaveURL(new RegExp(`${teamPath}\\?remove=[0-9a-f-]{36}$`));
  await expect(row.getByText("Remove Riley Park from the team?")).toBeVisible();
  await row.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`${teamPath}$`));
  await row.getByRole("link", { name: "Remove" }).click();
  await row.getByRole("button", { name: "Yes, remove" }).click();
  await expect(page.getByText("Removed from the team.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${teamPath}$`));
  await expect(row).toHaveCount(0);
  expect((await memberPage.goto(`/my/rep-clubs/${clubId}`))?.status()).toBe(404);
  await memberContext.close();
});
