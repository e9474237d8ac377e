// A host duplicates their event from the editor: a new draft with the same details and tickets.
import { expect, test } from "../support";
import { DEMO_FREE_EVENT } from "../support/demo";

test("the host duplicates an event into a new draft and lands in its editor", async ({ page, host: _signedIn }) => {
  await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
  await expect(page.getByText("You are hosting this event.")).toBeVisible();
  // Spec 2 §1: the creator's label.
  await expect(page.locator(".role-labels")).toHaveText("Your role: Producer");
  await page.getByRole("link", { name: "Edit event" }).click();
  const originalEditor = page.url();
  await page.getByRole("button", { name: "Duplicate event" }).click();

  await expect(page.getByText("This is a copy of the event, saved as a draft. Check its dates, then publish it.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/events\/edit\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toBe(originalEditor);
  await expect(page.getByLabel("Event name")).toHaveValue(DEMO_FREE_EVENT.name);
  await expect(page.getByText("This event is a draft: only you and your co-hosts can see it.")).toBeVisible();
  await page.getByRole("link", { name: "Tickets" }).click();
  await expect(page.getByRole("link", { name: `Edit ${DEMO_FREE_EVENT.ticket}` })).toBeVisible();
});
