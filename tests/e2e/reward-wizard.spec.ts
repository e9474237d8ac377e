// The pie reward wizard (spec 3 §2; ADR 0077): Maya, the demo host owning the demo pie, creates a
// draw through its seven steps: Details with a picture, Requirements (a word where a number goes
// is refused beside the field, and what she typed stays), Time Frame, Settings with a winning
// boost and a privacy policy with its PDF, Redemption, Achievement, and the Preview members will
// see; Save publishes it, and it is on the pie hub's rewards. Editing opens at Details with every
// step reachable. JavaScript on and off; a reward of its own per run.
import sharp from "sharp";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { DEMO_HOST, expect, test } from "../support";

async function policyPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([612, 792]).drawText("We keep your e-mail address until the draw is over.", { x: 48, y: 700, size: 14, font });
  return Buffer.from(await pdf.save());
}

test("a host makes a draw through the seven steps, previews it and publishes it", async ({ page, signIn }) => {
  // Seven steps, two uploads and an edit: a long journey on a shared machine.
  test.setTimeout(420_000);
  const name = `Soundcheck ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const next = async (step: number, title: string) => {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: `Step ${step} of 7: ${title}` })).toBeVisible({ timeout: 30_000 });
  };

  await signIn(DEMO_HOST);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/legacy/pie-hub/rewards");
  await page.getByRole("link", { name: "Create a reward" }).click();
  await expect(page.getByRole("heading", { name: "Create a reward" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Step 1 of 7: Details" })).toBeVisible();

  // Details, with the picture.
  await page.getByLabel("Reward name").fill(name);
  await page.getByLabel("Description").fill("Watch the band's soundcheck from the side of the stage.");
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 61, g: 18, b: 119 } } }).png().toBuffer();
  await page.getByLabel("Picture").setInputFiles({ name: "stage.png", mimeType: "image/png", buffer: png });
  await page.getByLabel("Campaign type").selectOption("DRAW");
  await page.getByLabel("Category").selectOption({ label: "Meet up" });
  await next(2, "Requirements");

  // Requirements: a word is refused beside the field, and what was typed stays.
  await page.getByLabel("Slices to hold").fill("five");
  await page.getByLabel("Age limit").fill("18");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("You must specify a number")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Step 2 of 7: Requirements" })).toBeVisible();
  await expect(page.getByLabel("Slices to hold")).toHaveValue("five");
  await expect(page.getByLabel("Age limit")).toHaveValue("18");
  await page.getByLabel("Slices to hold").fill("5");
  await next(3, "Time Frame");

  // Time Frame: left open.
  await next(4, "Settings");

  // Settings: two winners, a boost for holders of 30 slices, the privacy policy with its PDF.
  await page.getByLabel("Number of winners").fill("2");
  await page.getByLabel("Boost: slices held, at least").fill("30");
  await page.getByLabel("Boost: extra entries for those slices").fill("2");
  await page.getByLabel("Privacy policy title").fill("How we use your details");
  await page.getByLabel("Privacy policy", { exact: true }).fill("Your e-mail address is used to reach the winners, then deleted.");
  await page.getByLabel("Privacy policy (PDF)").setInputFiles({ name: "policy.pdf", mimeType: "application/pdf", buffer: await policyPdf() });
  await next(5, "Redemption");

  // Redemption and Achievement.
  await page.getByLabel("Redeem type").selectOption({ label: "Promo Code" });
  await page.getByLabel("Redeem code").fill("SOUNDCHECK");
  await next(6, "Achievement");
  await next(7, "Preview");

  // The preview shows the reward as members will see it.
  const preview = page.getByRole("article", { name: "Preview" });
  await expect(preview.getByRole("heading", { name })).toBeVisible();
  await expect(preview.getByText("Watch the band's soundcheck from the side of the stage.")).toBeVisible();
  await expect(preview.getByText("Hold at least 5 slices of this pie")).toBeVisible();
  await expect(preview.getByText("Holders of at least 30 slices: 2 extra entries")).toBeVisible();
  await expect(preview.getByRole("link", { name: "Read the privacy policy (PDF)" })).toHaveAttribute("href", /^\/media\/[0-9a-f-]{36}\.pdf$/);
  await expect(preview.locator("img.reward-avatar")).toHaveAttribute("src", /\/media\/[0-9a-f-]{36}\.webp$/);

  // Every step stays reachable: back to Settings, the values are there.
  await page.getByRole("navigation", { name: "Wizard steps" }).getByRole("link", { name: "4. Settings" }).click();
  await expect(page.getByLabel("Number of winners")).toHaveValue("2");
  await expect(page.getByRole("link", { name: "The privacy policy's PDF" })).toBeVisible();
  await page.getByRole("navigation", { name: "Wizard steps" }).getByRole("link", { name: "7. Preview" }).click();

  await page.getByRole("button", { name: "Create reward" }).click();
  await expect(page).toHaveURL(/\/legacy\/pies\/[0-9a-f-]{36}\/rewards\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Holders of at least 30 slices: 2 extra entries")).toBeVisible();
  await expect(page.locator("img.reward-avatar")).toHaveAttribute("src", /\/media\/[0-9a-f-]{36}\.webp$/);

  // It is listed on the pie hub's rewards.
  await page.goto("/legacy/pie-hub/rewards");
  await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();

  // Editing opens at Details, filled in; a change saved from Preview.
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await page.getByRole("link", { name: "Edit reward" }).click();
  await expect(page.getByRole("heading", { name: "Step 1 of 7: Details" })).toBeVisible();
  await expect(page.getByLabel("Reward name")).toHaveValue(name);
  await page.getByLabel("Description").fill("Side of the stage, before the doors open.");
  await next(2, "Requirements");
  await expect(page.getByLabel("Slices to hold")).toHaveValue("5");
  await page.getByRole("navigation", { name: "Wizard steps" }).getByRole("link", { name: "7. Preview" }).click();
  await page.getByRole("button", { name: "Save reward" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Side of the stage, before the doors open.")).toBeVisible();
});
