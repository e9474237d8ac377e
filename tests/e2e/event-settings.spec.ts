// The editor's Settings tab: a host sets an age limit, all-in pricing and a purchase policy;
// a broken rule is shown at its field with what was typed kept; the event page shows the limit.
import { expect, hostEvent, test } from "../support";


test("the host sets an age limit and a purchase policy; a wrong age is refused at its field", async ({ page, request, hostToken, host: _signedIn }) => {
  const { eventId, slug } = await hostEvent(request, hostToken, {
    name: `Late Night Listening Party ${Date.now()}`,
    startsInDays: 7,
    hours: 3,
    tickets: [{ ticketType: "Entry", kind: "PAID", price: 1500 }],
  });

  await page.goto(`/events/edit/${eventId}?tab=settings`);
  await expect(page.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Age limit").check();
  await page.getByLabel("Minimum age").fill("12");
  await page.getByLabel("Purchase policy").fill("Refunds until 48 hours before the doors open.");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("The age limit is between 13 and 99.")).toBeVisible();
  await expect(page.getByLabel("Minimum age")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Purchase policy")).toHaveValue("Refunds until 48 hours before the doors open.");

  await page.getByLabel("Minimum age").fill("21");
  await page.getByLabel("All-in pricing").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("The settings were saved.").first()).toBeVisible();
  await expect(page.getByLabel("Minimum age")).toHaveValue("21");
  await expect(page.getByLabel("All-in pricing")).toBeChecked();

  await page.goto(`/events/${slug}`);
  await expect(page.getByTitle("For guests aged 21 or older")).toHaveText("21+");
  await page.getByText("Purchase policy").click();
  await expect(page.getByText("Refunds until 48 hours before the doors open.")).toBeVisible();
});
