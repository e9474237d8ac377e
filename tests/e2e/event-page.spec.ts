// The event page's "Can't go" asks first: a dialog with JS, a page of its own without.
import { expect, test } from "../support";
import { DEMO_FREE_EVENT } from "../support/demo";

test.use({ memberProfile: { label: "decline", name: "Jordan Lee" } });

test("declining an RSVP asks for confirmation first, and Cancel keeps the RSVP", async ({ page, member: _signedIn }, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
  await page.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();

  const question = page.getByRole("heading", { name: "Are you sure you can't go?" });
  await page.getByRole("link", { name: "Can't go anymore" }).click();
  if (javaScriptEnabled) {
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/events/${DEMO_FREE_EVENT.slug}$`));
    await expect(question).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  } else {
    await expect(page).toHaveURL(new RegExp(`/events/${DEMO_FREE_EVENT.slug}/decline$`));
    await expect(question).toBeVisible();
    await page.getByRole("link", { name: "Cancel" }).click();
  }
  // Nothing was declined by asking.
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();

  await page.getByRole("link", { name: "Can't go anymore" }).click();
  await expect(question).toBeVisible();
  await page.getByRole("button", { name: "Yes, decline" }).click();
  await expect(page.getByText("You've declined this event.").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Join this event" })).toBeVisible();
});
