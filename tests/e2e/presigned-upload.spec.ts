// A reward's picture through a presigned upload (spec 3 "upload by presigned URL"; ADR 0083):
// Maya, the demo host, starts a reward. A file that is not a picture is refused beside the
// field with the message; a real picture becomes the reward's, kept when she comes back to
// Details. With JavaScript the browser sends the file straight to the presigned URL and says
// so before Next; without, the form posts the file and the web app uploads it the same way.
import sharp from "sharp";
import { DEMO_HOST, expect, test } from "../support";

test("a reward's picture is uploaded by a presigned URL, a text file refused beside the field", async ({ page, signIn, javaScriptEnabled }) => {
  test.setTimeout(240_000);
  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/legacy/pie-hub/rewards/create");
  await expect(page.getByRole("heading", { name: "Step 1 of 7: Details" })).toBeVisible();
  await page.getByLabel("Reward name").fill(`Backstage ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`);
  await page.getByLabel("Campaign type").selectOption("DRAW");
  await page.getByLabel("Category").selectOption({ label: "Meet up" });

  // Words dressed as a PNG: refused by completion's check of the bytes, the message beside the field.
  const notAnImage = "This file is not an image. Choose a JPEG, PNG, WEBP, GIF or AVIF picture.";
  await page.getByLabel("Picture").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some words, not a picture") });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(notAnImage)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Picture")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { name: "Step 1 of 7: Details" })).toBeVisible();

  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 200, g: 90, b: 20 } } }).png().toBuffer();
  await page.getByLabel("Picture").setInputFiles({ name: "backstage.png", mimeType: "image/png", buffer: png });
  if (javaScriptEnabled) {
    // Uploaded and completed before the form is posted: the picture is shown, the error gone.
    await expect(page.getByRole("status").filter({ hasText: "The picture is uploaded." })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("img", { name: "The reward's picture" })).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}\.webp$/);
    await expect(page.getByText(notAnImage)).toHaveCount(0);
    await expect(page.locator('input[name="avatarImageId"]')).toHaveValue(/^[0-9a-f-]{36}$/);
  }
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Step 2 of 7: Requirements" })).toBeVisible({ timeout: 30_000 });

  // Back at Details the stored picture is the reward's.
  await page.getByRole("navigation", { name: "Wizard steps" }).getByRole("link", { name: "1. Details" }).click();
  await expect(page.getByRole("heading", { name: "Step 1 of 7: Details" })).toBeVisible();
  const picture = page.getByRole("img", { name: "The reward's picture" });
  await expect(picture).toHaveAttribute("src", /\/media\/[0-9a-f-]{36}\.webp$/);
  await expect(page.getByLabel("Replace the picture")).toBeVisible();
  const served = await page.request.get((await picture.getAttribute("src"))!);
  expect(served.status()).toBe(200);
  expect((await sharp(await served.body()).metadata()).format).toBe("webp");
});
