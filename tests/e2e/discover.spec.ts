// Finding events and people: Near Me by a chosen city, the event list's pages
// (infinite scroll with JavaScript, "More events" links without), people on /search, and the
// header's suggestions. Runs in js-on and js-off; what needs a script says so.
import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { DEMO_FREE_EVENT, DEMO_HOST, DEMO_LIMITED_EVENT, DEMO_LOS_ANGELES_EVENT, expect, graphql, test } from "../support";

/** Creates and publishes `count` public events whose names share a unique word; returns that word. */
async function createEvents(request: APIRequestContext, token: string, count: number): Promise<string> {
  const word = `scrolltest${randomBytes(4).toString("hex")}`;
  for (let index = 0; index < count; index++) {
    // Far ahead: they must not push the demo events off the first page of /events for other tests.
    const start = new Date(Date.now() + (400 + index) * 24 * 3600_000);
    const { event } = await graphql<{ event: { create: { eventId: string } } }>(
      request,
      token,
      `mutation ($input: EventInfoInput!) { event { create(input: $input) { eventId } } }`,
      {
        input: {
          eventType: "PARTY",
          displayName: `${word} party ${String(index + 1).padStart(2, "0")}`,
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
          timeZone: "America/Los_Angeles",
          isPrivate: false,
          isListed: true,
        },
      },
    );
    await graphql(request, token, `mutation ($id: ID!) { event { publish(eventId: $id) { eventId } } }`, { id: event.create.eventId });
  }
  return word;
}

test("Near Me lists the events near the chosen city (Los Angeles by default) with their distance, not far ones", async ({ page }) => {
  await page.goto("/events");
  await page.getByRole("navigation", { name: "Event lists" }).getByRole("link", { name: "Near Me" }).click();
  await expect(page).toHaveURL(/tab=near/);

  const city = page.getByLabel("City");
  await expect(city).toHaveValue("los-angeles");
  await expect(page.getByLabel("Distance")).toHaveValue("50km");
  const stargazing = page.getByRole("listitem").filter({ hasText: DEMO_LOS_ANGELES_EVENT.name });
  await expect(stargazing).toBeVisible();
  await expect(stargazing).toContainText(/\d+(\.\d)? km away/);
  await expect(page.getByRole("heading", { name: DEMO_FREE_EVENT.name })).toHaveCount(0);

  // Another city and a radius in miles, by the GET form: kept in the URL.
  await city.selectOption({ label: "San Francisco" });
  await page.getByLabel("Distance").selectOption("25mi");
  await page.getByRole("button", { name: "Show events" }).click();
  await expect(page).toHaveURL(/city=san-francisco/);
  await expect(page).toHaveURL(/radius=25mi/);
  const yoga = page.getByRole("listitem").filter({ hasText: DEMO_FREE_EVENT.name });
  await expect(yoga).toBeVisible();
  await expect(yoga).toContainText(/mi away/);
  await expect(page.getByRole("heading", { name: DEMO_LOS_ANGELES_EVENT.name })).toHaveCount(0);

  // Somewhere without events.
  await page.getByLabel("City").selectOption({ label: "Tokyo" });
  await page.getByRole("button", { name: "Show events" }).click();
  await expect(page.getByRole("heading", { name: "No events near Tokyo" })).toBeVisible();
});

test("with JavaScript, Near Me can use the visitor's own location", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "the browser's location needs a script; without it a city is chosen (above)");
  await page.context().grantPermissions(["geolocation"]);
  // In San Francisco's Mission district.
  await page.context().setGeolocation({ latitude: 37.7599, longitude: -122.4148 });
  await page.goto("/events?tab=near&radius=10km");
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(page).toHaveURL(/lat=37\.760&lng=-122\.415&radius=10km/);
  await expect(page.getByLabel("City")).toHaveValue("here");
  await expect(page.getByRole("listitem").filter({ hasText: DEMO_FREE_EVENT.name })).toContainText(/km away/);
  await expect(page.getByRole("heading", { name: DEMO_LOS_ANGELES_EVENT.name })).toHaveCount(0);
});

test("the event list pages on: appended as you scroll with JavaScript, by a More events link without", async ({ page, request, hostToken }, testInfo) => {
  const word = await createEvents(request, hostToken, 12);
  await page.goto(`/events?q=${word}`);
  const cards = page.getByRole("listitem").filter({ hasText: word });
  await expect(cards.first()).toContainText(`${word} party 01`);
  const more = page.getByRole("link", { name: "More events" });

  if (testInfo.project.name === "js-on") {
    await more.scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(12);
    await expect(cards.nth(11)).toContainText(`${word} party 12`);
    await expect(page.getByRole("status").filter({ hasText: "2 more events loaded." })).toBeAttached();
    // Appended in place: no navigation, each event once, and nothing more to load.
    await expect(page).not.toHaveURL(/after=/);
    await expect(page.getByText(`${word} party 11`)).toHaveCount(1);
    await expect(more).toHaveCount(0);
  } else {
    await expect(cards).toHaveCount(10);
    await more.click();
    await expect(page).toHaveURL(/after=/);
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(`${word} party 11`);
    await expect(page.getByRole("link", { name: "More events" })).toHaveCount(0);
    await page.getByRole("link", { name: "Back to first page" }).click();
    await expect(cards).toHaveCount(10);
  }
});

test("a page link the list cannot read starts the list again, with why in a toast", async ({ page, request, hostToken }) => {
  const word = await createEvents(request, hostToken, 2);
  const response = await page.goto(`/events?q=${word}&after=not-a-cursor`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/events\\?q=${word}$`));
  await expect(page.getByText("The page cursor is invalid.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: word })).toHaveCount(2);
});

test("search finds people by name beside events; the People and Pies filters are shown but disabled", async ({ page, attendee: _signedIn }) => {
  await page.goto("/search?q=maya");
  const people = page.getByRole("region", { name: "People" });
  await expect(people.getByText(DEMO_HOST.name)).toBeVisible();
  await expect(people.getByText(`@${DEMO_HOST.userName}`)).toBeVisible();
  await expect(page.locator("body")).not.toContainText(DEMO_HOST.email);
  await expect(page.getByRole("tab", { name: "People" })).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("tab", { name: "Pies" })).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
});

test("the header's search: suggestions as you type with JavaScript, /search on Enter", async ({ page, attendee: _signedIn }, testInfo) => {
  await page.goto("/profile");
  const box = page.getByRole(testInfo.project.name === "js-on" ? "combobox" : "searchbox", { name: "Search" });

  if (testInfo.project.name === "js-off") {
    await box.fill("jazz");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=jazz$/);
    await expect(page.getByRole("heading", { name: DEMO_LIMITED_EVENT.name })).toBeVisible();
    return;
  }

  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/resources/search-suggestions")) asked.push(new URL(request.url()).searchParams.get("q") ?? "");
  });
  // Blank input asks nothing.
  await box.fill("   ");
  await page.waitForTimeout(1500);
  expect(asked).toEqual([]);

  await box.fill("rooftop");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list.getByRole("option", { name: DEMO_LIMITED_EVENT.name })).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  expect(asked).toEqual(["rooftop"]);

  await box.press("ArrowDown");
  const first = list.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  await box.press("Escape");
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");

  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/events/${DEMO_LIMITED_EVENT.slug}$`));

  // People are suggested too.
  await page.goto("/profile");
  await box.fill("maya");
  await expect(list.getByRole("group", { name: "People" }).getByRole("option", { name: new RegExp(DEMO_HOST.name) })).toBeVisible();
  // Enter without a chosen suggestion searches.
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=maya$/);
});
