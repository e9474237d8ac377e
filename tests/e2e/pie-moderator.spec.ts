// A moderator reaches the pie they moderate (ADR 0081): the owner makes a member Account Manager
// on the Manage tab; the member opens the pie hub, picks the pie, and its edit page shows only
// the tabs an Account Manager may use (Slices, Upgrade), where they set the price per slice. A tab
// they may not use sends them back to theirs. The same member is Reward Manager of a second pie:
// its rewards page has the picker too, which switches back to the first pie. Pies made for the
// test. JavaScript on and off.
import { expect, test } from "../support";
import { createLivePie, uniquePieName } from "../support/pies";
import { apiSignIn, createMember, graphql } from "../support/members";


test("the owner grants Account Manager; the moderator picks the pie in the hub, sees only their tabs, and switches pie from another pie's rewards", async ({ page, request, member: owner, signIn }) => {
  // Two members made through the real sign-up on a shared machine.
  test.slow();
  const name = uniquePieName("Moderated");
  const pieId = await createLivePie(request, owner, name, "Run by its team in the end-to-end tests.");
  const moderator = await createMember(request, "moderator", { name: "Robin Adeyemi" });
  // A second pie, whose owner makes the same member its Reward Manager through the API.
  const otherName = uniquePieName("Rewarding");
  const otherOwner = await createMember(request, "otherowner", { name: "Jo Lindqvist" });
  const otherPieId = await createLivePie(request, otherOwner, otherName, "A second pie with the same moderator.");
  await graphql(request, await apiSignIn(request, otherOwner.email, otherOwner.password), `mutation ($pieId: ID!, $userName: String!) { pie { grantModerator(pieId: $pieId, userName: $userName, pieRole: REWARD_MANAGER) { moderatorId } } }`, {
    pieId: otherPieId,
    userName: moderator.userName,
  });

  // The owner grants the role on the Manage tab.
  await page.goto(`/legacy/pie-hub/overview/edit/${pieId}?tab=manage`);
  await page.getByLabel("User name", { exact: true }).fill(moderator.userName);
  await page.getByLabel("Role").selectOption({ label: "Account Manager" });
  await page.getByRole("button", { name: "Add moderator" }).click();
  await expect(page.getByText("Robin Adeyemi is now an Account Manager.")).toBeVisible();

  // The moderator: the hub's picker names the pie and leads to its first tab they may use.
  await page.context().clearCookies();
  await signIn(moderator);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/legacy/pie-hub");
  const picker = page.getByRole("navigation", { name: "Your pies" });
  await expect(picker.getByRole("link", { name: "Your pie hub" })).toHaveAttribute("aria-current", "page");
  await picker.getByRole("link", { name: `${name} (moderator)` }).click();
  await expect(page).toHaveURL(new RegExp(`/legacy/pie-hub/overview/edit/${pieId}\\?tab=slices$`));
  await expect(page.getByRole("navigation", { name: "Your pies" }).getByRole("link", { name: `${name} (moderator)` })).toHaveAttribute("aria-current", "page");
  const editTabs = page.getByRole("navigation", { name: "Edit pie" });
  await expect(editTabs.getByRole("link")).toHaveText(["Slices", "Upgrade"]);
  await expect(page.getByRole("link", { name: "Send slices" })).toBeVisible();

  // Their flags: the price per slice and releasing slices.
  await page.getByLabel("Price per slice ($)").fill("2.5");
  await page.getByRole("button", { name: "Save price" }).click();
  await expect(page.getByText("The price per slice was saved.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/legacy/pie-hub/overview/edit/${pieId}\\?tab=slices$`));
  await expect(page.getByRole("button", { name: "Release", exact: true })).toBeVisible();

  // A tab an Account Manager may not use leads back to theirs; the owner's dashboard stays the owner's.
  await page.goto(`/legacy/pie-hub/overview/edit/${pieId}?tab=manage`);
  await expect(page).toHaveURL(new RegExp(`/legacy/pie-hub/overview/edit/${pieId}\\?tab=slices$`));
  await page.goto("/legacy/pie-hub/overview");
  await expect(page).toHaveURL(/\/legacy\/pie-hub$/);

  // The second pie leads to its rewards, where the picker is shown too and switches back to the first.
  await page.getByRole("navigation", { name: "Your pies" }).getByRole("link", { name: `${otherName} (moderator)` }).click();
  await expect(page).toHaveURL(new RegExp(`/legacy/pie-hub/rewards\\?pie=${otherPieId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `${otherName}: rewards` })).toBeVisible();
  const rewardsPicker = page.getByRole("navigation", { name: "Your pies" });
  await expect(rewardsPicker.getByRole("link", { name: `${otherName} (moderator)` })).toHaveAttribute("aria-current", "page");
  await expect(rewardsPicker.getByRole("link", { name: `${name} (moderator)` })).not.toHaveAttribute("aria-current", "page");
  await rewardsPicker.getByRole("link", { name: `${name} (moderator)` }).click();
  await expect(page).toHaveURL(new RegExp(`/legacy/pie-hub/overview/edit/${pieId}\\?tab=slices$`));
  await expect(page.getByRole("navigation", { name: "Your pies" }).getByRole("link", { name: `${name} (moderator)` })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("navigation", { name: "Edit pie" }).getByRole("link")).toHaveText(["Slices", "Upgrade"]);
});
