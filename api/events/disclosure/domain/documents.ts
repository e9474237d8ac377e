// The disclosure document an event's hosts upload (spec 2 §3 "Disclosure: a title and a
// file URL"): stored through the media module, stamped with the product, the event and the
// document's short id on every page (docs/decisions/0024).
import { storeDocument } from "../../../media/domain/documents.js";
import type { MediaDocumentRow } from "../../../media/db.js";
import type { PdfStamper } from "../../../media/domain/stamping.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { editableEvent } from "../../domain/editing.js";

/** The footer line stamped on every page. */
export function disclosureFooter(productName: string, eventName: string, shortId: string): string {
  return `${productName} · ${eventName} · document ${shortId}`;
}

/** Only those who may edit the event (its creator, co-hosts) upload its document; checked before the bytes are read. */
export async function assertMayUploadDisclosure(deps: DomainDeps, userId: string, eventId: string): Promise<void> {
  await editableEvent(deps, userId, eventId);
}

export async function uploadDisclosureDocument(
  deps: DomainDeps & { productName: string; pdfStamper: PdfStamper },
  userId: string,
  eventId: string,
  bytes: Buffer,
): Promise<MediaDocumentRow> {
  const event = await editableEvent(deps, userId, eventId);
  return storeDocument(deps, userId, bytes, (shortId) => disclosureFooter(deps.productName, event.displayName, shortId));
}
