// Support staff give a member invites from /support/invites (spec 1 §3 UserInvitesIncreased):
// the form checks the user name and the number (beside each field, keeping what was typed),
// confirms what was given, and the member has them; members find no such page. JS on and off.
import { apiSignIn, graphql } from "../support/members";
import { expect, test } from "../support";

test("support staff give a member invites by user name", async ({ page, freshMember: member, supportAgent: _signedIn, request }) => {
  const token = await apiSignIn(request, member.email, member.password);
  const remaining = async () => (await graphql<{ user: { me: { userInvitesRemaining: number } } }>(request, token, "{ user { me { userInvitesRemaining } } }")).user.me.userInvitesRemaining;
  const before = await remaining();

  await page.goto("/support/invites");
  await expect(page.getByRole("heading", { level: 1, name: "Give invites" })).toBeVisible();
  const userName = page.getByLabel("User name of the member");
  const count = page.getByLabel("Number of invites (1 to 100)");

  // Nothing typed, then too many: each said beside its field.
  await page.getByRole("button", { name: "Give invites" }).click();
  await expect(page.getByText("Enter the member's user name.")).toBeVisible();

  await userName.fill(`@${member.userName}`);
  await count.fill("101");
  await page.getByRole("button", { name: "Give invites" }).click();
  await expect(page.getByText("Give between 1 and 100 invites at a time.")).toBeVisible();
  await expect(userName).toHaveValue(`@${member.userName}`);

  // Nobody by that name: the API's answer beside the user name, what was typed kept.
  await userName.fill("nobody_by_this_name_here");
  await count.fill("3");
  await page.getByRole("button", { name: "Give invites" }).click();
  await expect(page.getByText("We couldn't find a member with this user name.")).toBeVisible();
  await expect(userName).toHaveValue("nobody_by_this_name_here");
  await expect(count).toHaveValue("3");

  await userName.fill(`@${member.userName}`);
  await page.getByRole("button", { name: "Give invites" }).click();
  await expect(page.getByText(`Gave 3 invites to @${member.userName}. They now have ${before + 3} to share and were notified.`)).toBeVisible();
  await expect(page).toHaveURL(/\/support\/invites$/);
  expect(await remaining()).toBe(before + 3);
});

test("a member finds no invite-giving page", async ({ page, member: _signedIn }) => {
  const response = await page.goto("/support/invites");
  expect(response?.status()).toBe(404);
});
