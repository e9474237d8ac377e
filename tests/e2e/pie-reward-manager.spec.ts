// A Reward Manager works on the pie they moderate in the hub (ADR 0081): the owner makes a member
// Reward Manager on the Manage tab; the member picks the pie in the hub's picker, lands on its
// rewards list (`?pie=`), opens its achievements and creates a badge for it, and has no edit tab.
// A pie made for the test. JavaScript on and off.
import { expect, test } from "../support";
import { createLivePie, uniquePieName } from "../support/pies";
import { createMember } from "../support/members";


test("the owner grants Reward Manager; the moderator picks the pie, lands on its rewards and creates a badge", async ({ page, request, member: owner, signIn }) => {
  // Two members made through the real sign-up on a shared machine.
  test.slow();
  const name = uniquePieName("Rewarded");
  const pieId = await createLivePie(request, owner, name, "Rewarded by its team in the end-to-end tests.");
  const moderator = await createMember(request, "rewards", { name: "Sam Okafor" });

  // The owner grants the role on the Manage tab.
  await page.goto(`/legacy/pie-hub/overview/edit/${pieId}?tab=manage`);
  await page.getByLabel("User name", { exact: true }).fill(moderator.userName);
  await page.getByLabel("Role").selectOption({ label: "Reward Manager" });
  await page.getByRole("button", { name: "Add moderator" }).click();
  await expect(page.getByText("Sam Okafor is now a Reward Manager.")).toBeVisible();

  // The moderator: the picker leads to the pie's rewards list in the hub.
  await page.context().clearCookies();
  await signIn(moderator);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/legacy/pie-hub");
  const picker = page.getByRole("navigation", { name: "Your pies" });
  await picker.getByRole("link", { name: `${name} (moderator)` }).click();
  await expect(page).toHaveURL(new RegExp(`/legacy/pie-hub/rewards\\?pie=${pieId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `${name}: rewards` })).toBeVisible();
  // Back leads to the hub (the picker), not to the owner's dashboard.
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/legacy/pie-hub");
  await expect(page.getByRole("link", { name: "Create a reward" })).toHaveAttribute("href", `/legacy/pie-hub/rewards/create?pie=${pieId}`);
  // A Reward Manager has no tab of the pie's edit page.
  await expect(page.getByRole("navigation", { name: "Edit pie" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^(Details|Appearance|Slices|Upgrade|Manage)$/ })).toHaveCount(0);

  // The pie's achievements: a badge created for this pie.
  await page.getByRole("link", { name: "The pie's achievements" }).click();
  await expect(page).toHaveURL(new RegExp(`/legacy/pie-hub/achievements\\?pie=${pieId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `${name}: Achievements` })).toBeVisible();
  await page.getByRole("link", { name: "Create achievement" }).click();
  await expect(page).toHaveURL(new RegExp(`/legacy/pie-hub/achievements/create\\?pie=${pieId}$`));
  const badge = `Team badge ${Date.now().toString(36)}`;
  await page.getByLabel("Name").fill(badge);
  await page.getByLabel("Category").selectOption({ label: "Tier badge" });
  await page.getByRole("button", { name: "Create achievement" }).click();
  await expect(page.getByText("Choose the tier of the badge.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(badge);
  await page.getByLabel("Tier (tier badges only)").selectOption({ label: "Ruby" });
  await page.getByRole("button", { name: "Create achievement" }).click();
  await expect(page.getByText("Achievement created.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/legacy/pie-hub/achievements/[0-9a-f-]{36}\\?pie=${pieId}$`));
  await expect(page.getByRole("heading", { level: 1, name: badge })).toBeVisible();
  await page.getByRole("link", { name: `← ${name}: achievements` }).click();
  await expect(page.getByRole("link", { name: new RegExp(badge) })).toBeVisible();

  // The moderator's own hub stays theirs: without `?pie=` they have no pie's rewards.
  await page.goto("/legacy/pie-hub/rewards");
  await expect(page).toHaveURL(/\/legacy\/pie-hub$/);
});
