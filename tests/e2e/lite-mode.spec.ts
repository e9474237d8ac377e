// Lite mode, for slow connections: a browser that sends `Save-Data: on`, or a member who turns
// lite mode on in the profile menu, gets pages without scripts or module preloads and with the
// small copy of every stored image; every form works as it does without JavaScript.
// JavaScript on and off: with it on, the page still brings none.
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { DEMO_ATTENDEE, DEMO_FREE_EVENT, expect, submitLoginForm, test } from "../support";

async function scriptsOn(page: Page) {
  return {
    scripts: await page.locator("script:not([type='application/ld+json'])").count(),
    preloads: await page.locator("link[rel='modulepreload']").count(),
  };
}

test("a browser that asks to save data gets pages without scripts, and its forms still work", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "Save-Data": "on" });
  const response = await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: DEMO_FREE_EVENT.name })).toBeVisible();
  expect(await scriptsOn(page)).toEqual({ scripts: 0, preloads: 0 });
  expect(response?.headers()["vary"]).toMatch(/Save-Data/);

  // Signing in, a form of two steps, works as a plain form.
  await page.goto("/auth/login");
  expect(await scriptsOn(page)).toEqual({ scripts: 0, preloads: 0 });
  await submitLoginForm(page, DEMO_ATTENDEE);
  await expect(page).toHaveURL(/\/events$/);
  // The header the test adds did not reach the redirect after the POST here; a browser that
  // saves data sends it with every request. So: the members' home, asked for again.
  await page.goto("/events");
  expect(await scriptsOn(page)).toEqual({ scripts: 0, preloads: 0 });
  // The browser's choice cannot be switched off from the menu, only explained.
  const menu = page.locator(".profile-menu:not(.create-menu)");
  await menu.locator("summary").click();
  await expect(menu.getByText("Your browser asks to save data.")).toBeVisible();
});

test("a member turns lite mode on and off; in lite mode pictures are the small copies", async ({ page, member }) => {
  expect(member.email).toBeTruthy();
  const png = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: { r: 20, g: 120, b: 90 } } }).png().toBuffer();
  await page.goto("/profile/information");
  await page.getByLabel("New picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Your profile was saved.")).toBeVisible();

  await page.goto("/profile");
  expect((await scriptsOn(page)).scripts).toBeGreaterThan(0);
  await expect(page.locator("img.profile-avatar")).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}\.webp\?v=\d+$/);

  const menu = page.locator(".profile-menu:not(.create-menu)");
  await menu.locator("summary").click();
  await menu.getByRole("button", { name: "Lite mode: Off" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await scriptsOn(page)).toEqual({ scripts: 0, preloads: 0 });
  const small = page.locator("img.profile-avatar");
  await expect(small).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}\.small\.webp\?v=\d+$/);
  const served = await page.request.get((await small.getAttribute("src"))!);
  expect(served.status()).toBe(200);
  expect(await sharp(await served.body()).metadata()).toMatchObject({ format: "webp", width: 320, height: 320 });

  // It is remembered from page to page.
  await page.goto("/events");
  expect(await scriptsOn(page)).toEqual({ scripts: 0, preloads: 0 });

  await menu.locator("summary").click();
  await menu.getByRole("button", { name: "Lite mode: On" }).click();
  await expect(page).toHaveURL(/\/events$/);
  expect((await scriptsOn(page)).scripts).toBeGreaterThan(0);
});
