// The account's life cycle, in js-on and js-off: forgot and reset the password by the
// e-mailed link, delete the account and recover it, and staff impersonation with its
// badge and "Stop impersonating".
import { expect, test, uniqueEmail } from "../support";

const PASSWORD = "Sunny#day1";
const NEW_PASSWORD = "Brand#new22";

test.use({ memberProfile: { label: "account", name: "Casey Lin" } });

test("forgot password: the neutral message, the e-mailed link, a new password, and login with it", async ({ page, freshMember: member, outbox, signIn }) => {
  await page.goto("/auth/login");
  await page.getByLabel("Email, Username, or Phone Number").fill(member.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel("Email address").fill(member.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByText("If an account with the email you entered exists, you will receive instructions to reset your password shortly."),
  ).toBeVisible();

  // An unknown address gets the very same answer.
  await page.getByLabel("Email address").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByText("If an account with the email you entered exists, you will receive instructions to reset your password shortly."),
  ).toBeVisible();

  const link = await outbox.link(member.email, "/auth/reset-password?token=", { where: (m) => m.subject.startsWith("Reset") });
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password").fill("weakpass");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Passwords must have at least 8 characters and include 2 of the following", { exact: false })).toBeVisible();
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText("Your password has been reset. Please log in with your new password.")).toBeVisible();

  // The link works once, and says so when it is opened again, before a password is typed.
  const used = await page.goto(link);
  expect(used?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("This password reset link is invalid or has expired.");
  await expect(page.getByLabel("New password")).toHaveCount(0);
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);

  await signIn({ email: member.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/events$/);
});

test("delete the account from settings, then recover it by logging in", async ({ page, member, signIn }, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  await expect(page).toHaveURL(/\/events$/);

  await page.getByLabel("Profile menu").click();
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await page.getByRole("link", { name: "Delete account" }).click();
  if (javaScriptEnabled) {
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/settings$/);
  } else {
    await expect(page).toHaveURL(/\/profile\/settings\/delete-account$/);
  }
  await expect(page.getByText("Are you sure you want to delete your account?")).toBeVisible();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  // Signing in again within 90 days leads to recovery.
  await signIn(member);
  await expect(page).toHaveURL(/\/auth\/recover$/);
  await expect(page.getByRole("heading", { name: "Recover your account" })).toBeVisible();
  await expect(page.getByText(/You can reactivate it until \w{3} \d{1,2}, \d{4}/)).toBeVisible();
  // Other pages send a deleted account back here.
  await page.goto("/events");
  await expect(page).toHaveURL(/\/auth\/recover$/);
  await page.getByRole("button", { name: "Reactivate my account" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByText("Welcome back! Your account is active again.")).toBeVisible();
});

test("staff impersonates a member: the badge names them, and Stop returns to the staff account", async ({ page, freshMember: member, supportAgent: _signedIn }) => {
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByText("Impersonated", { exact: true })).toHaveCount(0);

  await page.goto("/auth/im-login");
  await page.getByLabel("Email or username of the member").fill(member.email);
  await page.getByRole("button", { name: "Impersonate" }).click();
  await expect(page).toHaveURL(/\/events$/);

  const badge = page.getByText("Impersonated", { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute("title", `${member.name} · @${member.userName} · ${member.email}`);
  // The tooltip shows on hover, without JavaScript too.
  await badge.hover();
  await expect(page.locator(".impersonation-who")).toBeVisible();
  await expect(page.locator(".impersonation-who")).toHaveText(`${member.name} · @${member.userName} · ${member.email}`);

  // Password changes are refused while impersonating: the settings route sends back.
  await page.goto("/profile/settings/password");
  await expect(page).toHaveURL(/\/profile\/settings$/);

  await page.getByRole("button", { name: "Stop impersonating" }).click();
  await expect(page).toHaveURL(/\/auth\/im-login$/);
  await expect(page.getByText("You stopped impersonating and are back in your own account.")).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Jordan Park" })).toBeVisible();
  await expect(page.getByText("Impersonated", { exact: true })).toHaveCount(0);
});

test("a member cannot open the impersonation login", async ({ page, member: _signedIn }) => {
  await expect(page).toHaveURL(/\/events$/);
  const response = await page.goto("/auth/im-login");
  expect(response?.status()).toBe(404);
});

test("change the password in settings, signing out other sessions", async ({ page, browser, freshMember: member, signIn }) => {
  // A second browser session of the same member, to be signed out.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  const otherPage = await other.newPage();
  await signIn(member, otherPage);
  await expect(otherPage).toHaveURL(/\/events$/);

  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/profile/settings");
  await page.getByLabel("Current password").fill("Wrong#pass9");
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is incorrect.")).toBeVisible();

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByLabel("Sign out other sessions").check();
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(page.getByText("Your password has been changed and your other sessions were signed out.")).toBeVisible();

  // The other session is over; this one goes on.
  await otherPage.goto("/profile");
  await expect(otherPage).toHaveURL(/\/auth\/login/);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: member.name })).toBeVisible();
  await other.close();
});

test("change the e-mail address: the link goes to the new address and confirming switches it", async ({ page, member: _signedIn, outbox }, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  const next = uniqueEmail("moved");
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/profile/settings");
  await page.getByLabel("New email address").fill(next);
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByText(`We sent a confirmation link to ${next}. Open it to switch your email address.`)).toBeVisible();

  await outbox.open(next, "/tabs/profile/confirm-email?token=");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Your email address has been changed.")).toBeVisible();
  await expect(page.getByText(`${next} (verified)`)).toBeVisible();
});
