// Code-based ways in, in js-on and js-off: phone sign-in with the SMS code (wrong code,
// block after three), the second factor by code and by the e-mailed link, and turning
// two-factor on after verifying the phone. Codes are read from the dev outbox.
import { randomInt } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support";
import { apiSignIn, createMember, DEMO_FREE_EVENT, turnOnTwoFactor, verifyPhoneNumber } from "../support";

const PASSWORD = "Sunny#day1";

/** A fresh US number per test (555 numbers pass the phone library's check). */
function uniquePhone(): { e164: string; typed: string } {
  const line = String(randomInt(1000, 10_000));
  return { e164: `+1415555${line}`, typed: `(415) 555-${line}` };
}

/**
 * A complete, confirmed account made through the API: its own phone number (verified
 * and with two-factor on when asked).
 */
async function createAccount(
  request: APIRequestContext,
  label: string,
  { mfa = false, verifyPhone = mfa }: { mfa?: boolean; verifyPhone?: boolean } = {},
) {
  const phone = uniquePhone();
  const { email } = await createMember(request, label, { name: "Casey Quinn", phoneNumber: phone.e164 });
  if (verifyPhone || mfa) {
    const token = await apiSignIn(request, email, PASSWORD);
    if (verifyPhone) await verifyPhoneNumber(request, token, phone.e164);
    if (mfa) await turnOnTwoFactor(request, token);
  }
  return { email, phone };
}

async function startPhoneLogin(page: Page, typed: string) {
  await page.goto("/auth/login");
  await page.getByLabel("Email, Username, or Phone Number").fill(typed);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Verification code sent to your phone")).toBeVisible();
  await expect(page.getByRole("button", { name: "Verify Code" })).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify Code" }).click();
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

test("phone sign-in: the SMS code signs in; a wrong one says how many tries are left", async ({ page, request, outbox }, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  const { phone } = await createAccount(request, "phone-login", { verifyPhone: true });
  await startPhoneLogin(page, phone.typed);
  await expect(page.getByText(/You can resend the code in 00:[0-3]\d/)).toBeVisible();
  await expect(page.getByTestId("code-expiry")).toHaveText(/Code expires in (10:00|09:\d\d)/);
  const code = await outbox.code(phone.e164);

  // Resend waits 30 s: disabled with JavaScript, refused by the server without it.
  const resend = page.getByRole("button", { name: "Resend code" });
  if (javaScriptEnabled) {
    await expect(resend).toBeDisabled();
    // The expiry is kept in localStorage, across reloads.
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem("phone-code-expiry"))).toContain(phone.e164);
    await expect(page.getByTestId("code-expiry")).toHaveText(/Code expires in (10:00|09:\d\d)/);
  } else {
    await resend.click();
    await expect(page.getByText("Please wait before requesting a new code.")).toBeVisible();
  }

  await enterCode(page, wrongCode(code));
  await expect(page.getByText("Invalid verification code. 2 attempt(s) remaining.")).toBeVisible();

  await enterCode(page, code);
  await expect(page).toHaveURL(/\/events$/);
});

test("phone sign-in: a number the API refuses is said at step 1, the typed number kept", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByLabel("Email, Username, or Phone Number").fill("1234567");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your phone number is invalid. Please try again." })).toBeVisible();
  await expect(page.getByLabel("Email, Username, or Phone Number")).toHaveValue("1234567");
  await expect(page.getByRole("button", { name: "Verify Code" })).toHaveCount(0);
});

