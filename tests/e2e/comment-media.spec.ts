// Images on comments (docs/decisions/0056): a member who RSVPed posts a comment with a
// picture and its description, sees it in the thread with that description as its alt text,
// at 360 px too and as the small copy in lite mode, and deleting the comment deletes the picture. A picture without a
// description, a file that is not an image and one over 10 MB each give their message beside
// the image, and the typed comment stays. Runs in js-on (fetchers, a preview of the chosen
// picture) and js-off (multipart forms, the comments page showing the errors).
import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "../support";
import { DEMO_FREE_EVENT } from "../support/demo";

test.use({ memberProfile: { label: "comment-media", name: "Sasha Pictures" } });

const EVENT_PATH = `/events/${DEMO_FREE_EVENT.slug}`;

function unique(words: string): string {
  return `${words} ${randomBytes(3).toString("hex")}`;
}

async function picture() {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  return { name: "stage.png", mimeType: "image/png", buffer };
}

/** The top comment form (the event page's, or the comments page's without JavaScript). */
function composer(page: Page): Locator {
  return page.locator("form#comment");
}

/** Opens the form's "Add images" disclosure unless it is open already (it opens itself with errors). */
async function openImages(form: Locator) {
  const images = form.locator("details.comment-images");
  if ((await images.getAttribute("open")) === null) await images.locator("summary").click();
}

async function rsvp(page: Page) {
  await page.goto(EVENT_PATH);
  await page.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();
}

test("a member posts a comment with a described picture; the thread shows it with its alt text, and deleting the comment deletes it", async ({
  page,
  member: _signedIn,
}, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  await rsvp(page);
  const text = unique("The stage before the doors opened");
  const alt = unique("An empty stage lit in blue");
  const file = await picture();

  // No description: the message beside it; the typed comment stays.
  await composer(page).getByLabel("Add a comment").fill(text);
  await openImages(composer(page));
  await composer(page).getByLabel("Image 1", { exact: true }).setInputFiles(file);
  if (javaScriptEnabled) await expect(composer(page).getByRole("img", { name: "Preview of image 1" })).toBeVisible();
  await composer(page).getByRole("button", { name: "Post" }).click();
  await expect(composer(page).getByText("Describe the image for people who cannot see it.")).toBeVisible();
  await expect(composer(page).getByLabel("Description of image 1")).toHaveAttribute("aria-invalid", "true");
  await expect(composer(page).getByLabel("Add a comment")).toHaveValue(text);

  // Described: posted, and shown in the thread. (Without JavaScript the form came back on the comments page: the file is chosen again.)
  if (!javaScriptEnabled) await composer(page).getByLabel("Image 1", { exact: true }).setInputFiles(file);
  await composer(page).getByLabel("Description of image 1").fill(alt);
  await composer(page).getByRole("button", { name: "Post" }).click();
  await expect(page.getByText("Your comment was posted.")).toBeVisible();
  const article = page.getByRole("article", { name: "Comment by Sasha Pictures" }).filter({ hasText: text });
  const image = article.getByRole("img", { name: alt });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}\.webp$/);
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("srcset", /\.small\.webp 320w, .*\.webp 1000w$/);
  const src = (await image.getAttribute("src"))!;
  const stored = await page.request.get(src);
  expect(stored.status()).toBe(200);
  expect(stored.headers()["content-type"]).toBe("image/webp");

  // At 360 px the thread and its picture fit (the page, read again, is also checked by axe).
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(page.getByRole("img", { name: alt })).toBeVisible();
  const box = (await page.getByRole("img", { name: alt }).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  if (javaScriptEnabled) await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // In lite mode (a browser that saves data) the thread shows the small copy only.
  await page.setExtraHTTPHeaders({ "Save-Data": "on" });
  await page.reload();
  const small = page.getByRole("img", { name: alt });
  await expect(small).toHaveAttribute("src", src.replace(/\.webp$/, ".small.webp"));
  await expect(small).not.toHaveAttribute("srcset", /.+/);
  await page.setExtraHTTPHeaders({});
  await page.reload();

  // Deleting the comment deletes its picture: its address no longer serves it.
  await page.getByRole("article", { name: "Comment by Sasha Pictures" }).filter({ hasText: text }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("The comment was deleted.")).toBeVisible();
  await expect(page.getByRole("img", { name: alt })).toHaveCount(0);
  expect((await page.request.get(src)).status()).toBe(404);
});

test("a file that is not an image, or one over 10 MB, gives its message beside the image and keeps the typed comment", async ({ page, member: _signedIn }, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  await rsvp(page);
  const text = unique("Does anyone have a spare cable");

  // A text file that claims to be a PNG: the API reads its bytes and refuses it.
  await composer(page).getByLabel("Add a comment").fill(text);
  await openImages(composer(page));
  await composer(page).getByLabel("Image 1", { exact: true }).setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some words, not a picture") });
  await composer(page).getByLabel("Description of image 1").fill("My notes");
  await composer(page).getByRole("button", { name: "Post" }).click();
  if (!javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`${EVENT_PATH}/comments$`));
  await expect(composer(page).getByText("This file is not an image. Choose a JPEG, PNG, WEBP, GIF or AVIF picture.")).toBeVisible();
  await expect(composer(page).getByLabel("Image 1", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(composer(page).getByLabel("Add a comment")).toHaveValue(text);
  await expect(composer(page).getByLabel("Description of image 1")).toHaveValue("My notes");

  // Over 10 MB: named as soon as it is chosen with JavaScript, and refused by the server either way.
  await openImages(composer(page));
  await composer(page).getByLabel("Image 1", { exact: true }).setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  if (javaScriptEnabled) await expect(composer(page).getByText("The image is too large: it can be at most 10 MB.")).toBeVisible();
  await composer(page).getByRole("button", { name: "Post" }).click();
  await expect(composer(page).getByText("The image is too large: it can be at most 10 MB.")).toBeVisible();
  await expect(composer(page).getByLabel("Add a comment")).toHaveValue(text);

  // Nothing was posted.
  await page.goto(EVENT_PATH);
  await expect(page.getByRole("article", { name: "Comment by Sasha Pictures" }).filter({ hasText: text })).toHaveCount(0);
});
