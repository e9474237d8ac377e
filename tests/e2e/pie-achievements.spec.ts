// A pie's achievements (spec 3 §2 pie hub achievements, ADR 0078): Maya, who owns the demo pie,
// creates a tier badge in the pie hub (refused without its tier, kept as typed), awards it to
// Sam by user name, edits it and opens its public page under the pie; Sam is told, opens the
// notification and lands on /profile?achievement={id} with the badge's details. A member
// without a pie is sent to the pie hub's index. JavaScript on and off; a badge of its own per run.
import { DEMO_ATTENDEE, DEMO_HOST, expect, test } from "../support";
import { DEMO_PIE } from "../support/demo";

test("a pie's owner creates a badge and awards it by user name; the member is told and opens it on the profile", async ({ page, signIn }, testInfo) => {
  test.slow();
  const name = `Crust Club ${testInfo.project.name} ${Date.now().toString(36)}`;

  // Maya: the pie hub's achievements, then Create.
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/legacy/pie-hub/achievements");
  await expect(page.getByRole("heading", { level: 1, name: `${DEMO_PIE.displayName}: Achievements` })).toBeVisible();
  await page.getByRole("link", { name: "Create achievement" }).click();
  await expect(page).toHaveURL(/\/legacy\/pie-hub\/achievements\/create$/);
  // A pie has no events: its badges are awarded by hand only.
  await expect(page.getByLabel("Events attended to earn it")).toHaveCount(0);

  // A tier badge without its tier is refused beside the field, keeping what was typed.
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Category").selectOption({ label: "Tier badge" });
  await page.getByRole("button", { name: "Create achievement" }).click();
  await expect(page.getByText("Choose the tier of the badge.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(name);

  await page.getByLabel("Tier (tier badges only)").selectOption({ label: "Diamond" });
  await page.getByLabel("Maximum supply").fill("5");
  await page.getByRole("button", { name: "Create achievement" }).click();
  await expect(page.getByText("Achievement created.")).toBeVisible();
  await expect(page).toHaveURL(/\/legacy\/pie-hub\/achievements\/[0-9a-f-]{36}$/);
  const achievementId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Tier badge (Diamond)")).toBeVisible();

  // Award by user name: an unknown name is refused beside the field; Sam gets it.
  await page.getByLabel("User name").fill("no_such_member_here");
  await page.getByRole("button", { name: "Award" }).click();
  await expect(page.getByText("No member has this user name.")).toBeVisible();
  await expect(page.getByLabel("User name")).toHaveValue("no_such_member_here");
  await page.getByLabel("User name").fill(`@${DEMO_ATTENDEE.userName}`);
  await page.getByRole("button", { name: "Award" }).click();
  await expect(page.getByText(`Achievement awarded to @${DEMO_ATTENDEE.userName}.`)).toBeVisible();
  await expect(page.getByText("1 of 5", { exact: true })).toBeVisible();

  // Edit: the form holds the badge's values.
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/legacy/pie-hub/achievements/edit/${achievementId}$`));
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expect(page.getByLabel("Maximum supply")).toHaveValue("5");
  await page.getByLabel("Description").fill("Held a slice since the first bake.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Achievement saved.")).toBeVisible();
  await expect(page.getByText("Held a slice since the first bake.")).toBeVisible();

  // The list, then its public page under the pie.
  await page.getByRole("link", { name: `← ${DEMO_PIE.displayName}: achievements` }).click();
  await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await page.getByRole("link", { name: "Public page" }).click();
  await expect(page).toHaveURL(new RegExp(`/legacy/pies/[0-9a-f-]{36}/achievements/${achievementId}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("link", { name: DEMO_PIE.displayName })).toBeVisible();
  await expect(page.getByText("1 of 5 claimed")).toBeVisible();
  const publicPath = new URL(page.url()).pathname;

  // Sam: the notification names the pie and leads to the badge on the profile.
  await page.context().clearCookies();
  await signIn(DEMO_ATTENDEE);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/notifications");
  const told = page.locator("form.notification-open", { has: page.locator(`input[name="to"][value="/profile?achievement=${achievementId}"]`) });
  await told.getByRole("button", { name: `You received a new achievement from ${DEMO_PIE.displayName}.` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile\\?achievement=${achievementId}$`));
  const details = page.getByRole("dialog", { name });
  await expect(details).toBeVisible();
  await expect(details.getByText("Held a slice since the first bake.")).toBeVisible();
  await expect(details.getByText("Tier badge (Diamond)")).toBeVisible();
  await expect(details.getByText(DEMO_PIE.displayName)).toBeVisible();
  await expect(details.getByRole("link", { name: "Public page" })).toHaveAttribute("href", publicPath);
  await details.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // Sam owns no pie: the pie hub's achievement pages send him to the hub's index.
  await page.goto(`/legacy/pie-hub/achievements/${achievementId}`);
  await expect(page).toHaveURL(/\/legacy\/pie-hub$/);
});
