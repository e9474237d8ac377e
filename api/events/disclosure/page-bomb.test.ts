// Issue 39 #5: a disclosure upload may not stall the API. A "page bomb" (thousands of pages
// sharing one content stream, small in bytes) is refused for its page count before anything is
// stamped; a document that is allowed but costly is stamped off the API's thread, which keeps
// answering; a stamping that passes its time limit ends with a refusal, not a stuck request.
// Test PDFs are made with pdf-lib.
import { PDFDocument, PDFName, PDFRef } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mediaDocuments } from "../../db/schema.js";
import { documentMessages, MAX_DOCUMENT_PAGES } from "../../../contract/media/messages.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { storeDocument } from "../../media/domain/documents.js";
import { createPdfStamper } from "../../media/domain/stamping.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function upload(eventId: string, bytes: Buffer, token: string) {
  const response = await fetch(`${api.url}/events/${eventId}/disclosure-document`, {
    method: "POST",
    headers: { "content-type": "application/pdf", authorization: `Bearer ${token}` },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: await response.json() };
}

/** `pages` pages that all draw the first page's one content stream; `sharedPage`: one page object listed `pages` times. */
async function pageBomb(pages: number, { useObjectStreams = true, sharedPage = false } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const first = pdf.addPage([200, 200]);
  first.drawText("one content stream for every page", { x: 10, y: 100, size: 8 });
  const contents = first.node.get(PDFName.of("Contents"))!;
  const tree = pdf.catalog.Pages();
  const treeRef = pdf.catalog.get(PDFName.of("Pages")) as PDFRef;
  const newPage = () => pdf.context.register(pdf.context.obj({ Type: "Page", Parent: treeRef, MediaBox: [0, 0, 200, 200], Contents: contents }));
  const shared = sharedPage ? newPage() : null;
  for (let n = 1; n < pages; n++) tree.pushLeafNode(shared ?? newPage());
  return Buffer.from(await pdf.save({ useObjectStreams }));
}

/** A few pages, each carrying a long array that pdf-lib parses and writes out number by number: seconds of work, few MB. */
async function costlyDocument(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const filler = pdf.context.obj(Array.from({ length: 12_000 }, (_, n) => n % 997));
  for (let n = 1; n <= 20; n++) {
    const page = pdf.addPage([420, 595]);
    page.drawText(`Waiver page ${n}`, { x: 40, y: 500, size: 14 });
    page.node.set(PDFName.of("Filler"), pdf.context.register(filler.clone()));
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

describe("a PDF page bomb", () => {
  test(`thousands of pages sharing one content stream are refused quickly, at most ${MAX_DOCUMENT_PAGES} pages, and nothing is stored`, async () => {
    const host = await createVerifiedUser(api);
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const stored = await api.platform.deps.db.$count(mediaDocuments);
    for (const bomb of [await pageBomb(2_000), await pageBomb(2_000, { useObjectStreams: false })]) {
      expect(bomb.length).toBeLessThan(300_000);
      const started = performance.now();
      const answer = await upload(event.id, bomb, host.token);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: "BAD_USER_INPUT", message: documentMessages.tooManyPages, fields: { document: documentMessages.tooManyPages } });
      // Counted from the bytes: not parsed, not stamped.
      expect(performance.now() - started).toBeLessThan(5_000);
    }
    expect(await api.platform.deps.db.$count(mediaDocuments)).toBe(stored);
  });

  test("one page object listed many times in the page tree is counted once parsed, and refused before it is stamped", async () => {
    const host = await createVerifiedUser(api);
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const answer = await upload(event.id, await pageBomb(MAX_DOCUMENT_PAGES + 50, { sharedPage: true }), host.token);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(documentMessages.tooManyPages);
  });

  test(`${MAX_DOCUMENT_PAGES} pages are still a disclosure document`, async () => {
    const host = await createVerifiedUser(api);
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const answer = await upload(event.id, await pageBomb(MAX_DOCUMENT_PAGES), host.token);
    expect(answer.status).toBe(201);
    expect(answer.body.pageCount).toBe(MAX_DOCUMENT_PAGES);
  });
});

describe("stamping off the API's thread", () => {
  test("while a costly document is stamped, the API's event loop keeps running: timers fire and /health answers", async () => {
    const host = await createVerifiedUser(api);
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const document = await costlyDocument();

    // The test and the API share this thread: a timer that fires late means the API could not answer either.
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    let healthChecks = 0;
    let uploaded = false;
    const uploading = upload(event.id, document, host.token).finally(() => (uploaded = true));
    try {
      while (!uploaded) {
        const health = await fetch(`${api.url}/health`);
        expect(health.status).toBe(200);
        healthChecks += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      clearInterval(ticker);
    }
    const answer = await uploading;
    const took = performance.now() - started;

    expect(answer.status).toBe(201);
    expect(answer.body.pageCount).toBe(20);
    // Stamping took long enough to see (on the API's thread it stalled every timer for all of it;
    // a quiet machine stamps the 20 pages in about 650 ms)…
    expect(took).toBeGreaterThan(300);
    // …and the loop never stopped for more than a fraction of it.
    expect(longestGap).toBeLessThan(Math.min(400, took / 2));
    expect(healthChecks).toBeGreaterThan(3);
  });

  test("a stamping that passes its time limit is ended and refused with a clear message; the next one runs", async () => {
    const host = await createVerifiedUser(api);
    const stored = await api.platform.deps.db.$count(mediaDocuments);
    const pdfStamper = createPdfStamper({ timeLimitMs: 200, concurrency: 1 });
    const deps = { ...api.platform.deps, pdfStamper };
    const started = performance.now();
    const refused = await storeDocument(deps, host.userId, await costlyDocument(), () => "footer").catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "BAD_USER_INPUT", message: documentMessages.tooComplex, fields: { document: documentMessages.tooComplex } });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await api.platform.deps.db.$count(mediaDocuments)).toBe(stored);

    // The thread was ended and its turn given back: a small document is stamped by the same stamper.
    const { default: small } = await import("pdf-lib").then(async ({ PDFDocument: Pdf }) => {
      const pdf = await Pdf.create();
      pdf.addPage([200, 200]).drawText("one page");
      return { default: Buffer.from(await pdf.save()) };
    });
    const quick = createPdfStamper({ timeLimitMs: 10_000, concurrency: 1 });
    expect((await storeDocument({ ...deps, pdfStamper: quick }, host.userId, small, () => "footer")).pageCount).toBe(1);
  });
});
