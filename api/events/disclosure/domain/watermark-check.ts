// The watermark check on a disclosure file (spec 2 §5, §7 "Validate PDF watermark (fileUrl)"):
// whether the URL names a document in our storage, and whether that file is a PDF that
// carries the platform's marker. Only our own storage is read: a link to another site is
// never fetched (the server would otherwise fetch whatever a caller names).
import { findDocument } from "../../../media/domain/documents.js";
import { readStamp } from "../../../media/domain/pdf-stamp.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { documentIdOfPath } from "../../../../contract/media/rest.js";
import { watermarkMessages as m } from "../../../../contract/events/messages.js";

export interface WatermarkCheck {
  isValid: boolean;
  fileExists: boolean;
  errorMessage: string | null;
}

/** The stored document a URL names: /media/<id>.pdf, on this site or as a path, or the API's own /api/media/documents/<id>.pdf. */
export function storedDocumentIdOf(fileUrl: string, publicUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(fileUrl.trim(), publicUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(publicUrl).origin || url.search || url.hash) return null;
  return documentIdOfPath(url.pathname.replace(/^\/api\/media\/documents\//, "/media/"));
}

export async function validatePdfWatermark(deps: DomainDeps & { publicUrl: string }, fileUrl: string): Promise<WatermarkCheck> {
  const documentId = storedDocumentIdOf(fileUrl, deps.publicUrl);
  if (!documentId) return { isValid: false, fileExists: false, errorMessage: m.notStored };
  const document = await findDocument(deps, documentId);
  if (!document) return { isValid: false, fileExists: false, errorMessage: m.notFound };
  const stamp = await readStamp(document.bytes);
  if (!stamp.readable) return { isValid: false, fileExists: true, errorMessage: m.unreadable };
  // The marker must name this very document: a stamped file stored again under another id is not it.
  if (stamp.markedAs !== document.id) return { isValid: false, fileExists: true, errorMessage: m.notStamped };
  return { isValid: true, fileExists: true, errorMessage: null };
}
