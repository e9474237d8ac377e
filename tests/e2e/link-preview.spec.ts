// Link previews as crawlers see them (docs/decisions/0018): the public event page read
// without JavaScript or cookies by a crawler's user agent carries every Open Graph and
// Twitter tag, and its og:image is the event's own 1200×630 PNG, served again from the
// cache (304 on If-None-Match). A private event keeps its tags for those who may see it,
// never puts its hidden address in them, and a signed-out crawler gets the brand's
// default card. And a host gives an event its image in the editor (JS on and off): the
// event page and the editor show it, a file that is not an image is refused at the field.
import { writeFile } from "node:fs/promises";
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from "@playwright/test";
import sharp from "sharp";
import { DEMO_LIMITED_EVENT, expect, test } from "../support";

const CRAWLER = "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)";
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Seeded private, with its address kept for approved guests; the demo host hosts it. */
const PRIVATE_EVENT = { slug: "private-tasting-loire-natural-wines", name: "Private Tasting: Natural Wines of the Loire", street: "Charonne" } as const;

function decode(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/** The page's <meta> tags by property or name (the server-rendered HTML, as a crawler reads it). */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) tags.set(key, decode(content));
  }
  return tags;
}

function jsonLdOf(html: string): Record<string, unknown> {
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(script, "a JSON-LD script").toBeTruthy();
  return JSON.parse(script!);
}

/** A PNG's signature and the width and height of its IHDR chunk. */
async function pngSize(response: APIResponse) {
  const bytes = await response.body();
  expect(Array.from(bytes.subarray(0, 8))).toEqual(PNG_SIGNATURE);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function crawler(baseURL: string | undefined): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, userAgent: CRAWLER, extraHTTPHeaders: { Accept: "text/html,*/*" } });
}

test("a crawler reads the public event page's preview tags, and its image is a cached 1200×630 PNG", async ({ baseURL }) => {
  const bot = await crawler(baseURL);
  try {
    const pageUrl = `${baseURL}/events/${DEMO_LIMITED_EVENT.slug}`;
    const page = await bot.get(`/events/${DEMO_LIMITED_EVENT.slug}`);
    expect(page.status()).toBe(200);
    const html = await page.text();
    const tags = metaTags(html);

    const canonical = decode(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "");
    expect(canonical).toBe(pageUrl);
    expect(tags.get("og:url")).toBe(canonical);
    expect(tags.get("og:type")).toBe("website");
    expect(tags.get("og:site_name")).toBeTruthy();
    expect(tags.get("og:title")).toBe(DEMO_LIMITED_EVENT.name);
    const image = tags.get("og:image")!;
    expect(image).toMatch(new RegExp(`^${baseURL}/events/${DEMO_LIMITED_EVENT.slug}/og\\.png\\?v=\\d+$`));
    expect(tags.get("og:image:type")).toBe("image/png");
    expect(tags.get("og:image:width")).toBe("1200");
    expect(tags.get("og:image:height")).toBe("630");
    expect(tags.get("og:image:alt")).toContain(DEMO_LIMITED_EVENT.name);
    expect(tags.get("twitter:card")).toBe("summary_large_image");
    expect(tags.get("twitter:image")).toBe(image);
    expect(tags.has("robots")).toBe(false);
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toMatchObject({ "@type": "Event", name: DEMO_LIMITED_EVENT.name, url: pageUrl });
    expect(jsonLd.image).toContain(image);

    const first = await bot.get(image);
    expect(first.status()).toBe(200);
    expect(first.headers()["content-type"]).toBe("image/png");
    expect(first.headers()["cache-control"]).toMatch(/^public, max-age=\d+$/);
    expect(await pngSize(first)).toEqual({ width: 1200, height: 630 });
    const etag = first.headers()["etag"];
    expect(etag).toMatch(/^"og-[\w-]+"$/);

    // Asked again: the same version (same ETag) from the cache, and nothing at all when the client has it.
    const again = await bot.get(image);
    expect(again.status()).toBe(200);
    expect(again.headers()["etag"]).toBe(etag);
    expect(again.headers()["server-timing"]).toContain('og;desc="cached"');
    const revalidated = await bot.get(image, { headers: { "If-None-Match": etag } });
    expect(revalidated.status()).toBe(304);
    expect(await revalidated.body()).toHaveLength(0);
  } finally {
    await bot.dispose();
  }
});

