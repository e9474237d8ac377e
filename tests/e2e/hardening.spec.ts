// Answers to what a browser should never be able to turn into an error page or a
// state change: a form posted from another site, and a half-signed-in member (second
// factor still owed) opening a public event page. Body limits and unreadable bodies
// are covered against the server in server/form-bodies.integration.test.ts.
import { randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { apiSignIn, createMember, DEMO_LIMITED_EVENT, expect, skipA11yCheck, test, turnOnTwoFactor, verifyPhoneNumber } from "../support";

/** A complete member with a verified phone of their own and two-factor on. */
async function memberWithTwoFactor(request: APIRequestContext) {
  const phoneNumber = `+1415555${randomInt(1000, 10_000)}`;
  const member = await createMember(request, "hardening-mfa", { phoneNumber });
  const token = await apiSignIn(request, member.email, member.password);
  await verifyPhoneNumber(request, token, phoneNumber);
  await turnOnTwoFactor(request, token);
  return member;
}

test("a member who still owes the second factor gets the public event page, not an error", async ({ page, request, signIn }) => {
  const member = await memberWithTwoFactor(request);
  await signIn(member);
  await expect(page).toHaveURL(/\/auth\/mfa/);

  const response = await page.goto(`/events/${DEMO_LIMITED_EVENT.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_LIMITED_EVENT.name })).toBeVisible();
});

test("a form another site posts to one of our pages is refused", async ({ page, baseURL }) => {
  // A page on another site whose form targets ours, as a cross-site request forgery would.
  await page.route("http://elsewhere.example/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Elsewhere</title><form method="post" action="${baseURL}/auth/forgot-password">
        <input name="email" value="someone@example.com"><button>Send</button></form>`,
    }),
  );
  await page.goto("http://elsewhere.example/");
  // The refusal is a plain-text answer, not a page of the app.
  skipA11yCheck(page, "/auth/forgot-password");
  const [response] = await Promise.all([page.waitForResponse(`${baseURL}/auth/forgot-password`), page.getByRole("button", { name: "Send" }).click()]);
  expect(response.status()).toBe(403);
  await expect(page.getByText("Cross-site form submissions are not allowed.")).toBeVisible();
});

test("our own form posts pass the same check", async ({ page }) => {
  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email address").fill("someone@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account with the email you entered exists")).toBeVisible();
});

test("a form too large to take is answered with a message, with JS (.data) or without", async ({ page }) => {
  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email address").fill("someone@example.com");
  // More than the 64 KB a form may carry, in a field of the page's own form.
  await page.locator("form#forgot-password").evaluate((form) => {
    const padding = document.createElement("input");
    padding.type = "hidden";
    padding.name = "padding";
    padding.value = "a".repeat(70 * 1024);
    form.append(padding);
  });
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/auth/forgot-password") && r.request().method() === "POST"),
    page.getByRole("button", { name: "Send reset link" }).click(),
  ]);
  expect(response.status()).toBe(413);
  await expect(page.getByText("What you sent is too large: this form takes at most 64 KB.")).toBeVisible();
});
