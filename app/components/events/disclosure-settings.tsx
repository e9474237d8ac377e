// The Settings tab's disclosure or privacy policy (spec 2 §3): the switch, the title, and the
// document as a PDF upload. The saved document is shown with its watermark check (spec 2 §5):
// "Watermark verified", or the check's reason. Part of the Settings form (multipart).
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { watermarkMessages } from "../../../contract/events/messages";
import { Field } from "~/components/ui/field";

export interface DisclosureDocumentView {
  url: string;
  check: { isValid: boolean; fileExists: boolean; errorMessage: string | null };
}

interface Props {
  fields: {
    optInDisclosureOrPrivacyPolicy: FieldMetadata<boolean | undefined>;
    disclosureTitle: FieldMetadata<string | undefined>;
    disclosureFileUrl: FieldMetadata<string | undefined>;
    disclosureFile: FieldMetadata<File | undefined>;
  };
  document: DisclosureDocumentView | null;
}

export function DisclosureSettings({ fields, document }: Props) {
  return (
    <fieldset className="stack">
      <legend>Disclosure or privacy policy</legend>
      <label className="checkbox">
        <input {...getInputProps(fields.optInDisclosureOrPrivacyPolicy, { type: "checkbox" })} />
        <span>
          Guests must accept a document before they get a ticket
          <span className="muted small block">A waiver, house rules or your privacy policy, as a PDF.</span>
        </span>
      </label>
      <Field label="Document title" errors={fields.disclosureTitle.errors}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.disclosureTitle, { type: "text" })} id={id} maxLength={120} placeholder="Waiver" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
        )}
      </Field>
      <input {...getInputProps(fields.disclosureFileUrl, { type: "hidden" })} />
      {document ? <SavedDocument document={document} /> : null}
      <Field
        label={document ? "Replace the document (PDF)" : "Document (PDF)"}
        errors={fields.disclosureFile.errors}
        hint="At most 10 MB and 200 pages. Each page gets a small footer naming the event, so printed copies can be traced to it."
      >
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.disclosureFile, { type: "file" })} id={id} accept="application/pdf,.pdf" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
        )}
      </Field>
    </fieldset>
  );
}

function SavedDocument({ document }: { document: DisclosureDocumentView }) {
  const { isValid, errorMessage } = document.check;
  return (
    <div className="disclosure-document">
      <a href={document.url} target="_blank" rel="noopener noreferrer">
        Current document
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <p role="status" className={isValid ? "watermark-check valid" : "watermark-check field-error"}>
        {isValid ? watermarkMessages.verified : errorMessage}
      </p>
    </div>
  );
}
