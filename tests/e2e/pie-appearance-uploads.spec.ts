// A pie's own layer pictures (ADR 0085): on the edit page's Appearance tab the owner uploads a
// picture for the napkin (with JavaScript straight to its presigned URL, without it through the
// form's post), chooses it and saves; the preview stacks it, and the public pie page's picture
// (ADR 0095) is drawn with it. A picture a layer uses cannot be deleted; one no layer uses can.
// A pie made for the test. JavaScript on and off.
import sharp from "sharp";
import { expect, test } from "../support";
import { createLivePie, uniquePieName } from "../support/pies";

test("the owner uploads a napkin picture on the Appearance tab, chooses it and saves; the pie page shows it", async ({ page, request, member: owner }) => {
  // A pie made through the API, then four pages checked with axe at two widths.
  test.slow();
  const name = uniquePieName("Pictured");
  const pieId = await createLivePie(request, owner, name, "Dressed in its own pictures in the end-to-end tests.");
  const picture = await sharp({ create: { width: 120, height: 120, channels: 3, background: { r: 220, g: 60, b: 90 } } })
    .png()
    .toBuffer();

  await page.goto(`/legacy/pie-hub/overview/edit/${pieId}?tab=appearance`);
  await expect(page.getByRole("heading", { name: "Appearance", level: 2 })).toBeVisible();
  // The catalogue by priority: the napkin's pictures as the migration seeded them.
  const napkin = page.getByRole("group", { name: "Napkin (required)" });
  await expect(napkin.getByRole("radio")).toHaveCount(2);
  await expect(napkin.getByRole("radio", { name: "Red check" })).toBeChecked();

  await page.getByLabel("Layer").selectOption({ label: "Napkin" });
  await page.getByLabel("Picture", { exact: true }).setInputFiles({ name: "napkin.png", mimeType: "image/png", buffer: picture });
  await page.getByRole("button", { name: "Upload a picture" }).click();
  await expect(page.getByText("The picture is uploaded. Choose it and save.")).toBeVisible();

  const mine = napkin.getByRole("radio", { name: "Your picture 1" });
  await expect(mine).toBeVisible();
  await mine.check();
  await page.getByRole("button", { name: "Save appearance" }).click();
  await expect(page.getByText("The pie's appearance was saved.")).toBeVisible();
  await expect(napkin.getByRole("radio", { name: "Your picture 1" })).toBeChecked();
  const preview = page.getByRole("img", { name: `${name} pie` }).first();
  await expect(preview.locator('img[src*="/media/"]')).toHaveCount(1);

  // In use: no Delete button for it.
  const pictures = page.getByRole("region", { name: "Your pictures" });
  await expect(pictures.getByText("Napkin: your picture 1 (in use)")).toBeVisible();
  await expect(pictures.getByRole("button", { name: /Delete/ })).toHaveCount(0);

  // A picture no layer uses can be deleted.
  await page.getByLabel("Layer").selectOption({ label: "Topping" });
  await page.getByLabel("Picture", { exact: true }).setInputFiles({ name: "topping.png", mimeType: "image/png", buffer: picture });
  await page.getByRole("button", { name: "Upload a picture" }).click();
  await expect(page.getByRole("group", { name: "Topping" }).getByRole("radio", { name: "Your picture 1" })).toBeVisible();
  await pictures.getByRole("button", { name: "Delete Topping picture 1" }).click();
  await expect(page.getByText("The picture was deleted.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Topping" }).getByRole("radio", { name: "Your picture 1" })).toHaveCount(0);
  await expect(pictures.getByText("Napkin: your picture 1 (in use)")).toBeVisible();

  // The public pie page shows one picture the server drew from the layers (ADR 0095): the
  // uploaded napkin, stretched over the square above the background, shows in its corner.
  await page.goto(`/legacy/pies/${pieId}`);
  const pie = page.getByRole("img", { name: `${name} pie` }).first();
  const drawn = pie.locator("img");
  await expect(drawn).toHaveCount(1);
  await expect(drawn).toHaveAttribute("src", new RegExp(`^/legacy/pies/${pieId}/picture\\?v=[0-9a-z]+\\.[0-9]+$`));
  await expect.poll(() => drawn.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  const answer = await page.request.get((await drawn.getAttribute("src"))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/webp");
  // Asked by its signed-in owner: the browser keeps it for good, shared caches do not.
  expect(answer.headers()["cache-control"]).toBe("private, max-age=31536000, immutable");
  const { data, info } = await sharp(await answer.body()).raw().toBuffer({ resolveWithObject: true });
  const corner = [...data.subarray(0, 3)];
  expect(info.width).toBe(400);
  expect(corner.every((value, i) => Math.abs(value - [220, 60, 90][i]!) <= 8)).toBe(true);
});
