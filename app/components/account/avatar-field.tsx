import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { ImageFileField } from "~/components/ui/image-file-field";

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
        <ImageFileField
          field={avatar}
          label="New picture"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setPreview(file ? URL.createObjectURL(file) : null);
          }}
        />
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
