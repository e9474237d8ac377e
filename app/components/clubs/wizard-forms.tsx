// The rep club wizard's Image, Accounts and Preview steps: plain forms that save without
// JavaScript (the image travels as multipart), with inline checks and pending buttons with it.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { ImageFileField } from "~/components/ui/image-file-field";
import { StatusButton } from "~/components/ui/status-button";
import { clubAccountsSchema, clubImageSchema, clubTexts as t } from "~/lib/clubs/forms";
import { CLUB_SOCIAL_LABELS, CLUB_SOCIAL_SCHEMES } from "../../../contract/clubs/messages";
import { useMediaSrc } from "~/hooks/use-media-src";

type Result = SubmissionResult<string[]> | undefined;

export function ClubImageForm({ imageUrl, lastResult, skipTo }: { imageUrl: string | null; lastResult: Result; skipTo: string }) {
  const imageSrc = useMediaSrc()(imageUrl);
  const [form, fields] = useForm({
    id: "club-image",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: clubImageSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="stack">
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      {imageSrc ? <img src={imageSrc} alt="The club's current image" width={160} height={160} className="event-image-preview" /> : null}
      <ImageFileField field={fields.image} label="Club image" />
      <div className="form-actions">
        <StatusButton name="intent" value="image" pendingText="Uploading…">
          {t.next}
        </StatusButton>{" "}
        {imageUrl ? <Link to={skipTo}>{t.skip}</Link> : null}
      </div>
    </Form>
  );
}

export function ClubAccountsForm({ defaults, lastResult }: { defaults: Record<string, string>; lastResult: Result }) {
  const [form, fields] = useForm({
    id: "club-accounts",
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: clubAccountsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <p className="muted">{t.accountsHint}</p>
      {CLUB_SOCIAL_SCHEMES.map((scheme) => (
        <Field key={scheme} label={CLUB_SOCIAL_LABELS[scheme]} errors={fields[scheme].errors}>
          {({ id, describedBy, invalid }) => (
            <input {...getInputProps(fields[scheme], { type: "text" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </Field>
      ))}
      <StatusButton name="intent" value="accounts" pendingText="Saving…">
        {t.next}
      </StatusButton>
    </Form>
  );
}

export function PublishClubForm({ error }: { error: string | undefined }) {
  return (
    <Form method="post" className="stack">
      {error ? <Alert kind="danger">{error}</Alert> : null}
      <StatusButton name="intent" value="publish" pendingText="Publishing…">
        {t.publish}
      </StatusButton>
    </Form>
  );
}
