// A recurring event: the host repeats an event weekly from the editor; each date lists the others.
import { expect, hostEvent, test } from "../support";


test("the host repeats an event every week; the event page shows the other dates", async ({ page, request, hostToken, host: _signedIn }) => {
  const event = await hostEvent(request, hostToken, { name: `Tuesday Run Club ${Date.now()}`, eventType: "SPORTING", startsInDays: 3, hours: 1, timeZone: "Europe/Berlin" });

  await page.goto(`/events/edit/${event.eventId}`);
  await page.getByText("Repeat this event").click();
  await page.getByLabel("Repeats").selectOption("WEEK");
  await page.getByLabel("More dates").fill("2");
  await page.getByRole("button", { name: "Create dates" }).click();
  await expect(page.getByText("2 more dates were created.").first()).toBeVisible();
  await page.goto(`/events/edit/${event.eventId}`);
  await page.getByText("Repeat this event").click();
  await expect(page.getByRole("heading", { name: "Other dates in this series" })).toBeVisible();
  await expect(page.locator(".repeat-event li")).toHaveCount(2);

  await page.goto(`/events/${event.slug}`);
  const more = page.getByRole("region", { name: "More dates" }).or(page.locator("section:has(h2:text('More dates'))"));
  await expect(more.getByRole("link")).toHaveCount(2);
  await more.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Tuesday Run Club");
  // The next date lists the first one among its others.
  await expect(page.locator("section:has(h2:text('More dates'))").getByRole("link")).toHaveCount(2);
});
