// A moderator reaches the pie they moderate (ADR 0081): the owner makes a member Account Manager
// on the Manage tab; the member opens the pie hub, picks the pie, and its edit page shows only
// the tabs an Account Manager may use (Slices, Upgrade), where they set the price per slice. A tab
// they may not use sends them back to theirs. A pie made for the test. JavaScript on and off.
import { expect, test } from "../support";
import { createLivePie, uniquePieName } from "../support/pies";
import { createMember } from "../support/members";


test("the owner grants Account Manager; the moderator picks the pie in the hub and sees only their tabs", async ({ page, request, member: owner, signIn }) => {
  // Two members made through the real sign-up on a shared machine.
  test.slow();
  const name = uniquePieName("Moderated");
  const pieId = await createLivePie(request, owner, name, "Run by its team in the end-to-end tests.");
  const moderator = await createMember(request, "moderator", { name: "Robin Adeyemi" });

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
});
