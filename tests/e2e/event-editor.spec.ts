// A member creates an event, sees it as a draft nobody else can open, publishes it and
// edits it, in js-on and js-off. Bad input gets the rule's words next to the field and
// keeps what was typed.
import { expect, test } from "../support";

test.use({ memberProfile: { label: "host", name: "Rae Okafor" } });

test("create a draft event, publish it, edit it", async ({ page, browser, member: _signedIn }, testInfo) => {
  // A long journey: the editor's forms answered a dozen times.
  test.setTimeout(90_000);
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  const name = `Rooftop Film Night ${Date.now().toString(36)}`;

  await page.goto("/events");
  await page.getByRole("link", { name: "Create event" }).click();
  await expect(page).toHaveURL(/\/rep-club\/events\/create$/);
  await expect(page.getByRole("heading", { name: "Create event" })).toBeVisible();
  // The default start is in the future, on a 15-minute step.
  const defaultStart = await page.getByLabel("Starts").inputValue();
  expect(defaultStart).toMatch(/T\d{2}:(00|15|30|45)$/);

  // No name: the rule's words next to the field; what was typed stays.
  await page.getByLabel("Description").fill("Classic films under the stars, blankets provided.");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByText("Give the event a name.")).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveValue("Classic films under the stars, blankets provided.");

  // A start in the past is refused by the API's rule (spec 2 §5), shown at the field.
  await page.getByLabel("Event name").fill(name);
  await page.getByLabel("Event type").selectOption({ label: "Party" });
  await page.getByLabel("Time zone").selectOption("America/New_York");
  await page.getByLabel("Starts").fill("2020-06-12T19:00");
  await page.getByLabel("Ends").fill("2020-06-12T22:00");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByText("Event dates must be after the current time in the event's time zone.").first()).toBeVisible();
  await expect(page.getByLabel("Event name")).toHaveValue(name);

  if (javaScriptEnabled) {
    // Moving the start past the end brings the end along (spec 2 §2).
    await page.getByLabel("Ends").fill("2027-06-12T20:00");
    await page.getByLabel("Starts").fill("2027-06-12T21:00");
    await expect(page.getByLabel("Ends")).toHaveValue("2027-06-12T21:00");
  }
  await page.getByLabel("Starts").fill("2027-06-12T19:00");
  await page.getByLabel("Ends").fill("2027-06-12T22:30");
  await page.getByLabel("Address").fill("Pier 17, 89 South St, New York");
  await page.getByLabel("Only visible to approved attendees").check();
  await page.getByRole("button", { name: "Create event" }).click();

  // The draft's page: the host sees Edit and Publish; nobody else sees the event.
  await expect(page.getByText("Your event was created as a draft. Publish it when it is ready.").first()).toBeVisible();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Draft: only you and your co-hosts can see this event.")).toBeVisible();
  await expect(page.getByText("Sat, Jun 12, 2027")).toBeVisible();
  const eventPath = new URL(page.url()).pathname;
  expect(eventPath).toMatch(/^\/events\/rooftop-film-night-[a-z0-9]+-[0-9a-f]{6}$/);

  const visitor = await browser.newContext();
  try {
    expect((await visitor.request.get(eventPath)).status()).toBe(404);

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Your event is published.").first()).toBeVisible();
    await expect(page.getByText("You are hosting this event.")).toBeVisible();

    // Published: a visitor opens it, without the address kept for approved guests.
    const visitorPage = await visitor.request.get(eventPath);
    expect(visitorPage.status()).toBe(200);
    const html = await visitorPage.text();
    expect(html).toContain(name);
    expect(html).toContain("Address shown to approved guests");
    expect(html).not.toContain("Pier 17");
  } finally {
    await visitor.close();
  }

  // Edit: the form shows what was saved, in the event's own zone.
  await page.getByRole("link", { name: "Edit event" }).click();
  await expect(page).toHaveURL(/\/events\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Event name")).toHaveValue(name);
  await expect(page.getByLabel("Time zone")).toHaveValue("America/New_York");
  await expect(page.getByLabel("Starts")).toHaveValue("2027-06-12T19:00");
  await expect(page.getByLabel("Only visible to approved attendees")).toBeChecked();
  await page.getByLabel("Event name").fill(`${name} (second night)`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes were saved.").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: `${name} (second night)`, level: 1 })).toBeVisible();
  // The link shared earlier still works: the slug did not change.
  expect(new URL(page.url()).pathname).toBe(eventPath);

  // Tickets tab: a free ticket with a limit, a paid one (a bad price is refused at its field), one needing approval.
  await page.getByRole("link", { name: "Edit event" }).click();
  await page.getByRole("link", { name: "Tickets" }).click();
  await expect(page.getByText("No tickets yet: add one below so guests can RSVP.")).toBeVisible();
  await page.getByLabel("Ticket name").fill("General Admission");
  await page.getByLabel("Number of tickets").fill("50");
  await page.getByLabel("Show how many are left").check();
  await page.getByRole("button", { name: "Add ticket" }).click();
  await expect(page.getByText("The ticket was added.").first()).toBeVisible();
  await expect(page.getByText("0 taken, 50 of 50 left")).toBeVisible();

  await page.getByLabel("Ticket name").fill("VIP Balcony");
  await page.getByLabel("Paid", { exact: true }).check();
  await page.getByLabel("Price in US dollars (paid tickets)").fill("free");
  await page.getByRole("button", { name: "Add ticket" }).click();
  await expect(page.getByText("A paid ticket costs between $0.50 and $10,000.00.")).toBeVisible();
  await expect(page.getByLabel("Ticket name")).toHaveValue("VIP Balcony");
  await page.getByLabel("Price in US dollars (paid tickets)").fill("25");
  await page.getByRole("button", { name: "Add ticket" }).click();
  await expect(page.getByText("$25.00")).toBeVisible();

  await page.getByLabel("Ticket name").fill("Crew list");
  await page.getByLabel("Requires approval: guests ask, you choose").check();
  await page.getByRole("button", { name: "Add ticket" }).click();
  await expect(page.getByText("Requires approval", { exact: true })).toBeVisible();

  // Change a ticket: its form opens filled in.
  await page.getByRole("link", { name: "Edit General Admission" }).click();
  await expect(page.getByLabel("Number of tickets")).toHaveValue("50");
  await page.getByLabel("Number of tickets").fill("40");
  await page.getByRole("button", { name: "Save ticket" }).click();
  await expect(page.getByText("The ticket was saved.").first()).toBeVisible();
  await expect(page.getByText("0 taken, 40 of 40 left")).toBeVisible();

  // Guests see the tickets on the event page.
  await page.getByRole("link", { name: "View event page" }).click();
  await expect(page.getByText("General Admission").first()).toBeVisible();
  await expect(page.getByText("VIP Balcony").first()).toBeVisible();
});

test("someone who is not a host cannot open an event's editor", async ({ page, member: _signedIn }) => {
  // The demo event is hosted by the demo host, not by this member.
  const response = await page.goto("/events/edit/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await page.goto("/events/rooftop-jazz-night");
  await expect(page.getByRole("link", { name: "Edit event" })).toHaveCount(0);
});
