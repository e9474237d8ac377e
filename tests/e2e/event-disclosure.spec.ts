// The event's disclosure document (spec 2 §3, §5, §7; spec 1 §8): the host uploads a PDF on
// the Settings tab and sees its watermark verified (a file that is no PDF is refused at the
// field); a member reads it on the event page (JavaScript on: the preview draws its pages
// and offers the open-in-a-new-tab link; off: the plain link), cannot RSVP before ticking the
// box, and is e-mailed the signed copy once they accept. Test PDFs are drawn with pdf-lib.
import type { APIRequestContext } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect, graphql, hostEvent, SETTINGS_NOTHING_OPTED_IN, test } from "../support";
import { disclosureMessages as d, waiverCopyMessages, watermarkMessages as w } from "../../contract/events/messages";
import { documentMessages } from "../../contract/media/messages";
import { pdfPreviewMessages } from "../../app/lib/pdf-preview";

const SETTINGS = `mutation ($eventId: ID!, $input: EventSettingsInput!) { event { updateSettings(eventId: $eventId, input: $input) { eventId } } }`;

async function waiverPdf(pages = 2): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) pdf.addPage([612, 792]).drawText(`Climbing waiver, page ${n}: climb at your own risk.`, { x: 48, y: 700, size: 14, font });
  return Buffer.from(await pdf.save());
}

function publishedEvent(request: APIRequestContext, token: string, name: string) {
  return hostEvent(request, token, { name, eventType: "WORKSHOP", startsInDays: 10, timeZone: "Europe/Berlin", tickets: [{ ticketType: "Place" }] });
}

test("the host uploads the waiver as a PDF on the Settings tab and sees its watermark verified; a file that is no PDF is refused at the field", async ({ page, request, hostToken, host: _signedIn }) => {
  const { eventId } = await publishedEvent(request, hostToken, `Crag Day ${Date.now()}`);
  await page.goto(`/events/edit/${eventId}?tab=settings`);
  await page.getByLabel("Guests must accept a document before they get a ticket").check();
  await page.getByLabel("Document title").fill("Climbing waiver");
  await page.getByLabel("Document (PDF)").setInputFiles({ name: "waiver.pdf", mimeType: "application/pdf", buffer: Buffer.from("a letter, not a PDF") });
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(documentMessages.notAPdf)).toBeVisible();
  await expect(page.getByLabel("Document (PDF)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Document title")).toHaveValue("Climbing waiver");

  await page.getByLabel("Document (PDF)").setInputFiles({ name: "waiver.pdf", mimeType: "application/pdf", buffer: await waiverPdf() });
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("The settings were saved.").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: w.verified })).toBeVisible();
  await expect(page.getByRole("link", { name: /Current document/ })).toHaveAttribute("href", /^\/media\/[0-9a-f-]{36}\.pdf$/);
  await expect(page.getByLabel("Guests must accept a document before they get a ticket")).toBeChecked();
});

test("a member reads the waiver, cannot RSVP before accepting it, and is e-mailed the signed copy", async ({ page, request, hostToken, member, outbox, javaScriptEnabled }) => {
  const { eventId, slug } = await publishedEvent(request, hostToken, `Bouldering Night ${Date.now()}`);
  const uploaded = await request.post(`/api/events/${eventId}/disclosure-document`, {
    headers: { Authorization: `Bearer ${hostToken}`, "Content-Type": "application/pdf" },
    data: await waiverPdf(2),
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  await graphql(request, hostToken, SETTINGS, {
    eventId,
    input: {
      ...SETTINGS_NOTHING_OPTED_IN,
      optInDisclosureOrPrivacyPolicy: true,
      disclosureTitle: "Climbing waiver",
      disclosureFileUrl: url,
    },
  });

  await page.goto(`/events/${slug}`);
  await expect(page.getByRole("link", { name: /^Climbing waiver/ })).toHaveAttribute("href", url);
  const read = page.getByText(d.readDocument("Climbing waiver"));
  if (javaScriptEnabled) {
    const opener = page.getByRole("link", { name: pdfPreviewMessages.openInNewTab("Climbing waiver") });
    await expect(opener).toHaveCount(0);
    await read.click();
    const preview = page.getByRole("region", { name: "Climbing waiver" });
    await expect(preview.locator(".pdf-preview-page canvas").first()).toBeVisible({ timeout: 20_000 });
    await expect(opener).toHaveAttribute("href", url);
    await expect(opener).toHaveAttribute("target", "_blank");
    await expect(preview.locator(".pdf-preview-page")).toHaveCount(2);
    // Never wider than a phone's screen.
    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });
  } else {
    await expect(read).toHaveCount(0);
  }

  await page.getByRole("button", { name: "RSVP", exact: true }).click();
  const box = page.getByRole("checkbox", { name: /I have read and accept the Climbing waiver/ });
  await expect(page.getByText(d.mustAccept("Climbing waiver"))).toBeVisible();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await box.check();
  await page.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();

  const copy = await outbox.latest(member.email, { where: (message) => message.subject.startsWith(waiverCopyMessages.subject("Climbing waiver", "")) });
  expect(copy.text).toContain("You accepted the Climbing waiver for Bouldering Night");
  expect(copy.links.some((link) => link.endsWith(url))).toBe(true);
});