test("a private event keeps its tags with noindex and no hidden address; a signed-out crawler of its image gets the default card", async ({ page, baseURL, host: _signedIn }) => {
  // The host sees the private event, so its page has the tags, marked noindex.
  const hostView = await page.request.get(`/events/${PRIVATE_EVENT.slug}`);
  expect(hostView.status()).toBe(200);
  const html = await hostView.text();
  const tags = metaTags(html);
  expect(tags.get("robots")).toBe("noindex");
  expect(tags.get("og:title")).toBe(PRIVATE_EVENT.name);
  const image = tags.get("og:image")!;
  expect(image).toContain(`/events/${PRIVATE_EVENT.slug}/og.png`);
  // The host may see the address on the page, but no tag and no JSON-LD carries it.
  for (const value of tags.values()) expect(value).not.toContain(PRIVATE_EVENT.street);
  expect(JSON.stringify(jsonLdOf(html))).not.toContain(PRIVATE_EVENT.street);

  const own = await page.request.get(image);
  expect(own.status()).toBe(200);
  expect(await pngSize(own)).toEqual({ width: 1200, height: 630 });

  const bot = await crawler(baseURL);
  try {
    expect((await bot.get(`/events/${PRIVATE_EVENT.slug}`)).status()).toBe(404);
    const card = await bot.get(image);
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
    expect(await pngSize(card)).toEqual({ width: 1200, height: 630 });
    // The brand's card, the one an unknown link gets, not the event's.
    expect(card.headers()["etag"]).not.toBe(own.headers()["etag"]);
    const unknown = await bot.get("/events/no-such-event-e2e/og.png");
    expect(unknown.headers()["etag"]).toBe(card.headers()["etag"]);
    expect((await card.body()).equals(await own.body())).toBe(false);
  } finally {
    await bot.dispose();
  }
});

test.describe("the event's image", () => {
  test.use({ memberProfile: { label: "imagehost", name: "Noor Haddad" } });

  test("a host uploads an image in the editor; the event page and the editor show it; a non-image is refused; it can be removed", async ({ page, member: _signedIn }, testInfo) => {
    test.setTimeout(90_000);
    const picture = testInfo.outputPath("poster.png");
    await writeFile(
      picture,
      await sharp({ create: { width: 1400, height: 900, channels: 3, background: { r: 20, g: 120, b: 220 } } })
        .png()
        .toBuffer(),
    );
    const notAPicture = testInfo.outputPath("notes.png");
    await writeFile(notAPicture, "These are meeting notes, not a picture.");
    const name = `Poster Night ${Date.now().toString(36)}`;

    await page.goto("/rep-club/events/create");
    await page.getByLabel("Event name").fill(name);
    await page.getByLabel("Event type").selectOption({ label: "Party" });
    await page.getByLabel("Time zone").selectOption("America/New_York");
    await page.getByLabel("Starts").fill("2027-09-10T19:00");
    await page.getByLabel("Ends").fill("2027-09-10T22:00");
    await page.getByLabel("Event image").setInputFiles(picture);
    await page.getByRole("button", { name: "Create event" }).click();

    // The event page shows the stored image (1000×1000 WEBP) in place of the placeholder.
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const hero = page.locator(".event-hero img");
    await expect(hero).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}\.webp$/);
    await expect(page.locator(".event-hero-placeholder")).toHaveCount(0);
    const src = (await hero.getAttribute("src"))!;
    const stored = await page.request.get(src);
    expect(stored.status()).toBe(200);
    expect(stored.headers()["content-type"]).toBe("image/webp");
    expect(stored.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(await stored.body()).metadata()).toMatchObject({ format: "webp", width: 1000, height: 1000 });
    expect((await page.request.get(src, { headers: { "If-None-Match": stored.headers()["etag"] } })).status()).toBe(304);

    // The editor previews it. A text file named .png is refused by the API at the field; what was typed stays.
    await page.getByRole("link", { name: "Edit event" }).click();
    await expect(page.getByRole("img", { name: "The event's current image" })).toHaveAttribute("src", src);
    await page.getByLabel("Event name").fill(`${name} (renamed)`);
    await page.getByLabel("Event image").setInputFiles(notAPicture);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("This file is not an image. Choose a JPEG, PNG, WEBP, GIF or AVIF picture.")).toBeVisible();
    await expect(page.getByLabel("Event name")).toHaveValue(`${name} (renamed)`);
    await expect(page.getByLabel("Event image")).toHaveAttribute("aria-invalid", "true");

    // Removed: the placeholder is back. (With JavaScript the refused file is still chosen: cleared first.)
    await page.getByLabel("Event image").setInputFiles([]);
    await page.getByLabel("Remove image").check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Your changes were saved.").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: `${name} (renamed)`, level: 1 })).toBeVisible();
    await expect(page.locator(".event-hero-placeholder")).toHaveCount(1);
    await expect(page.locator(".event-hero img")).toHaveCount(0);
  });
});
