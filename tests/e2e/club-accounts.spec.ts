// The club's accounts page (spec 3 §2 accounts, §3 Payout and payments; ADR 0061): a member who
// owns a new club opens Accounts from the club's manager area, sees the platform's fees,
// connects a payout account through the local sandbox provider (it comes straight back),
// then disconnects it. An admin of the club does not see the page. JavaScript on and off.
import { apiSignIn, createMember, expect, graphql, test } from "../support";

const CREATE = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`;

test("the owner connects the club's payout account through the sandbox, then disconnects it", async ({ page, request, member, browser, signIn }, testInfo) => {
  test.slow();
  const token = await apiSignIn(request, member.email, member.password);
  const name = `Harbor Lights ${Date.now().toString(36)}`;
  const created = await graphql<{ club: { create: { clubId: string } } }>(request, token, CREATE, { input: { name, access: "PUBLIC" } });
  const clubId = created.club.create.clubId;
  const accountsPath = `/my/rep-clubs/${clubId}/accounts`;

  await page.goto(`/my/rep-clubs/${clubId}`);
  await page.getByRole("navigation", { name: "Club manager area" }).getByRole("link", { name: "Accounts" }).click();
  await expect(page).toHaveURL(new RegExp(`${accountsPath}$`));
  await expect(page.getByRole("heading", { level: 1, name: `${name}: Accounts` })).toBeVisible();
  const fees = page.getByRole("region", { name: "Payment transaction fees" });
  await expect(fees.getByText("5 % of the tickets before tax, plus $0.99 per paid ticket")).toBeVisible();
  await expect(fees.getByText("2.9 % of what is charged, plus $0.30")).toBeVisible();

  const payout = page.getByRole("region", { name: "Payout account" });
  await expect(payout.getByText("Not connected")).toBeVisible();
  await payout.getByRole("button", { name: "Connect payout account" }).click();
  await expect(page.getByText("The club's payout account is connected.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${accountsPath}$`));
  await expect(payout.getByText(/^Sandbox bank ••••\d{4}$/)).toBeVisible();
  await expect(payout.getByText("Connected", { exact: true })).toBeVisible();

  // An admin of the club may not see where its money goes.
  const admin = await createMember(request, "club-admin", { name: "Avery Stone" });
  const invited = await graphql<{ club: { inviteTeamMember: { invitationId: string } } }>(
    request,
    token,
    `mutation ($clubId: ID!, $userName: String!) { club { inviteTeamMember(clubId: $clubId, userName: $userName, role: ADMIN, kind: TEAM) { invitationId } } }`,
    { clubId, userName: admin.userName },
  );
  await graphql(request, await apiSignIn(request, admin.email, admin.password), `mutation ($id: ID!) { club { respondToTeamInvitation(invitationId: $id, accept: true) { invitationId } } }`, {
    id: invited.club.inviteTeamMember.invitationId,
  });
  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const adminPage = await adminContext.newPage();
  await signIn(admin, adminPage);
  await expect(adminPage).toHaveURL(/\/events$/);
  await adminPage.goto(`/my/rep-clubs/${clubId}`);
  await expect(adminPage.getByRole("navigation", { name: "Club manager area" }).getByRole("link", { name: "Team" })).toBeVisible();
  await expect(adminPage.getByRole("navigation", { name: "Club manager area" }).getByRole("link", { name: "Accounts" })).toHaveCount(0);
  expect((await adminPage.goto(accountsPath))?.status()).toBe(404);
  await adminContext.close();

  await payout.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText("The club's payout account was disconnected.")).toBeVisible();
  await expect(payout.getByText("Not connected")).toBeVisible();
});
