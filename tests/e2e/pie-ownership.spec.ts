// A pie's team and ownership (spec 3 §2 the edit page's Manage tab, §4 the ownership transfer;
// ADR 0073): the owner adds a member as Reward Manager by user name and removes them, then asks
// them to take the pie over; the member opens the transfer-request notification, which leads to
// the pie hub, and accepts: the pie is theirs. A pie made for the test (the demo pie stays
// Maya's, and Sam stays out of its team, for the other journeys that rely on them).
// JavaScript on and off.
import { expect, test } from "../support";
import { createLivePie, uniquePieName } from "../support/pies";
import { createMember } from "../support/members";


test("the owner adds and removes a Reward Manager, then hands the pie over; the member accepts it from the notification", async ({ page, request, member: owner, signIn }) => {
  // Two members made through the real sign-up on a shared machine.
  test.slow();
  const name = uniquePieName("Handover");
  // A free pie (10,000 slices) of the owner, live at once.
  await createLivePie(request, owner, name, "Changing hands in the end-to-end tests.");
  const receiver = await createMember(request, "receiver", { name: "Sasha Okafor" });

  await page.goto("/legacy/pie-hub/overview");
  await page.getByRole("link", { name: "Manage team and ownership" }).click();
  await expect(page).toHaveURL(/\/legacy\/pie-hub\/overview\/edit\/[0-9a-f-]{36}\?tab=manage$/);
  await expect(page.getByRole("navigation", { name: "Edit pie" }).getByRole("link", { name: "Manage" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("No moderators yet.")).toBeVisible();

  // A user name is needed; then the member becomes a Reward Manager.
  await page.getByRole("button", { name: "Add moderator" }).click();
  await expect(page.getByText("Enter the user name of a member.")).toBeVisible();
  await page.getByLabel("User name", { exact: true }).fill("nobody_by_this_name");
  await page.getByRole("button", { name: "Add moderator" }).click();
  await expect(page.getByText("No member has this user name.")).toBeVisible();
  await expect(page.getByLabel("User name", { exact: true })).toHaveValue("nobody_by_this_name");
  await page.getByLabel("User name", { exact: true }).fill(receiver.userName);
  await page.getByLabel("Role").selectOption({ label: "Reward Manager" });
  await page.getByRole("button", { name: "Add moderator" }).click();
  await expect(page.getByText("Sasha Okafor is now a Reward Manager.")).toBeVisible();
  const row = page.locator(".team-member").filter({ hasText: `@${receiver.userName}` });
  await expect(row).toContainText("Reward Manager");

  // Removed again.
  await row.getByRole("button", { name: "Remove Sasha Okafor as Reward Manager" }).click();
  await expect(page.getByText("Sasha Okafor is no longer a Reward Manager.")).toBeVisible();
  await expect(page.getByText("No moderators yet.")).toBeVisible();

  // The transfer: asked, pending, shown on the dashboard.
  await page.getByLabel("New owner's user name").fill(receiver.userName);
  await page.getByRole("button", { name: "Request transfer" }).click();
  await expect(page.getByText(`Waiting for @${receiver.userName} to accept the ownership of this pie.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel transfer" })).toBeVisible();
  await page.goto("/legacy/pie-hub/overview");
  await expect(page.getByText("A transfer of this pie's ownership is waiting for an answer.")).toBeVisible();

  // The member asked: the notification opens the pie hub, where they accept.
  await page.context().clearCookies();
  await signIn(receiver);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/notifications");
  await page.getByRole("button", { name: new RegExp(`^${owner.name} asks you to take over ownership of ${name}`) }).click();
  await expect(page).toHaveURL(/\/legacy\/pie-hub$/);
  await expect(page.getByRole("heading", { name: "Pies offered to you" })).toBeVisible();
  await page.getByRole("button", { name: `Accept ${name}` }).click();
  await expect(page).toHaveURL(/\/legacy\/pie-hub\/overview$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText(`You now own ${name}.`)).toBeVisible();

  // The old owner keeps no owner rights: their hub has no pie.
  await page.context().clearCookies();
  await signIn(owner);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/legacy/pie-hub/overview");
  await expect(page).toHaveURL(/\/legacy\/pie-hub$/);
  await page.goto("/notifications");
  await expect(page.getByText(`Sasha Okafor accepted ownership of ${name}.`)).toBeVisible();
});
