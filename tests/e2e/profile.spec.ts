// The profile tabs, in js-on and js-off: every tab saves and shows what was saved
// after a reload; the avatar is stored as a 1000×1000 WEBP; a social account connects through
// the local OpenID provider and disconnects; invites are sent by user name and answered.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { createMember, DEMO_HOST, expect, test } from "../support";

test.use({ memberProfile: { label: "profile", name: "Casey Lin" } });

async function save(page: Page, toast: string) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(toast)).toBeVisible();
}

test("every profile tab saves, and a reload shows what was saved", async ({ page, member }, testInfo) => {
  // Six tabs, each saved and reloaded: a long journey.
  test.setTimeout(90_000);
  const suffix = `${Date.now().toString(36)}${testInfo.project.name === "js-off" ? "f" : "n"}`;
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: member.name })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Profile sections" });
  for (const name of ["Information", "Personal", "Location", "Social", "Notifications", "Invites", "Settings"]) {
    await expect(tabs.getByRole("link", { name })).toBeVisible();
  }
  await expect(page.locator(".rep-score.rep-score-0-10")).toBeVisible();
  await expect(page.getByText("No achievements yet.", { exact: false })).toBeVisible();

  // Information: a user name the rule refuses, then a good one and a bio.
  await tabs.getByRole("link", { name: "Information" }).click();
  await expect(page).toHaveURL(/\/profile\/information$/);
  await page.getByLabel("Username").fill("ab");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Usernames are 3 to 30 characters: lowercase letters, numbers, dots and underscores.")).toBeVisible();
  await page.getByLabel("Username").fill(`casey_${suffix}`);
  await page.getByLabel("Bio").fill("Door volunteer on Fridays.");
  await save(page, "Your profile was saved.");
  await page.reload();
  await expect(page.getByLabel("Username")).toHaveValue(`casey_${suffix}`);
  await expect(page.getByLabel("Bio")).toHaveValue("Door volunteer on Fridays.");

  // Personal: a date in the future is refused with the spec's words; the saved date gives the age range.
  await page.goto("/profile/personal");
  await expect(page.getByLabel("First name")).toHaveValue("Casey");
  await expect(page.getByLabel("Last name")).toHaveValue("Lin");
  await expect(page.getByLabel("Gender").locator("option", { hasText: "Not disclosed" })).toHaveCount(0);
  await page.getByLabel("Date of birth").fill("01/01/2999");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Date of birth cannot be later than today.")).toBeVisible();
  await page.getByLabel("First name").fill("Cass");
  await page.getByLabel("Last name").fill("Lindqvist");
  await page.getByLabel("Gender").selectOption("Female");
  await page.getByLabel("Date of birth").fill("03/04/1990");
  await save(page, "Your profile was saved.");
  await page.reload();
  await expect(page.getByLabel("First name")).toHaveValue("Cass");
  await expect(page.getByLabel("Last name")).toHaveValue("Lindqvist");
  await expect(page.getByLabel("Gender")).toHaveValue("Female");
  await expect(page.getByLabel("Date of birth")).toHaveValue("03/04/1990");
  await expect(page.getByText("35–44")).toBeVisible();

  // Location: the excluded countries are not offered.
  await page.goto("/profile/location");
  await expect(page.getByLabel("Country").locator("option[value='RU']")).toHaveCount(0);
  await expect(page.getByLabel("Country").locator("option[value='KP']")).toHaveCount(0);
  await page.getByLabel("Address").fill("12 Harbour Street");
  await page.getByLabel("City").fill("Lisbon");
  await page.getByLabel("Country").selectOption("PT");
  await page.getByLabel("Region").fill("Lisboa");
  await page.getByLabel("Postal code").fill("1100-001");
  await save(page, "Your location was saved.");
  await page.reload();
  await expect(page.getByLabel("Address")).toHaveValue("12 Harbour Street");
  await expect(page.getByLabel("City")).toHaveValue("Lisbon");
  await expect(page.getByLabel("Country")).toHaveValue("PT");
  await expect(page.getByLabel("Region")).toHaveValue("Lisboa");
  await expect(page.getByLabel("Postal code")).toHaveValue("1100-001");

  // Notifications: one category off.
  await page.goto("/profile/notifications");
  await expect(page.getByLabel("Product news")).toBeChecked();
  await page.getByLabel("Product news").uncheck();
  await save(page, "Your email preferences were saved.");
  await page.reload();
  await expect(page.getByLabel("Product news")).not.toBeChecked();
  await expect(page.getByLabel("Event updates")).toBeChecked();

  // The overview shows the new name and user name.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Cass Lindqvist" })).toBeVisible();
  await expect(page.locator("dl").getByText(`@casey_${suffix}`)).toBeVisible();
});

