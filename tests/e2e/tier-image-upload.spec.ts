// A loyalty tier's image through a presigned upload (spec 3 "tier image uploads"; ADR 0086): a
// club's owner adds a tier. A file that is not a picture is refused beside the field; a real
// picture becomes the tier's. With JavaScript the browser sends it straight to the presigned URL,
// showing its progress, then says it is uploaded before the form is posted; without, the form
// posts the file and the web app uploads it the same way.
import sharp from "sharp";
import { apiSignIn, expect, graphql, holdRequests, test } from "../support";

test.use({ memberProfile: { label: "tierowner", name: "Noor Haddad" } });

test("a tier's image is uploaded by a presigned URL: its progress, then saved; a text file is refused beside the field", async ({ page, request, member, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const token = await apiSignIn(request, member.email, member.password);
  const clubName = `Lantern Walkers ${Date.now().toString(36)}`;
  const { club } = await graphql<{ club: { create: { clubId: string } } }>(request, token, `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`, {
    input: { name: clubName, access: "PUBLIC" },
  });
  await page.goto(`/my/rep-clubs/${club.create.clubId}/loyalty-tiers`);
  await expect(page.getByRole("heading", { level: 1, name: `${clubName}: Loyalty tiers` })).toBeVisible();

  const add = page.getByRole("form", { name: "Add a tier" });
  await add.getByLabel("Minimum points").fill("250");
  await add.getByLabel("Name").fill("Ember");

  // Words dressed as a PNG: refused by completion's check of the bytes, beside the field; what was typed stays.
  const notAnImage = "This file is not an image. Choose a JPEG, PNG, WEBP, GIF or AVIF picture.";
  await add.getByLabel("Tier image").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some words, not a picture") });
  if (!javaScriptEnabled) await add.getByRole("button", { name: "Add tier" }).click();
  await expect(add.getByText(notAnImage)).toBeVisible({ timeout: 30_000 });
  await expect(add.getByLabel("Tier image")).toHaveAttribute("aria-invalid", "true");
  await expect(add.getByLabel("Name")).toHaveValue("Ember");

  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 230, g: 110, b: 30 } } }).png().toBuffer();
  if (javaScriptEnabled) {
    // The file waits at its URL until the progress has been seen.
    const release = await holdRequests(page, "**/api/media/uploads/objects/**");
    await add.getByLabel("Tier image").setInputFiles({ name: "ember.png", mimeType: "image/png", buffer: png });
    await expect(add.getByRole("status")).toContainText("Uploading the picture…");
    await expect(add.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
    release();
    await expect(add.getByRole("status").filter({ hasText: "The picture is uploaded." })).toBeVisible({ timeout: 30_000 });
    await expect(add.getByRole("img", { name: "The tier's new image" })).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}\.webp$/);
    await expect(add.getByText(notAnImage)).toHaveCount(0);
    await expect(add.locator('input[name="imageId"]')).toHaveValue(/^[0-9a-f-]{36}$/);
  } else {
    await add.getByLabel("Tier image").setInputFiles({ name: "ember.png", mimeType: "image/png", buffer: png });
  }
  await add.getByRole("button", { name: "Add tier" }).click();
  await expect(page.getByText("Tier added.")).toBeVisible({ timeout: 30_000 });

  // Saved: the tier shows its image, stored as a 1000×1000 WEBP.
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Ember" }) });
  const image = row.getByRole("img", { name: "Ember's image" });
  await expect(image).toHaveAttribute("src", /\/media\/[0-9a-f-]{36}\.webp$/);
  const served = await page.request.get((await image.getAttribute("src"))!);
  expect(await sharp(await served.body()).metadata()).toMatchObject({ format: "webp", width: 1000, height: 1000 });
});
