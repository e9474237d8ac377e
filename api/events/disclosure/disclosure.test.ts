// The disclosure document: uploaded by the event's editors as a PDF (its bytes, not its
// label), stamped with the platform's watermark and marker, served inline; the watermark
// check; and the signed copy e-mailed once per acceptance. Test PDFs are drawn with pdf-lib.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attendees, mediaDocuments } from "../../db/schema.js";
import { disclosureMessages as d, eventEditorMessages, waiverCopyMessages, watermarkMessages as w } from "../../../contract/events/messages.js";
import { documentMessages } from "../../../contract/media/messages.js";
import { createEvent, createVerifiedUser, eventSettingsInput, uniqueEmail } from "../../test/fixtures.js";
import { startTestApi, TEST_PUBLIC_URL, type TestApi } from "../../test/support.js";
import { STAMP_PRODUCER } from "../../media/domain/pdf-stamp.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function pdfOf(pages: number, options: { keywords?: string[] } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) pdf.addPage([420, 595]).drawText(`Waiver page ${n}`, { x: 40, y: 500, size: 14, font });
  if (options.keywords) pdf.setKeywords(options.keywords);
  return Buffer.from(await pdf.save());
}

async function upload(eventId: string, bytes: Buffer | string, token?: string, contentType = "application/pdf") {
  const headers: Record<string, string> = { "content-type": contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${api.url}/events/${eventId}/disclosure-document`, { method: "POST", headers, body: typeof bytes === "string" ? bytes : new Uint8Array(bytes) });
  return { status: response.status, body: await response.json() };
}

const CHECK = "query ($fileUrl: String!) { event { validatePdfWatermark(fileUrl: $fileUrl) { isValid fileExists errorMessage } } }";
const check = async (fileUrl: string, token?: string) => api.graphql(CHECK, { fileUrl }, token ? { token } : {});

describe("uploading a disclosure document", () => {
  test("a PDF is stamped on every page, marked in its metadata, and served inline as application/pdf", async () => {
    const host = await createVerifiedUser(api);
    const { event } = await createEvent(api, { createdByUserId: host.userId, displayName: "Summit Climb" });
    const answer = await upload(event.id, await pdfOf(3), host.token, "application/octet-stream");
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ contentType: "application/pdf", pageCount: 3 });
    expect(answer.body.url).toBe(`/media/${answer.body.documentId}.pdf`);

    const served = await fetch(`${api.url}/media/documents/${answer.body.documentId}.pdf`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toMatch(/^inline; filename=/);
    const stored = await PDFDocument.load(new Uint8Array(await served.arrayBuffer()), { updateMetadata: false });
    expect(stored.getPageCount()).toBe(3);
    expect(stored.getKeywords()).toContain(`platform-watermark:v1:${answer.body.documentId}`);
    expect(stored.getProducer()).toBe(STAMP_PRODUCER);
    // The footer is drawn into each page's content: a page has more content streams than the original's one.
    for (const page of stored.getPages()) expect(page.node.normalizedEntries().Contents!.size()).toBeGreaterThan(1);
  });

  test("anything that does not start as a PDF is refused, whatever it claims; an empty body and more than 10 MB too", async () => {
    const host = await createVerifiedUser(api);
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const text = await upload(event.id, "just words, waiver.pdf", host.token, "application/pdf");
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ code: "BAD_USER_INPUT", message: documentMessages.notAPdf, fields: { document: documentMessages.notAPdf } });
    const broken = await upload(event.id, "%PDF-1.7 and then nothing a PDF has", host.token);
    expect(broken.body.message).toBe(documentMessages.unreadable);
    expect((await upload(event.id, "", host.token)).body.message).toBe(documentMessages.empty);
    const huge = await upload(event.id, Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(10 * 1024 * 1024)]), host.token);
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe(documentMessages.tooLarge);
  });

  test("only the event's editors may upload: a guest of the event and a stranger are refused, signed out is 401", async () => {
    const host = await createVerifiedUser(api);
    const guest = await createVerifiedUser(api);
    const stranger = await createVerifiedUser(api);
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: guest.userId, state: "APPROVED", roles: ["ATTENDEE"], stateChangedAt: api.clock.now() });
    const pdf = await pdfOf(1);
    for (const token of [guest.token, stranger.token]) {
      const refused = await upload(event.id, pdf, token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(eventEditorMessages.notAllowed);
    }
    expect((await upload(event.id, pdf)).status).toBe(401);
    const count = await api.platform.deps.db.$count(mediaDocuments);
    expect((await upload(event.id, pdf, host.token)).status).toBe(201);
    expect(await api.platform.deps.db.$count(mediaDocuments)).toBe(count + 1);
  });
});

describe("the watermark check", () => {
  test("a stamped upload is valid, on this site's URL or as a path", async () => {
    const host = await createVerifiedUser(api);
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const { body } = await upload(event.id, await pdfOf(1), host.token);
    for (const fileUrl of [body.url, `${TEST_PUBLIC_URL}${body.url}`]) {
      const answer = await check(fileUrl, host.token);
      expect(answer.body.data.event.validatePdfWatermark).toEqual({ isValid: true, fileExists: true, errorMessage: null });
    }
  });

  test("a missing document, an unstamped PDF in storage, a stamped file stored under another id and a file that is no PDF are not valid", async () => {
    const user = await createVerifiedUser(api);
    const missing = await check("/media/00000000-0000-4000-8000-000000000000.pdf", user.token);
    expect(missing.body.data.event.validatePdfWatermark).toEqual({ isValid: false, fileExists: false, errorMessage: w.notFound });

    const db = api.platform.deps.db;
    const place = async (id: string, bytes: Buffer) => {
      await db.insert(mediaDocuments).values({ id, ownerUserId: user.userId, contentType: "application/pdf", pageCount: 1, bytes });
      return (await check(`/media/${id}.pdf`, user.token)).body.data.event.validatePdfWatermark;
    };
    expect(await place("11111111-1111-4111-8111-111111111111", await pdfOf(1))).toEqual({ isValid: false, fileExists: true, errorMessage: w.notStamped });
    const copied = await pdfOf(1, { keywords: ["platform-watermark:v1:22222222-2222-4222-8222-222222222222"] });
    expect(await place("33333333-3333-4333-8333-333333333333", copied)).toEqual({ isValid: false, fileExists: true, errorMessage: w.notStamped });
    expect(await place("44444444-4444-4444-8444-444444444444", Buffer.from("plain text"))).toEqual({ isValid: false, fileExists: true, errorMessage: w.unreadable });
  });

  test("a link to another site is never fetched: it does not exist here, and the message says to upload", async () => {
    const user = await createVerifiedUser(api);
    for (const fileUrl of ["https://example.com/waiver.pdf", "http://169.254.169.254/media/00000000-0000-4000-8000-000000000000.pdf", "not a url at all"]) {
      const answer = await check(fileUrl, user.token);
      expect(answer.body.data.event.validatePdfWatermark).toEqual({ isValid: false, fileExists: false, errorMessage: w.notStored });
    }
  });

  test("signed out, the check is refused", async () => {
    const answer = await check("/media/00000000-0000-4000-8000-000000000000.pdf");
    expect(answer.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });
});

describe("accepting the document", () => {
  const SAVE = `mutation ($eventId: ID!, $input: EventSettingsInput!) { event { updateSettings(eventId: $eventId, input: $input) { disclosureFileUrl } } }`;
  const CONFIRM = `mutation ($eventId: ID!, $accepted: Boolean!) { event { confirmPrivacyPolicy(eventId: $eventId, accepted: $accepted) { my { privacyPolicyState } } } }`;
  const base = eventSettingsInput();

  test("the settings take an uploaded document, not an unknown one; accepting e-mails the signed copy once per acceptance", async () => {
    const host = await createVerifiedUser(api);
    const { event } = await createEvent(api, { createdByUserId: host.userId, displayName: "Summit Climb", timeZone: "UTC" });
    const { body: document } = await upload(event.id, await pdfOf(2), host.token);
    const disclosure = { optInDisclosureOrPrivacyPolicy: true, disclosureTitle: "Climbing waiver" };
    const unknown = await api.graphql(SAVE, { eventId: event.id, input: { ...base, ...disclosure, disclosureFileUrl: "/media/00000000-0000-4000-8000-000000000000.pdf" } }, { token: host.token });
    expect(unknown.body.errors[0].extensions.fields).toEqual({ disclosureFileUrl: d.documentNotFound });
    const saved = await api.graphql(SAVE, { eventId: event.id, input: { ...base, ...disclosure, disclosureFileUrl: document.url } }, { token: host.token });
    expect(saved.body.data.event.updateSettings.disclosureFileUrl).toBe(document.url);

    const email = uniqueEmail("guest");
    const guest = await createVerifiedUser(api, { userName: email });
    api.clock.set(new Date("2026-07-04T15:30:00Z"));
    const accepted = await api.graphql(CONFIRM, { eventId: event.id, accepted: true }, { token: guest.token });
    expect(accepted.body.data.event.confirmPrivacyPolicy.my.privacyPolicyState).toBe("ACCEPTED");
    const copies = async () => (await api.outbox(email)).filter((message) => message.subject === waiverCopyMessages.subject("Climbing waiver", "Summit Climb"));
    const [copy] = await copies();
    expect(copy.text).toContain(waiverCopyMessages.accepted("Climbing waiver", "Summit Climb", "July 4, 2026 at 3:30:00 PM UTC"));
    expect(copy.links).toContain(`${TEST_PUBLIC_URL}${document.url}`);

    // Accepting again (a retried form) sends nothing more; declining and accepting anew is a new acceptance.
    await api.graphql(CONFIRM, { eventId: event.id, accepted: true }, { token: guest.token });
    expect(await copies()).toHaveLength(1);
    await api.graphql(CONFIRM, { eventId: event.id, accepted: false }, { token: guest.token });
    expect(await copies()).toHaveLength(1);
    await api.graphql(CONFIRM, { eventId: event.id, accepted: true }, { token: guest.token });
    expect(await copies()).toHaveLength(2);
  });
});
