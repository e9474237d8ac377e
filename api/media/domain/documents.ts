// Storing and reading documents: an upload is checked to really be a PDF (its first bytes,
// not its name or declared type), stamped with the platform's watermark, and kept as stamped
// (docs/decisions/0024). Whoever stores one says what the footer line reads.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { mediaDocuments, type MediaDocumentRow } from "../db.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, notFound } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import { documentMessages as m, MAX_DOCUMENT_BYTES } from "../../../contract/media/messages.js";
import { looksLikePdf, StampRefusedError } from "./pdf-stamp.js";
import type { PdfStamper } from "./stamping.js";

/** The first characters of a document's id: what its footer shows to tell copies apart. */
export function shortDocumentId(documentId: string): string {
  return documentId.slice(0, 8);
}

/** Checks an upload, stamps it off the API's thread (footer from `footerOf(shortId)`), stores it as the uploader's, and returns the row. */
export async function storeDocument(deps: DomainDeps & { pdfStamper: PdfStamper }, ownerUserId: string, bytes: Buffer, footerOf: (shortId: string) => string): Promise<MediaDocumentRow> {
  if (bytes.length === 0) throw badUserInput(m.empty, { document: m.empty });
  if (bytes.length > MAX_DOCUMENT_BYTES) throw badUserInput(m.tooLarge, { document: m.tooLarge });
  if (!looksLikePdf(bytes)) throw badUserInput(m.notAPdf, { document: m.notAPdf });
  // The id comes first: the footer and the marker both name it.
  const id = randomUUID();
  let stamped: { bytes: Buffer; pageCount: number };
  try {
    stamped = await deps.pdfStamper.stamp(bytes, { footer: footerOf(shortDocumentId(id)), documentId: id });
  } catch (error) {
    if (error instanceof StampRefusedError) throw badUserInput(m[error.reason], { document: m[error.reason] });
    throw error;
  }
  const [row] = await deps.db
    .insert(mediaDocuments)
    .values({ id, ownerUserId, contentType: "application/pdf", pageCount: stamped.pageCount, bytes: stamped.bytes, createdAt: deps.clock() })
    .returning();
  return row!;
}

/** A stored document, or null when there is none with that id. */
export async function findDocument(deps: Pick<DomainDeps, "db">, documentId: string): Promise<MediaDocumentRow | null> {
  if (!isUuid(documentId)) return null;
  const [row] = await deps.db.select().from(mediaDocuments).where(eq(mediaDocuments.id, documentId));
  return row ?? null;
}

/** A stored document, or NOT_FOUND. */
export async function requireDocument(deps: Pick<DomainDeps, "db">, documentId: string): Promise<MediaDocumentRow> {
  const row = await findDocument(deps, documentId);
  if (!row) throw notFound(m.notFound);
  return row;
}