test("phone sign-in from the auth modal: the login page's code step, in the modal, brings the visitor back", async ({ page, request, outbox }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "the modal needs JavaScript; js-off signs in on the login page (test above)");
  const { phone } = await createAccount(request, "phone-modal", { verifyPhone: true });
  await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
  const modal = page.locator("dialog.auth-modal");
  await page.getByRole("link", { name: "Sign In", exact: true }).click();
  await modal.getByLabel("Email, Username, or Phone Number").fill(phone.typed);
  await modal.getByRole("button", { name: "Continue" }).click();

  await expect(modal.getByRole("heading", { name: "Verify code" })).toBeVisible();
  await expect(modal.getByText("Verification code sent to your phone")).toBeVisible();
  await expect(modal.getByTestId("code-expiry")).toHaveText(/Code expires in (10:00|09:\d\d)/);
  await expect(modal.getByRole("button", { name: "Resend code" })).toBeDisabled();
  const code = await outbox.code(phone.e164);

  // Edit goes back to the first step; Continue again keeps the code already sent.
  await modal.getByRole("button", { name: "Edit" }).click();
  await expect(modal.getByRole("heading", { name: "Log in" })).toBeVisible();
  await modal.getByLabel("Email, Username, or Phone Number").fill(phone.typed);
  await modal.getByRole("button", { name: "Continue" }).click();
  await expect(modal.getByRole("heading", { name: "Verify code" })).toBeVisible();

  await modal.getByLabel("Verification code").fill(wrongCode(code));
  await modal.getByRole("button", { name: "Verify Code" }).click();
  await expect(modal.getByText("Invalid verification code. 2 attempt(s) remaining.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${DEMO_FREE_EVENT.slug}$`));

  await modal.getByLabel("Verification code").fill(code);
  await modal.getByRole("button", { name: "Verify Code" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${DEMO_FREE_EVENT.slug}$`));
  await expect(page.getByLabel("Profile menu")).toBeVisible();
});

test("two-factor from the auth modal: the code is asked in the modal, and the visitor comes back signed in", async ({ page, request, outbox }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "the modal needs JavaScript; js-off signs in on the login page and /auth/mfa (tests below)");
  const { email } = await createAccount(request, "mfa-modal", { mfa: true });
  await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
  const modal = page.locator("dialog.auth-modal");
  await page.getByRole("link", { name: "Sign In", exact: true }).click();
  await modal.getByLabel("Email, Username, or Phone Number").fill(email);
  await modal.getByRole("button", { name: "Continue" }).click();
  await modal.getByLabel("Password").fill(PASSWORD);
  await modal.getByRole("button", { name: "Sign In" }).click();

  // Not /auth/mfa (spec 1 §2.3): the modal's next step.
  await expect(modal.getByRole("heading", { name: "Two-factor verification" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${DEMO_FREE_EVENT.slug}$`));
  await modal.getByRole("button", { name: "Continue" }).click();
  await expect(modal.getByText("Please enter the verification code")).toBeVisible();
  const code = await outbox.code(email, { where: (m) => m.subject.includes("verification code") });
  await modal.getByLabel("Verification code").fill(wrongCode(code));
  await modal.getByRole("button", { name: "Continue" }).click();
  await expect(modal.getByText("Invalid verification code. 2 attempt(s) remaining.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${DEMO_FREE_EVENT.slug}$`));
  await modal.getByLabel("Verification code").fill(code);
  await modal.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${DEMO_FREE_EVENT.slug}$`));
  await expect(page.getByLabel("Profile menu")).toBeVisible();
});

test("phone sign-in: three wrong codes block the form", async ({ page, request, outbox }) => {
  const { phone } = await createAccount(request, "phone-block", { verifyPhone: true });
  await startPhoneLogin(page, phone.typed);
  const code = await outbox.code(phone.e164);
  for (const remaining of [2, 1]) {
    await enterCode(page, wrongCode(code));
    await expect(page.getByText(`Invalid verification code. ${remaining} attempt(s) remaining.`)).toBeVisible();
  }
  await enterCode(page, wrongCode(code));
  await expect(page.getByText("Too many failed attempts. You are blocked for 30 minutes.")).toBeVisible();
  const blocked = page.getByRole("button", { name: /^Blocked \((29m [0-5]?\d|30m 0)s\)$/ });
  await expect(blocked).toBeVisible();
  await expect(blocked).toBeDisabled();
  await expect(page.getByLabel("Verification code")).toBeDisabled();

  // A reload still shows the block (the state lives in the session cookie).
  await page.goto("/auth/login");
  await expect(page.getByRole("button", { name: /^Blocked \(/ })).toBeDisabled();
});

test("two-factor by the code from the e-mail", async ({ page, request, outbox, signIn }) => {
  const { email } = await createAccount(request, "mfa-code", { mfa: true });
  await signIn({ email, password: PASSWORD });
  await expect(page).toHaveURL(/\/auth\/mfa/);
  await expect(page.getByRole("heading", { name: "Two-factor verification" })).toBeVisible();

  // Half-signed-in: members' pages send back here.
  await page.goto("/events");
  await expect(page).toHaveURL(/\/auth\/mfa/);

  const code = await outbox.code(email, { where: (m) => m.subject.includes("verification code") });
  await page.getByLabel("Verification code").fill(wrongCode(code));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Invalid verification code. 2 attempt(s) remaining.")).toBeVisible();
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test("two-factor by the e-mailed link: You're verified!", async ({ page, request, outbox, signIn }, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  const { email } = await createAccount(request, "mfa-link", { mfa: true });
  await signIn({ email, password: PASSWORD });
  await expect(page).toHaveURL(/\/auth\/mfa/);

  await outbox.open(email, "/auth/mfa?token=", { where: (m) => m.subject.includes("verification code") });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("You're verified!")).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
});

test("two-factor page: Sign Up logs out and goes to login", async ({ page, request, signIn }) => {
  const { email } = await createAccount(request, "mfa-leave", { mfa: true });
  await signIn({ email, password: PASSWORD });
  await expect(page).toHaveURL(/\/auth\/mfa/);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto("/auth/mfa");
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("settings: turning two-factor on first verifies the phone", async ({ page, request, outbox, signIn }) => {
  const { email, phone } = await createAccount(request, "mfa-settings");
  await signIn({ email, password: PASSWORD });
  await expect(page).toHaveURL(/\/events$/);

  await page.goto("/profile/settings");
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await expect(page).toHaveURL(/\/auth\/verify-phone-number\?to=%2Fprofile%2Fsettings/);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("Verification code sent to your phone")).toBeVisible();
  await enterCode(page, await outbox.code(phone.e164));
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(page.getByText("Your phone number is verified.")).toBeVisible();

  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn off two-factor authentication" })).toBeVisible();
});
