// A comment image's full size (docs/decisions/0056): each thumbnail links to a page with the
// image, its description and the way back, read through the event as the comments are (a
// comment or an image that is not there is a 404). With JavaScript the link opens a modal
// <dialog> instead, checked with axe while open, closed by Escape with focus back on the
// thumbnail. JS on and off.
import { randomBytes } from "node:crypto";
import axe from "axe-core";
import sharp from "sharp";
import { expect, test } from "../support";
import { DEMO_FREE_EVENT } from "../support/demo";

test.use({ memberProfile: { label: "comment-lightbox", name: "Robin Frames" } });

const EVENT_PATH = `/events/${DEMO_FREE_EVENT.slug}`;

test("a comment's thumbnail opens the image at full size, and leads back", async ({ page, member: _signedIn }, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  await page.goto(EVENT_PATH);
  await page.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();

  const text = `The queue at the door ${randomBytes(3).toString("hex")}`;
  const alt = `A line of people under a red awning ${randomBytes(3).toString("hex")}`;
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
  const form = page.locator("form#comment");
  await form.getByLabel("Add a comment").fill(text);
  const images = form.locator("details.comment-images");
  if ((await images.getAttribute("open")) === null) await images.locator("summary").click();
  await form.getByLabel("Image 1", { exact: true }).setInputFiles({ name: "queue.png", mimeType: "image/png", buffer });
  await form.getByLabel("Description of image 1").fill(alt);
  await form.getByRole("button", { name: "Post" }).click();
  await expect(page.getByText("Your comment was posted.")).toBeVisible();

  const article = page.getByRole("article", { name: "Comment by Robin Frames" }).filter({ hasText: text });
  const thumbnail = article.getByRole("link", { name: `${alt} (open full size)` });
  await expect(thumbnail).toHaveAttribute("href", /\/events\/[^/]+\/comments\/[0-9a-f-]{36}\/images\/[0-9a-f-]{36}$/);
  const imagePage = (await thumbnail.getAttribute("href"))!;

  if (javaScriptEnabled) {
    await thumbnail.click();
    const lightbox = page.getByRole("dialog", { name: "Image in Robin Frames's comment" });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole("img", { name: alt })).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}\.webp$/);
    await expect(lightbox.getByText(alt, { exact: true })).toBeVisible();
    await expect(lightbox.getByRole("button", { name: "Close" })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${EVENT_PATH}`));
    // axe on the open dialog (the page fixture checks pages as they load).
    await page.evaluate(axe.source);
    const violations = await page.evaluate(async () => {
      const result = await window.axe.run(document.querySelector("dialog")!);
      return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
    });
    expect(violations).toEqual([]);
    // Escape closes it; focus goes back to the thumbnail.
    await page.keyboard.press("Escape");
    await expect(lightbox).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
    // The Close button too.
    await thumbnail.click();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
    await page.goto(imagePage);
  } else {
    await thumbnail.click();
    await expect(page).toHaveURL(imagePage);
  }

  // The full-size page: the image, its description, and the way back to the comment.
  await expect(page.getByRole("heading", { level: 1, name: `Image in Robin Frames's comment on ${DEMO_FREE_EVENT.name}` })).toBeVisible();
  await expect(page.getByRole("img", { name: alt })).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}\.webp$/);
  await expect(page.getByText(alt, { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Back to the comment" }).click();
  await expect(page).toHaveURL(/\/events\/[^/]+#comment-[0-9a-f-]{36}$/);
  await expect(article.getByRole("link", { name: `${alt} (open full size)` })).toBeVisible();

  // No such comment or image: not found.
  const [, slug, commentId] = /\/events\/([^/]+)\/comments\/([^/]+)\/images\//.exec(imagePage)!;
  expect((await page.request.get(`/events/${slug}/comments/${commentId}/images/00000000-0000-4000-8000-000000000000`)).status()).toBe(404);
  expect((await page.request.get(`/events/${slug}/comments/00000000-0000-4000-8000-000000000000/images/00000000-0000-4000-8000-000000000000`)).status()).toBe(404);
});
