// The platform's watermark on a PDF (docs/decisions/0024): a small footer line on every page,
// and a marker in the document's metadata that names the stored document it was stamped as.
// The marker is what the watermark check reads; the footer is what a reader sees.
import { PDFDocument, rgb, StandardFonts, type PDFFont } from "pdf-lib";
import { countPageObjects } from "./pdf-pages.js";

/** Every PDF starts with these bytes (ISO 32000-1 §7.5.2); the name and declared type say nothing. */
const PDF_MAGIC = Buffer.from("%PDF-", "latin1");
/** The Keywords entry that marks a stamped document: the prefix, then the stored document's id. */
const MARKER_PREFIX = "platform-watermark:v1:";
export const STAMP_PRODUCER = "Platform document stamp (pdf-lib)";

/** How many page objects per allowed page the scan before parsing lets through (see stampPdf). */
const PAGE_OBJECT_SLACK = 4;

const FOOTER_SIZE = 7;
const FOOTER_MARGIN = 12;

export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.length >= PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/** Why a file is not stamped: each has its sentence for the uploader (contract/media/messages.ts). */
export type StampRefusal = "unreadable" | "tooManyPages" | "tooLargeOnceStamped" | "tooComplex";

export class StampRefusedError extends Error {
  constructor(
    readonly reason: StampRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

export interface StampLimits {
  /** Pages a document may have; more is refused before anything is drawn. */
  maxPages: number;
  /** Bytes the stamped copy may take. */
  maxOutputBytes: number;
}

/**
 * Draws `footer` at the foot of every page and records the marker for `documentId`.
 * Refused (a StampRefusedError): encrypted or broken files, more than `maxPages` pages (far more
 * page objects in the bytes before the file is parsed, or more pages once parsed), and a stamped copy larger
 * than `maxOutputBytes`. This does the work on the thread it is called on: the API calls it on
 * a stamping thread of its own (./stamping.ts).
 */
export async function stampPdf(
  bytes: Buffer,
  { footer, documentId }: { footer: string; documentId: string },
  limits: StampLimits,
): Promise<{ bytes: Buffer; pageCount: number }> {
  // Revisions saved one after the other repeat the page objects they changed, so the scan may
  // count a page more than once: it refuses outright only far past the limit, and spares the
  // parse the files that could never pass it. The parsed count below is the exact check.
  const pageObjects = countPageObjects(bytes);
  if (pageObjects > limits.maxPages * PAGE_OBJECT_SLACK) throw new StampRefusedError("tooManyPages", `${pageObjects} page objects`);
  let pdf: PDFDocument;
  let pageCount: number;
  try {
    pdf = await PDFDocument.load(bytes);
    pageCount = pdf.getPageCount();
  } catch (error) {
    // pdf-lib reads leniently and may fail anywhere on a broken or encrypted file.
    throw new StampRefusedError("unreadable", String(error));
  }
  if (pageCount > limits.maxPages) throw new StampRefusedError("tooManyPages", `${pageCount} pages`);
  let stampedBytes: Buffer;
  try {
    stampedBytes = await stamped(pdf, footer, documentId);
  } catch (error) {
    throw new StampRefusedError("unreadable", String(error));
  }
  if (stampedBytes.length > limits.maxOutputBytes) throw new StampRefusedError("tooLargeOnceStamped", `${stampedBytes.length} bytes`);
  return { bytes: stampedBytes, pageCount };
}

async function stamped(pdf: PDFDocument, footer: string, documentId: string): Promise<Buffer> {
  const pages = pdf.getPages();
  if (pages.length === 0) throw new Error("no pages");
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = encodable(font, footer);
  for (const page of pages) {
    const { width } = page.getSize();
    const line = fitted(font, text, width - 2 * FOOTER_MARGIN);
    const lineWidth = font.widthOfTextAtSize(line, FOOTER_SIZE);
    page.drawText(line, { x: Math.max(FOOTER_MARGIN, (width - lineWidth) / 2), y: FOOTER_MARGIN / 2 + 2, size: FOOTER_SIZE, font, color: rgb(0.45, 0.45, 0.45) });
  }
  const keywords = pdf.getKeywords();
  pdf.setKeywords([...(keywords ? [keywords] : []), `${MARKER_PREFIX}${documentId}`]);
  pdf.setProducer(STAMP_PRODUCER);
  return Buffer.from(await pdf.save());
}

/** What the watermark check finds in a stored file. */
export type StampReading = { readable: false } | { readable: true; markedAs: string | null };

/** Reads the marker: which document the file was stamped as, if any. */
export async function readStamp(bytes: Buffer): Promise<StampReading> {
  if (!looksLikePdf(bytes)) return { readable: false };
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    return { readable: false };
  }
  const marker = new RegExp(`${MARKER_PREFIX.replace(/[.:]/g, "\\$&")}([0-9a-f-]{36})`, "i").exec(pdf.getKeywords() ?? "");
  return { readable: true, markedAs: marker ? marker[1].toLowerCase() : null };
}

/** The standard fonts draw WinAnsi only: anything else (emoji, other scripts) becomes "?". */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text, (character) => (supported.has(character.codePointAt(0)!) ? character : "?")).join("");
}

/** The line, cut with an ellipsis when it is wider than the page. */
function fitted(font: PDFFont, text: string, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, FOOTER_SIZE) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, FOOTER_SIZE) > maxWidth) cut = cut.slice(0, -1);
  return `${cut}…`;
}
