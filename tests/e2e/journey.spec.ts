// The foundation journey, in js-on and js-off: a visitor opens a shared event,
// presses RSVP, signs up, confirms by the e-mailed link, completes the profile,
// comes back to the event, RSVPs, browses, logs out, and logs back in.
import type { Page } from "@playwright/test";
import { expect, test } from "../support";
import { submitLoginForm, uniqueEmail } from "../support";
import { DEMO_ATTENDEE, DEMO_FREE_EVENT } from "../support/demo";

const PASSWORD = "Sunny#day1";

async function fillSignUp(page: Page, email: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("First name").fill("Riley");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("Gender").selectOption("Female");
  await page.getByLabel("Date of birth").fill("04/18/1994");
  await page.getByLabel("Phone number").fill("(415) 555-0132");
}

async function logOut(page: Page, javaScriptEnabled: boolean) {
  await page.getByLabel("Profile menu").click();
  await page.getByRole("link", { name: "Log Out" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByText("Are you sure you want to log out?")).toBeVisible();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

test("sign up from a shared event, confirm, complete the profile, RSVP, log out and back in", async ({ page, outbox }, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  const email = uniqueEmail(`journey-${testInfo.project.name}`);
  const userName = `riley_${Date.now().toString(36)}${testInfo.project.name === "js-off" ? "x" : "o"}`;

  // A shared link, signed out: the page reads fine, and RSVP leads to sign-up.
  await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_FREE_EVENT.name })).toBeVisible();
  await page.getByRole("button", { name: "RSVP" }).click();
  // With JavaScript the auth modal opens on the page (spec 1 §2.1); without, the sign-up page.
  if (javaScriptEnabled) await expect(page.getByRole("dialog").getByRole("heading", { name: "Sign up" })).toBeVisible();
  else await expect(page).toHaveURL(new RegExp(`/auth/sign-up\\?to=%2Fevents%2F${DEMO_FREE_EVENT.slug}`));

  // Sign up.
  await fillSignUp(page, email);
  const submit = page.getByRole("button", { name: "Continue" });
  if (javaScriptEnabled) {
    await expect(page.getByRole("status", { name: "Email is available" })).toBeVisible();
    await expect(submit).toBeEnabled();
  }
  await submit.click();
  await expect(page.getByRole("heading", { name: "Check your inbox!" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/auth/sign-up\\?to=%2Fevents%2F${DEMO_FREE_EVENT.slug}`));
  await expect(page.getByText("A verification email was sent to your inbox. Please confirm your email to login.")).toBeVisible();

  // Resend works too.
  await page.getByRole("button", { name: "Resend email" }).click();
  await expect(page.getByRole("heading", { name: "Resent! Check your inbox!" })).toBeVisible();

  // Confirm by the e-mailed link.
  await outbox.open(email, /\/auth\/confirm-email\?token=/);
  if (!javaScriptEnabled) {
    await expect(page.getByText("Click continue to log in.")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
  }

  // Complete the profile, and come back to the event.
  await expect(page).toHaveURL(/\/auth\/sign-up-2/);
  await page.getByLabel("Username").fill(userName);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${DEMO_FREE_EVENT.slug}$`));

  // RSVP on the free ticket and see that we are going.
  await page.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();
  await expect(page.getByText("Approved", { exact: true })).toBeVisible();

  // Browse: the event list, then the event from it, still going.
  await page.getByRole("link", { name: "Events" }).first().click();
  await expect(page).toHaveURL(/\/events$/);
  await page.getByRole("link", { name: "My Events" }).click();
  await page.getByRole("link", { name: new RegExp(DEMO_FREE_EVENT.name) }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();

  // Log out, and log back in with the two-step form.
  await logOut(page, javaScriptEnabled);
  await submitLoginForm(page, { email: email, password: PASSWORD });
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();

  // The username works as a login too.
  await logOut(page, javaScriptEnabled);
  await submitLoginForm(page, { email: userName, password: PASSWORD });
  await expect(page).toHaveURL(/\/events$/);
});

test("a wrong password shows the message and keeps the username, not the password", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByLabel("Email, Username, or Phone Number").fill(DEMO_ATTENDEE.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Password").fill("Wrong-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText("Incorrect email, username or password. Please try again.");
  await expect(page.getByText(DEMO_ATTENDEE.email)).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveValue("");
});

test("sign-up errors show the spec's words next to the fields and keep what was typed", async ({ page }) => {
  await page.goto("/auth/sign-up");
  await page.getByLabel("Email address").fill("not-an-email");
  await page.getByLabel("Password").fill("short");
  await page.getByLabel("First name").fill("Riley");
  await page.getByLabel("Date of birth").fill("01/01/2099");
  await page.getByLabel("Phone number").fill("12");
  // With JS the button stays disabled until the form is valid, so post the form natively: the server must refuse it.
  await page.locator("form#sign-up").evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form));
  await expect(page.getByText("Your email address is invalid. Please try again.")).toBeVisible();
  await expect(page.getByText("Passwords must have at least 8 characters and include 2 of the following", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("Your last name is invalid. Please try again.")).toBeVisible();
  await expect(page.getByText("Choose valid gender")).toBeVisible();
  await expect(page.getByText("Date of birth cannot be later than today.")).toBeVisible();
  await expect(page.getByText("Your phone number is invalid. Please try again.")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Riley");
  await expect(page.getByLabel("Email address")).toHaveValue("not-an-email");
  await expect(page.getByLabel("Password")).toHaveValue("");
});

test("the public event page carries Open Graph, Twitter card, canonical and JSON-LD signed out", async ({ page, baseURL }) => {
  const response = await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(DEMO_FREE_EVENT.name);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", DEMO_FREE_EVENT.name);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/events/${DEMO_FREE_EVENT.slug}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\//);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/events/${DEMO_FREE_EVENT.slug}`);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("Event");
  expect(jsonLd.name).toBe(DEMO_FREE_EVENT.name);
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Join Now" })).toBeVisible();
});

test("an unknown event gives a 404 page", async ({ page }) => {
  const response = await page.goto("/events/no-such-event-e2e");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Page not found");
});
