// A club's team (spec 3 §2 team, §6 roles; ADR 0028): Maya, the demo host and owner of her demo
// club, adds a new member by user name as an event manager collaborator; the member at once
// manages the club's events (its list shows the rooftop jazz night). Maya changes the role to
// reward manager and the member's events list answers 404; Maya removes them, confirming first.
// A fresh member each run, so the journey runs twice on one server. JavaScript on and off.
import { DEMO_CLUB, DEMO_HOST, DEMO_LIMITED_EVENT } from "../support/demo";
import { apiSignIn, createMember, expect, graphql, test } from "../support";

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
  // An unknown user name is refused beside the field.
  await addForm.getByLabel("User name").fill("no_such_member_here");
  await addForm.getByRole("button", { name: "Add to team" }).click();
  await expect(addForm.getByText("No member has this user name.")).toBeVisible();
  await addForm.getByLabel("User name").fill(`@${newcomer.userName}`);
  await addForm.getByLabel("Kind").selectOption("COLLABORATOR");
  await addForm.getByLabel("Role").selectOption("EVENT_MANAGER");
  await addForm.getByRole("button", { name: "Add to team" }).click();
  await expect(page.getByText(`@${newcomer.userName} was added to the team.`)).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: `@${newcomer.userName}` });
  await expect(row).toContainText("Event Manager");
  await expect(row).toContainText("Collaborator");
  await expect(row.getByText("Riley Park", { exact: true })).toBeVisible();
  // Twice is refused: nothing doubled.
  await addForm.getByLabel("User name").fill(newcomer.userName);
  await addForm.getByRole("button", { name: "Add to team" }).click();
  await expect(addForm.getByText("This member is already on the club's team.", { exact: false })).toBeVisible();
  await expect(row).toHaveCount(1);

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
  // A reward manager may not manage the team either.
  expect((await memberPage.goto(teamPath))?.status()).toBe(404);

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

test("the owner transfers the club to a team member, confirming first, and stays on as an admin", async ({ page, request, member }) => {
  test.slow();
  const token = await apiSignIn(request, member.email, member.password);
  const created = await graphql<{ club: { create: { clubId: string } } }>(request, token, `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`, {
    input: { name: `Dune Walkers ${Date.now().toString(36)}`, access: "PUBLIC" },
  });
  const clubId = created.club.create.clubId;
  const heir = await createMember(request, "heir", { name: "Casey Morgan" });
  await graphql(request, token, `mutation ($clubId: ID!, $userName: String!) { club { addTeamMember(clubId: $clubId, userName: $userName, role: REWARD_MANAGER, kind: TEAM) { role } } }`, {
    clubId,
    userName: heir.userName,
  });
  const teamPath = `/my/rep-clubs/${clubId}/team`;

  await page.goto(teamPath);
  const transfer = page.getByRole("region", { name: "Transfer ownership" });
  await transfer.getByLabel("New owner").selectOption({ label: `Casey Morgan (@${heir.userName})` });
  await transfer.getByRole("button", { name: "Transfer ownership…" }).click();
  await expect(page).toHaveURL(new RegExp(`${teamPath}\\?transfer=[0-9a-f-]{36}$`));
  await expect(transfer.getByText("only the new owner may transfer it again", { exact: false })).toBeVisible();
  await transfer.getByRole("button", { name: "Yes, transfer ownership" }).click();

  await expect(page.getByText("Casey Morgan now owns the club. You stay on its team as an admin.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${teamPath}$`));
  await expect(page.getByText(`Owner: Casey Morgan @${heir.userName}`)).toBeVisible();
  const formerOwner = page.getByRole("listitem").filter({ hasText: `@${member.userName}` });
  await expect(formerOwner).toContainText("Admin");
  await expect(page.getByRole("listitem").filter({ hasText: `@${heir.userName}` })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Transfer ownership" })).toHaveCount(0);
});
