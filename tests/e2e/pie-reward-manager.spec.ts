// A Reward Manager works on the pie they moderate in the hub (ADR 0081): the owner makes a member
// Reward Manager on the Manage tab; the member picks the pie in the hub's picker, lands on its
// rewards list (`?pie=`), opens its achievements and creates a badge for it, and has no edit tab.
// A pie made for the test. JavaScript on and off.
import { apiSignIn, DEMO_SUPPORT, expect, graphql, test } from "../support";
import { createMember } from "../support/members";

const JOIN_WAITING_LIST = `mutation { user { joinPieWaitingList { isInWaitingList } } }`;
const LET_OFF = `mutation ($userName: String!) { user { letOffPieWaitingList(userName: $userName) } }`;
const START = `mutation { pie { start { pieId } } }`;
const DETAILS = `mutation ($input: PieDetailsInput!) { pie { saveDetails(input: $input) { pieId } } }`;
const APPEARANCE = `mutation ($input: PieAppearanceInput!) { pie { saveAppearance(input: $input) { pieId } } }`;
const SLICES = `mutation ($input: PieSlicesInput!) { pie { saveSlices(input: $input) { pieId } } }`;
const CREATE = `mutation { pie { create { pieId operationalState } } }`;

test("the owner grants Reward Manager; the moderator picks the pie, lands on its rewards and creates a badge", async ({ page, request, member: owner, signIn }) => {
  // Two members made through the real sign-up on a shared machine.
  test.slow();
  const name = `Rewarded ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)} Pie`;
  const ownerToken = await apiSignIn(request, owner.email, owner.password);
  await graphql(request, ownerToken, JOIN_WAITING_LIST);
  const staff = await apiSignIn(request, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  await graphql(request, staff, LET_OFF, { userName: owner.userName });
  await graphql(request, ownerToken, START);
  await graphql(request, ownerToken, DETAILS, { input: { displayName: name, bio: "Rewarded by its team in the end-to-end tests." } });
  await graphql(request, ownerToken, APPEARANCE, { input: { background: "sunrise", napkin: "red", crust: "golden", filling: "cherry" } });
  await graphql(request, ownerToken, SLICES, { input: { maxSlices: 10_000, issuedSlices: 100, slicePriceCents: 100 } });
  const created = await graphql<{ pie: { create: { pieId: string; operationalState: string } } }>(request, ownerToken, CREATE);
  expect(created.pie.create.operationalState).toBe("ACTIVE");
  const pieId = created.pie.create.pieId;
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
