import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ChangeEvent, ReactNode } from "react";
import { Field } from "~/components/ui/field";
import { ACCEPTED_IMAGE_TYPES, mediaMessages } from "../../../contract/media/messages";

/**
 * A labelled file input for an image the API stores (a picture of an event, a club, a badge or
 * a member): the accepted types, the hint and the field's error. Posts with the form
 * (multipart), so it works without JavaScript.
 */
export function ImageFileField({
  field,
  label,
  hint = mediaMessages.imageHint,
  onChange,
}: {
  field: FieldMetadata<File | undefined>;
  label: string;
  hint?: ReactNode;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <Field label={label} errors={field.errors} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          {...getInputProps(field, { type: "file" })}
          id={id}
          accept={ACCEPTED_IMAGE_TYPES.join(",")}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={onChange}
        />
      )}
    </Field>
  );
}
