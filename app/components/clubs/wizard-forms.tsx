// The rep club wizard's Image, Accounts and Preview steps: plain forms that save without
// JavaScript (the image travels as multipart), with inline checks and pending buttons with it;
// with it the image goes by presigned URL as soon as it is chosen (docs/decisions/0086).
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { PresignedImageInput } from "~/components/media/presigned-image-input";
import { StatusButton } from "~/components/ui/status-button";
import { clubAccountsSchema, clubImageSchema, clubTexts as t } from "~/lib/clubs/forms";
import { CLUB_SOCIAL_LABELS, CLUB_SOCIAL_SCHEMES } from "../../../contract/clubs/messages";
import { mediaMessages } from "../../../contract/media/messages";
import { useMediaSrc } from "~/hooks/use-media-src";

type Result = SubmissionResult<string[]> | undefined;

export function ClubImageForm({ clubId, imageUrl, lastResult, skipTo }: { clubId: string; imageUrl: string | null; lastResult: Result; skipTo: string }) {
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
      <PresignedImageInput
        label="Club image"
        name={fields.image.name}
        imageIdName={fields.imageId.name}
        imageId=""
        currentSrc={imageSrc}
        alt="The club's current image"
        previewClassName="event-image-preview"
        errors={fields.image.errors}
        hint={mediaMessages.imageHint}
        uploadFor={`club:${clubId}`}
      />
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