test("an unknown achievement answers 404 with its text", async ({ page, member }) => {
  expect(member.email).toBeTruthy();
  const response = await page.goto("/profile?achievement=does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("This achievement does not exist.")).toBeVisible();
});

test("an uploaded avatar is served as a 1000×1000 WEBP", async ({ page, member }) => {
  expect(member.email).toBeTruthy();
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 61, g: 18, b: 119 } } }).png().toBuffer();
  await page.goto("/profile/information");
  await expect(page.getByRole("img", { name: "Your current avatar" })).toHaveAttribute("src", "/images/default-avatar.svg");
  await page.getByLabel("New picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await save(page, "Your profile was saved.");

  await page.goto("/profile");
  const src = await page.locator("img.profile-avatar").getAttribute("src");
  expect(src).toMatch(/^\/media\/[0-9a-f-]{36}\.webp\?v=\d+$/);
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  const metadata = await sharp(await served.body()).metadata();
  expect(metadata).toMatchObject({ format: "webp", width: 1000, height: 1000 });
});

test("connect YouTube through the provider, then disconnect it", async ({ page, member }) => {
  await page.goto("/profile/social");
  const row = (name: string) => page.locator(".social-row", { hasText: name });
  // In the local trial the local OpenID provider stands in for X, Spotify and Twitch too.
  for (const name of ["X", "Spotify", "Twitch"]) await expect(row(name).getByRole("button", { name: `Connect ${name}` })).toBeVisible();
  await expect(row("X").getByText("Not connected")).toBeVisible();
  await row("YouTube").getByRole("button", { name: "Connect YouTube" }).click();

  await expect(page.getByRole("heading", { name: "Local OpenID provider" })).toBeVisible();
  await page.getByLabel("Name").fill(member.name);
  await page.getByLabel("Email", { exact: true }).fill(`yt-${member.email}`);
  await page.getByLabel("Email verified by the provider").setChecked(true);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(/\/profile\/social\?connected=youtube$/);
  await expect(page.getByText("YouTube is connected.")).toBeVisible();
  await page.goto("/profile/social");
  await expect(row("YouTube").getByText(`Connected as yt-${member.email}`)).toBeVisible();

  await row("YouTube").getByRole("button", { name: "Disconnect YouTube" }).click();
  await expect(page.getByText("YouTube was disconnected.")).toBeVisible();
  await page.reload();
  await expect(row("YouTube").getByText("Not connected")).toBeVisible();
});

test("invite a member by user name; they accept it from their Invites tab", async ({ page, member, request, browser, signIn }, testInfo) => {
  const invitee = await createMember(request, `invitee-${testInfo.project.name}`, { name: "Noor Haddad" });
  await page.goto("/profile/invites");
  await expect(page.getByText("You can send 5 more invites.")).toBeVisible();
  await page.getByLabel("Username").fill(invitee.userName);
  await page.getByLabel("Note (optional)").fill("Come to the Friday jam");
  await page.getByRole("button", { name: "Send invite" }).click();
  await expect(page.getByText(`Invite sent to @${invitee.userName}.`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Invites sent" }).getByText("Come to the Friday jam")).toBeVisible();
  await expect(page.getByText("You can send 4 more invites.")).toBeVisible();

  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const other = await context.newPage();
  await signIn({ email: invitee.email, password: invitee.password }, other);
  await expect(other).toHaveURL(/\/events$/);
  await other.goto("/profile/invites");
  const received = other.getByRole("list", { name: "Invites received" });
  await expect(received.getByText(`From ${member.name}`, { exact: false })).toBeVisible();
  await received.getByRole("button", { name: /^Accept/ }).click();
  await expect(other.getByText("Invite accepted.")).toBeVisible();
  await expect(other.getByRole("list", { name: "Invites received" }).getByText("Accepted", { exact: false })).toBeVisible();
  await context.close();
});

test("a verified member's profile shows the Verified pill beside the name, whole, on a 360 px phone", async ({ page, host }) => {
  void host;
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/profile");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText(DEMO_HOST.name);
  const pill = heading.locator(".verified-badge");
  await expect(pill).toHaveText("✓ Verified");
  const [headingBox, pillBox] = [await heading.boundingBox(), await pill.boundingBox()];
  // Inside the heading, one line high (not a column of letters pinned to the card's edge).
  expect(pillBox!.x + pillBox!.width).toBeLessThanOrEqual(headingBox!.x + headingBox!.width);
  expect(pillBox!.y).toBeGreaterThanOrEqual(headingBox!.y);
  expect(pillBox!.height).toBeLessThanOrEqual(32);
});
