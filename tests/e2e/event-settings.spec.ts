// The editor's Settings tab: a host sets an age limit, all-in pricing and a purchase policy;
// a broken rule is shown at its field with what was typed kept; the event page shows the limit.
// A host requires a social account: a guest is refused a ticket until they connect it.
import { createMember, expect, hostEvent, test } from "../support";
import { socialRequirementMessages as social } from "../../contract/events/messages";


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

test("the host requires a YouTube account; a guest connects it from the event page and then gets a ticket", async ({ page, browser, request, hostToken, host: _signedIn, signIn }, testInfo) => {
  // Two members, two browsers and a round trip through the OpenID provider: a long journey.
  test.setTimeout(90_000);
  const { eventId, slug } = await hostEvent(request, hostToken, {
    name: `Creators Meetup ${Date.now()}`,
    startsInDays: 9,
    hours: 2,
    tickets: [{ ticketType: "Entry" }],
  });

  await page.goto(`/events/edit/${eventId}?tab=settings`);
  await page.getByLabel("Ask guests to connect social accounts").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(social.noneChosen)).toBeVisible();
  await expect(page.getByLabel("Ask guests to connect social accounts")).toBeChecked();
  await page.getByLabel("YouTube", { exact: true }).selectOption("required");
  await page.getByLabel("Spotify", { exact: true }).selectOption("asked");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("The settings were saved.").first()).toBeVisible();
  await expect(page.getByLabel("YouTube", { exact: true })).toHaveValue("required");
  await expect(page.getByLabel("Spotify", { exact: true })).toHaveValue("asked");

  const guest = await createMember(request, `social-guest-${testInfo.project.name}`, { name: "Rin Sato" });
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const other = await context.newPage();
  await signIn({ email: guest.email, password: guest.password }, other);
  await expect(other).toHaveURL(/\/events$/);
  await other.goto(`/events/${slug}`);
  const accounts = other.getByRole("group", { name: /Social accounts/ });
  await expect(accounts.getByText("Required · not connected")).toBeVisible();
  await expect(accounts.getByText("Optional")).toBeVisible();
  await other.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(other.getByText(social.mustConnect("YouTube"))).toBeVisible();

  await other.getByRole("link", { name: "Connect your accounts in your profile" }).click();
  await other.locator(".social-row", { hasText: "YouTube" }).getByRole("button", { name: "Connect YouTube" }).click();
  await expect(other.getByRole("heading", { name: "Local OpenID provider" })).toBeVisible();
  await other.getByLabel("Name").fill(guest.name);
  await other.getByLabel("Email", { exact: true }).fill(`yt-${guest.email}`);
  await other.getByLabel("Email verified by the provider").setChecked(true);
  await other.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(other.getByText("YouTube is connected.")).toBeVisible();

  await other.goto(`/events/${slug}`);
  await expect(other.getByRole("group", { name: /Social accounts/ }).getByText("Connected", { exact: true })).toBeVisible();
  await other.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(other.getByRole("heading", { name: "You're going" })).toBeVisible();
  await context.close();
});
