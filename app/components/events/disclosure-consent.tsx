// The event's disclosure or privacy policy in an RSVP or Pay form: a link to the document
// and the box that accepts it (spec 2 §3 opt-in; "confirm privacy policy"). With JavaScript,
// a document uploaded here can also be read in place ("Read the …" opens the preview of
// spec 1 §8) before the box is ticked; pdf.js is loaded only then. Once accepted it is only
// mentioned.
import { lazy, Suspense, useState } from "react";
import { documentIdOfPath } from "../../../contract/media/rest";
import { disclosureMessages as d } from "../../../contract/events/messages";
import { useHydrated } from "~/hooks/use-hydrated";
import { pdfPreviewMessages } from "~/lib/pdf-preview";

const PdfPreview = lazy(() => import("~/components/ui/pdf-preview"));

interface Props {
  event: {
    optInDisclosureOrPrivacyPolicy: boolean;
    disclosureTitle?: string | null;
    disclosureFileUrl?: string | null;
    my?: { privacyPolicyState?: string | null } | null;
  };
  error: string | undefined;
  /** Distinguishes the box's ids when a page has two forms. */
  idPrefix: string;
  /** Ticked in the refused submission shown again (nothing of it was saved). */
  ticked?: boolean;
}

export function DisclosureConsent({ event, error, idPrefix, ticked }: Props) {
  if (!event.optInDisclosureOrPrivacyPolicy || !event.disclosureFileUrl) return null;
  const title = event.disclosureTitle ?? "disclosure";
  const link = (
    <a href={event.disclosureFileUrl} target="_blank" rel="noopener noreferrer">
      {title}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
  if (event.my?.privacyPolicyState === "ACCEPTED") {
    return (
      <p className="muted small">
        {d.accepted} {link}.
      </p>
    );
  }
  const errorId = `${idPrefix}-disclosure-error`;
  return (
    <div className="field">
      {documentIdOfPath(event.disclosureFileUrl) ? <DocumentPreview file={event.disclosureFileUrl} title={title} /> : null}
      <label className="checkbox">
        <input type="checkbox" name="acceptDisclosure" defaultChecked={ticked} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        <span>I have read and accept the {link}</span>
      </label>
      <div id={errorId} className="field-error" aria-live="polite">
        {error ?? null}
      </div>
    </div>
  );
}

/** "Read the …": the preview, fetched and drawn only when opened; nothing without JavaScript (the link is there). */
function DocumentPreview({ file, title }: { file: string; title: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) return null;
  return (
    <details className="disclosure-preview" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{d.readDocument(title)}</summary>
      {open ? (
        <Suspense fallback={<p className="muted small">{pdfPreviewMessages.loadingPdf}</p>}>
          <PdfPreview file={file} title={title} />
        </Suspense>
      ) : null}
    </details>
  );
}
