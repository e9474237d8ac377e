// The public event page's "Add to calendar" (.ics, Google, Outlook), "Open in Maps" and
// share. Runs in js-on and js-off: the links and the "Event link" field need no script;
// the Share button appears with JavaScript only.
import { expect, test } from "../support";
import { DEMO_FREE_EVENT } from "../support/demo";

/** Seeded with its address kept for approved guests, and private: hidden from visitors. */
const PRIVATE_EVENT = { slug: "private-tasting-loire-natural-wines", name: "Private Tasting: Natural Wines of the Loire" } as const;

/** iCalendar folds long lines (CRLF + a space); unfolded, each property is one line. */
function unfold(ics: string): string {
  return ics.replace(/\r\n[ \t]/g, "");
}

test("the event page offers an .ics file, Google and Outlook links, and a map link", async ({ page, baseURL }) => {
  await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
  const eventUrl = `${baseURL}/events/${DEMO_FREE_EVENT.slug}`;

  const file = page.getByRole("link", { name: "Calendar file (.ics)" });
  const path = await file.getAttribute("href");
  expect(path).toBe(`/events/${DEMO_FREE_EVENT.slug}/calendar.ics`);
  const response = await page.request.get(path!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${DEMO_FREE_EVENT.slug}.ics"`);
  const ics = unfold(await response.text());
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toContain(`SUMMARY:${DEMO_FREE_EVENT.name}`);
  expect(ics).toMatch(/^DTSTART:\d{8}T\d{6}Z\r?$/m);
  expect(ics).toMatch(/^DTEND:\d{8}T\d{6}Z\r?$/m);
  expect(ics).toContain(`URL:${eventUrl}`);
  expect(ics).toContain("LOCATION:Dolores Park\\, 19th St & Dolores St");

  const google = new URL((await page.getByRole("link", { name: /Google Calendar/ }).getAttribute("href"))!);
  expect(google.hostname).toBe("calendar.google.com");
  expect(google.searchParams.get("action")).toBe("TEMPLATE");
  expect(google.searchParams.get("text")).toBe(DEMO_FREE_EVENT.name);
  expect(google.searchParams.get("dates")).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
  expect(google.searchParams.get("details")).toContain(eventUrl);

  const outlook = new URL((await page.getByRole("link", { name: /Outlook/ }).getAttribute("href"))!);
  expect(outlook.hostname).toBe("outlook.live.com");
  expect(outlook.searchParams.get("subject")).toBe(DEMO_FREE_EVENT.name);
  expect(outlook.searchParams.get("startdt")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

  const map = page.getByRole("link", { name: /Open in Maps/ });
  await expect(map).toHaveAttribute("href", "https://www.google.com/maps/search/?api=1&query=37.7596%2C-122.4269");
  await expect(map).toHaveAttribute("target", "_blank");
  await expect(map).toHaveAttribute("rel", "noopener noreferrer");
});

test("the .ics file is the requesting viewer's: 404 for an unknown slug or a hidden event, the address for its host", async ({ page, request, host: _signedIn }) => {
  const unknown = await page.request.get("/events/no-such-event-e2e/calendar.ics");
  expect(unknown.status()).toBe(404);

  // Signed out (the test's own request context has no cookies), the private event and its address are not there at all.
  const visitor = await request.get(`/events/${PRIVATE_EVENT.slug}/calendar.ics`);
  expect(visitor.status()).toBe(404);
  expect(await visitor.text()).not.toContain("Charonne");

  // Its host, signed in on the page, sees the address there, and so in the file.
  const own = await page.request.get(`/events/${PRIVATE_EVENT.slug}/calendar.ics`);
  expect(own.status()).toBe(200);
  const ics = unfold(await own.text());
  expect(ics).toContain(`SUMMARY:${PRIVATE_EVENT.name}`);
  expect(ics).toContain("LOCATION:Le Comptoir des Vignes\\, 12 Rue de Charonne");
});

test("the event's link can be copied: a Share button with JavaScript, a read-only field without", async ({ page, context, baseURL }, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  const eventUrl = `${baseURL}/events/${DEMO_FREE_EVENT.slug}`;
  if (javaScriptEnabled) {
    // No system share sheet (as on most desktops): Share copies to the clipboard.
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
  }
  await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);

  const field = page.getByRole("textbox", { name: "Event link" });
  await expect(field).toHaveValue(eventUrl);
  await expect(field).toHaveAttribute("readonly", "");

  const share = page.getByRole("button", { name: "Share" });
  if (!javaScriptEnabled) {
    await expect(share).toHaveCount(0);
    return;
  }
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toHaveCount(0);
  await share.click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(eventUrl);
});

test("with a system share sheet, Share hands it the event's title and link", async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "the Share button needs JavaScript");
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, "sharedForTest", { value: shared });
    Object.defineProperty(navigator, "share", {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
      configurable: true,
    });
  });
  await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
  await page.getByRole("button", { name: "Share" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest))
    .toEqual([{ title: DEMO_FREE_EVENT.name, url: `${baseURL}/events/${DEMO_FREE_EVENT.slug}` }]);
  // The sheet was the answer: nothing was copied.
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toHaveCount(0);
});
