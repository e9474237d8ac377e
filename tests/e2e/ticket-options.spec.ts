// The Tickets tab's further options: a paid ticket with a gratuity and a sale window; the
// buyer's order summary adds the gratuity.
import { expect, hostEvent, test } from "../support";


test("the host adds a paid ticket with a 10% gratuity and a sale window; the order summary shows the gratuity", async ({ page, request, hostToken, host: _signedIn }) => {
  const startsInDays = 20;
  const { eventId, slug } = await hostEvent(request, hostToken, { name: `Quartet Evening ${Date.now()}`, eventType: "CONCERT", startsInDays, timeZone: "America/New_York" });
  const start = new Date(Date.now() + startsInDays * 24 * 3600_000);

  await page.goto(`/events/edit/${eventId}?tab=guest`);
  await page.getByLabel("Ticket name").fill("Seat");
  await page.getByRole("radio", { name: "Paid" }).check();
  await page.getByLabel("Price in US dollars (paid tickets)").fill("40");
  await page.getByText("More options").click();
  await page.getByLabel("Gratuity (% of the price)").fill("10");
  await page.getByLabel(/On sale until/).fill(new Date(start.getTime() - 24 * 3600_000).toISOString().slice(0, 16));
  await page.getByRole("button", { name: "Add ticket" }).click();
  await expect(page.getByText("The ticket was added.").first()).toBeVisible();

  await page.getByRole("link", { name: "Edit Seat" }).click();
  await expect(page.getByLabel("Gratuity (% of the price)")).toHaveValue("10");
  await expect(page.getByLabel(/On sale until/)).not.toHaveValue("");

  await page.goto(`/events/${slug}`);
  await page.getByRole("button", { name: "Buy Seat" }).click();
  const summary = page.getByRole("table", { name: "What you pay" });
  await expect(summary.getByRole("row", { name: /1 × Seat/ })).toContainText("$40.00");
  await expect(summary.getByRole("row", { name: /Gratuity/ })).toContainText("$4.00");
});
