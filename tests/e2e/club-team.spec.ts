// A club's team (spec 3 §2 team, §6 roles; ADR 0028, ADR 0061): Maya, the demo host and owner of
// her demo club, invites a new member by user name as an event manager collaborator; the
// invitation waits on the team page (a second one is refused) until the member, in their own
// browser, follows the notification to their club invites and accepts; then they manage the
// club's events (its list shows the rooftop jazz night). Maya changes the role to reward manager
// and the member's events list answers 404; Maya removes them, confirming first. A revoked
// invitation cannot be accepted. A fresh member each run, so the journey runs twice on one
// server. JavaScript on and off.
import { DEMO_CLUB, DEMO_HOST, DEMO_LIMITED_EVENT } from "../support/demo";
import { apiSignIn, createMember, expect, graphql, test } from "../support";

test("the owner invites an event manager by user name, the member accepts, the owner changes their role, then removes them", async ({ page, browser, request, signIn, hostToken }, testInfo) => {
  test.slow();
  const { club } = await graphql<{ club: { bySlug: { clubId: string } } }>(request, hostToken, `query ($slug: String!) { club { bySlug(slug: $slug) { clubId } } }`, {
    slug: DEMO_CLUB.slug,
  });
  const clubId = club.bySlug.clubId;
  const newcomer = await createMember(request, "team", { name: "Riley Park" });
  const teamPath = `/my/rep-clubs/${clubId}/team`;

  // Maya opens the team from her club's page and invites the member as an event manager collaborator.
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/my/rep-clubs/${clubId}`);
  await page.getByRole("navigation", { name: "Club manager area" }).getByRole("link", { name: "Team" }).click();
  await expect(page).toHaveURL(new RegExp(`${teamPath}$`));
  await expect(page.getByRole("heading", { level: 1, name: `${DEMO_CLUB.name}: Team` })).toBeVisible();
  const inviteForm = page.getByRole("form", { name: "Invite to the team" });
  // An unknown user name is refused beside the field.
  await inviteForm.getByLabel("User name").fill("no_such_member_here");
  await inviteForm.getByRole("button", { name: "Send invitation" }).click();
  await expect(inviteForm.getByText("No member has this user name.")).toBeVisible();
  await inviteForm.getByLabel("User name").fill(`@${newcomer.userName}`);
  await inviteForm.getByLabel("Kind").selectOption("COLLABORATOR");
  await inviteForm.getByLabel("Role").selectOption("EVENT_MANAGER");
  await inviteForm.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to @${newcomer.userName}.`, { exact: false })).toBeVisible();
  // Pending, not yet on the team.
  const pending = page.getByRole("region", { name: "Pending invitations" }).getByRole("listitem").filter({ hasText: `@${newcomer.userName}` });
  await expect(pending).toContainText("Event Manager");
  await expect(pending).toContainText("Collaborator");
  const members = page.getByRole("region", { name: "Members and collaborators" });
  const row = members.getByRole("listitem").filter({ hasText: `@${newcomer.userName}` });
  await expect(row).toHaveCount(0);
  // Twice is refused while one is pending: nothing doubled.
  await inviteForm.getByLabel("User name").fill(newcomer.userName);
  await inviteForm.getByRole("button", { name: "Send invitation" }).click();
  await expect(inviteForm.getByText("This member already has a pending invitation to the team.", { exact: false })).toBeVisible();
  await expect(pending).toHaveCount(1);

  // The member is notified, follows the notification to their club invites, and accepts.
  const memberContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const memberPage = await memberContext.newPage();
  await signIn(newcomer, memberPage);
  await expect(memberPage).toHaveURL(/\/events$/);
  const clubEvents = `/my/rep-clubs/${clubId}/events`;
  expect((await memberPage.goto(clubEvents))?.status()).toBe(404);
  await memberPage.goto("/notifications");
  // The notification's body (its "Mark as read" dot names it too).
  await memberPage.getByRole("button", { name: new RegExp(`^${DEMO_HOST.name} invited you to join the team of ${DEMO_CLUB.name}\\.`) }).click();
  await expect(memberPage).toHaveURL(/\/profile\/invites\/clubs$/);
  const invitation = memberPage.getByRole("listitem", { name: DEMO_CLUB.name });
  await expect(invitation).toContainText("Event Manager");
  await invitation.getByRole("button", { name: "Accept" }).click();
  await expect(memberPage.getByText(`You joined the team of ${DEMO_CLUB.name}.`)).toBeVisible();
  await expect(memberPage).toHaveURL(new RegExp(`/my/rep-clubs/${clubId}$`));

  // Now on the team: they manage the club's events.
  expect((await memberPage.goto(clubEvents))?.status()).toBe(200);
  await expect(memberPage.getByRole("link", { name: DEMO_LIMITED_EVENT.name, exact: true })).toBeVisible();
  await page.reload();
  await expect(row).toContainText("Event Manager");
  await expect(row).toContainText("Collaborator");
  await expect(row.getByText("Riley Park", { exact: true })).toBeVisible();
  await expect(pending).toHaveCount(0);

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

