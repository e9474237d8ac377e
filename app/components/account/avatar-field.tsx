import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { Field } from "~/components/ui/field";
import { ACCEPTED_IMAGE_TYPES } from "../../../contract/media/messages";

/**
 * The avatar's file input with the current picture; with JavaScript, the chosen file shows
 * in its place before saving. Without it the form still uploads the file (multipart).
 */
export function AvatarField({ avatar, removeAvatar, currentSrc, hasAvatar }: { avatar: FieldMetadata<File | undefined>; removeAvatar: FieldMetadata<boolean>; currentSrc: string; hasAvatar: boolean }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <fieldset className="stack avatar-fieldset">
      <legend>Avatar</legend>
      <div className="avatar-edit">
        <img className="avatar avatar-lg profile-avatar" src={preview ?? currentSrc} alt={preview ? "Preview of your new avatar" : "Your current avatar"} width={96} height={96} />
        <Field label="New picture" errors={avatar.errors} hint="JPEG, PNG, WEBP, GIF or AVIF, up to 10 MB. It is cropped to a square.">
          {({ id, describedBy, invalid }) => (
            <input
              {...getInputProps(avatar, { type: "file" })}
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              accept={ACCEPTED_IMAGE_TYPES.join(",")}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setPreview(file ? URL.createObjectURL(file) : null);
              }}
            />
          )}
        </Field>
      </div>
      {hasAvatar ? (
        <label className="checkbox-row">
          <input {...getInputProps(removeAvatar, { type: "checkbox" })} />
          Remove my picture
        </label>
      ) : null}
    </fieldset>
  );
}
