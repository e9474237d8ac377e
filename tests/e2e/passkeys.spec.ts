// Passkeys (spec 1 §2.1, §7): with JavaScript, a member adds a passkey in Settings
// (Chromium's virtual authenticator stands in for the device) and signs in with it,
// usernameless, from login step 1; then deletes it. Without JavaScript the button is
// absent and Settings explains that passkeys need JavaScript.
import { expect, test } from "../support";

test("add a passkey in Settings, sign in with it, then delete it", async ({ page, context, freshMember: member, signIn }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "passkeys need JavaScript; js-off has its own test");
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);

  await page.goto("/profile/settings");
  await expect(page.getByRole("heading", { name: "Passkeys" })).toBeVisible();
  await expect(page.getByText("You have no passkeys yet.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const list = page.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  // Named after the browser that made it (Playwright's desktop Chrome profile).
  await expect(list).toContainText(/Chrome on (Windows|Linux|macOS)/);
  await expect(list).toContainText("Never used");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);

  // Signed out, the login page offers the passkey; no name typed: the browser picks it.
  await context.clearCookies();
  await page.goto("/auth/login?to=%2Fprofile%2Fsettings");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(list).toContainText("Last used");
  const after = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(after.credentials[0].signCount).toBeGreaterThan(0);

  // With a name typed, the same passkey is offered for that account.
  await context.clearCookies();
  await page.goto("/auth/login");
  await page.getByLabel("Email, Username, or Phone Number").fill(member.email);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/events$/);

  // Delete it: the list is empty and the passkey no longer signs in.
  await page.goto("/profile/settings");
  await page.getByRole("button", { name: /^Delete passkey Chrome on / }).click();
  await expect(page.getByText("You have no passkeys yet.", { exact: false })).toBeVisible();
  await context.clearCookies();
  await page.goto("/auth/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText("Passkey login failed: ");
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("a passkey the browser cannot produce shows the spec's failure text", async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "passkeys need JavaScript");
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  // An authenticator that holds no credential and whose user never confirms.
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: false, automaticPresenceSimulation: true },
  });
  await page.goto("/auth/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText(/Passkey login failed: Failed to get credential/);
});

test("without JavaScript, login has no passkey button and Settings explains passkeys need JavaScript", async ({ page, freshMember: member, signIn }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled !== false, "the JavaScript-off view");
  await page.goto("/auth/login");
  await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);

  await signIn(member);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/profile/settings");
  await expect(page.getByRole("heading", { name: "Passkeys" })).toBeVisible();
  await expect(page.getByText("Passkeys need JavaScript.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
});