test("a revoked invitation cannot be accepted", async ({ page, browser, request, signIn, hostToken }, testInfo) => {
  test.slow();
  const { club } = await graphql<{ club: { bySlug: { clubId: string } } }>(request, hostToken, `query ($slug: String!) { club { bySlug(slug: $slug) { clubId } } }`, {
    slug: DEMO_CLUB.slug,
  });
  const teamPath = `/my/rep-clubs/${club.bySlug.clubId}/team`;
  const invitee = await createMember(request, "revoked", { name: "Jordan Vale" });
  await graphql(request, hostToken, `mutation ($clubId: ID!, $userName: String!) { club { inviteTeamMember(clubId: $clubId, userName: $userName, role: REWARD_MANAGER, kind: TEAM) { invitationId } } }`, {
    clubId: club.bySlug.clubId,
    userName: invitee.userName,
  });

  // The invitee opens their club invites before Maya changes her mind.
  const inviteeContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const inviteePage = await inviteeContext.newPage();
  await signIn(invitee, inviteePage);
  await expect(inviteePage).toHaveURL(/\/events$/);
  await inviteePage.goto("/profile/invites/clubs");
  const invitation = inviteePage.getByRole("listitem", { name: DEMO_CLUB.name });
  await expect(invitation).toContainText("Reward Manager");

  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(teamPath);
  const pending = page.getByRole("region", { name: "Pending invitations" }).getByRole("listitem").filter({ hasText: `@${invitee.userName}` });
  await pending.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("Invitation revoked.")).toBeVisible();
  await expect(pending).toHaveCount(0);

  await invitation.getByRole("button", { name: "Accept" }).click();
  await expect(inviteePage.getByText("This invitation is no longer open", { exact: false })).toBeVisible();
  await expect(inviteePage.getByText("No invitations to a club's team.")).toBeVisible();
  expect((await inviteePage.goto(`/my/rep-clubs/${club.bySlug.clubId}`))?.status()).toBe(404);
  await inviteeContext.close();
});

test("the owner transfers the club to a team member, confirming first, and stays on as an admin", async ({ page, request, member }) => {
  test.slow();
  const token = await apiSignIn(request, member.email, member.password);
  const created = await graphql<{ club: { create: { clubId: string } } }>(request, token, `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`, {
    input: { name: `Dune Walkers ${Date.now().toString(36)}`, access: "PUBLIC" },
  });
  const clubId = created.club.create.clubId;
  const heir = await createMember(request, "heir", { name: "Casey Morgan" });
  const invited = await graphql<{ club: { inviteTeamMember: { invitationId: string } } }>(
    request,
    token,
    `mutation ($clubId: ID!, $userName: String!) { club { inviteTeamMember(clubId: $clubId, userName: $userName, role: REWARD_MANAGER, kind: TEAM) { invitationId } } }`,
    { clubId, userName: heir.userName },
  );
  const heirToken = await apiSignIn(request, heir.email, heir.password);
  await graphql(request, heirToken, `mutation ($invitationId: ID!) { club { respondToTeamInvitation(invitationId: $invitationId, accept: true) { invitationId } } }`, {
    invitationId: invited.club.inviteTeamMember.invitationId,
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
