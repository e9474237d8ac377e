// Social sign-in (spec 1 §2.1, §7) through the local OpenID provider, in js-on and
// js-off: the first time a new account is made and the second sign-up step asks for
// what the provider did not say; the second time the same identity goes straight in.
import type { Page } from "@playwright/test";
import { expect, test } from "../support";
import { uniqueEmail } from "../support";

async function pickIdentity(page: Page, identity: { name: string; email: string; verified: boolean }) {
  // The URL first: if the round trip stops short of the provider's sign-in screen, the
  // failure names the page it stopped on.
  await expect(page).toHaveURL(/\/dev\/oidc\/interaction\/[^/]+$/);
  await expect(page.getByRole("heading", { name: "Local OpenID provider" })).toBeVisible();
  await page.getByLabel("Name").fill(identity.name);
  await page.getByLabel("Email", { exact: true }).fill(identity.email);
  await page.getByLabel("Email verified by the provider").setChecked(identity.verified);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("continue with Google: a new account completes its profile, and the next time goes straight in", async ({ page, context }, testInfo) => {
  const email = uniqueEmail(`social-${testInfo.project.name}`);
  const userName = `soc_${Date.now().toString(36)}${testInfo.project.name === "js-off" ? "f" : "n"}`;

  await page.goto("/auth/sign-up?to=%2Fevents");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await pickIdentity(page, { name: "Robin Vale", email, verified: true });

  // Back in the web app with an account whose profile is incomplete.
  await expect(page).toHaveURL(/\/auth\/sign-up-2\?to=%2Fevents$/);
  // The provider gave the name, so only the rest is asked.
  await expect(page.getByLabel("First name")).toHaveCount(0);
  await page.getByLabel("Username").fill(userName);
  await page.getByLabel("Gender").selectOption("Other");
  await page.getByLabel("Date of birth").fill("02/14/1991");
  await page.getByLabel("Phone number").fill("(415) 555-0143");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/events$/);

  // The exchange code was spent by a redirect; it is in no later URL.
  expect(page.url()).not.toContain("code=");

  // Signed out (cookies gone, the provider's session too), the same identity goes straight in.
  await context.clearCookies();
  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await pickIdentity(page, { name: "Robin Vale", email, verified: true });
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Robin Vale" })).toBeVisible();
  await expect(page.locator("dl").getByText(`@${userName}`)).toBeVisible();
});

test("an address the provider has not verified does not get into the existing account that holds it", async ({ page }, testInfo) => {
  const email = uniqueEmail(`social-taken-${testInfo.project.name}`);
  // The first sign-in makes the account (verified address)…
  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Continue with Apple" }).click();
  await pickIdentity(page, { name: "Kim Lake", email, verified: true });
  await expect(page).toHaveURL(/\/auth\/sign-up-2/);

  // …another provider's identity claiming the same address without verifying it does not get in.
  await page.context().clearCookies();
  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await pickIdentity(page, { name: "Kim Lake", email, verified: false });
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(
    page.getByText("Social sign-in failed: An account of the product already exists with this email address, please Login."),
  ).toBeVisible();
});

test("the return page without a code is not found", async ({ page }) => {
  const response = await page.goto("/auth/process");
  expect(response?.status()).toBe(404);
});
