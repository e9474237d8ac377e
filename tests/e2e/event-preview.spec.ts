// The editor's Preview tab (spec 2 §2): the host sees the event as its page shows it, without leaving the editor.
import { expect, hostEvent, test } from "../support";

test("the host previews the event page from the editor", async ({ page, request, hostToken, host: _signedIn }) => {
  const name = `Gallery Opening ${Date.now().toString(36)}`;
  const event = await hostEvent(request, hostToken, { name, eventType: "ART_SHOW", startsInDays: 6, publish: false });

  await page.goto(`/events/edit/${event.eventId}`);
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/edit/${event.eventId}\\?tab=preview$`));
  await expect(page.getByRole("link", { name: "Preview" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("How the event page looks to guests.")).toBeVisible();
  // The page's own parts, under the editor's heading.
  await expect(page.getByRole("heading", { name: "Edit event", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  await expect(page.getByText("Art show").first()).toBeVisible();
  // The editor's Info form is not on the Preview tab; the event page is one link away.
  await expect(page.getByLabel("Event name")).toHaveCount(0);
  await page.getByRole("link", { name: "Open the event page" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}$`));
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
});
