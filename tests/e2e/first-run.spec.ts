// The first run of a newcomer on `npm start` with nothing configured (a local trial):
// sign up, read the confirmation e-mail on the outbox PAGE (/dev/outbox, the one the
// README points at, not the JSON API the other journeys read), complete the profile and
// RSVP to a demo event. The server runs exactly as the README's quick start starts it
// (playwright.config.ts); journey.spec.ts covers the rest of the sign-up journey.
import { expect, test, uniqueEmail } from "../support";
import { DEMO_LIMITED_EVENT } from "../support/demo";

test("a newcomer signs up, confirms from the outbox page, completes the profile and RSVPs to a demo event", async ({ page }, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  const email = uniqueEmail(`first-run-${testInfo.project.name}`);
  const userName = `newcomer_${Date.now().toString(36)}${javaScriptEnabled ? "o" : "x"}`;

  await page.goto("/auth/sign-up");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill("Fresh#start1");
  await page.getByLabel("First name").fill("Noor");
  await page.getByLabel("Last name").fill("Haddad");
  await page.getByLabel("Gender").selectOption("Female");
  await page.getByLabel("Date of birth").fill("09/02/1991");
  await page.getByLabel("Phone number").fill("(415) 555-0177");
  const submit = page.getByRole("button", { name: "Continue" });
  if (javaScriptEnabled) await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole("heading", { name: "Check your inbox!" })).toBeVisible();

  // The outbox page: look the address up, open the confirmation link from the mail.
  await page.goto("/dev/outbox");
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  await page.getByLabel("Recipient").fill(email);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText(`To ${email}`)).toBeVisible();
  await page.getByRole("link", { name: /\/auth\/confirm-email\?token=/ }).click();
  if (!javaScriptEnabled) {
    await expect(page.getByText("Click continue to log in.")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
  }

  // Complete the profile.
  await expect(page).toHaveURL(/\/auth\/sign-up-2/);
  await page.getByLabel("Username").fill(userName);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/events$/);

  // RSVP to a demo event.
  await page.goto(`/events/${DEMO_LIMITED_EVENT.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_LIMITED_EVENT.name })).toBeVisible();
  await page.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();
});
