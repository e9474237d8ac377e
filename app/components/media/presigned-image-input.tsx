// A picture field that, with JavaScript on, sends the file straight to a presigned URL and
// completes it before the form is posted (docs/decisions/0083): the form then carries the
// stored image's id in its hidden field, not the file. Without JavaScript the file is posted
// with the form and the action uploads it the same way.
import { useState, type ChangeEvent } from "react";
import { flushSync } from "react-dom";
import { Field } from "~/components/ui/field";
import { commonMessages } from "../../../contract/common/messages";
import { ACCEPTED_IMAGE_TYPES, imageFileRefusal } from "../../../contract/media/messages";
import type { PresignedImageUpload, StoredImage } from "../../../contract/media/rest";

type State = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "done"; src: string } | { kind: "refused"; message: string };

/** A refusal with the message to show beside the field. */
export class Refused extends Error {}

/** A step of an upload asked of a resource route (create, complete): its JSON answer, or Refused with its { error }. */
export async function askUploadRoute<T>(route: string, fields: Record<string, string>): Promise<T> {
  const response = await fetch(route, { method: "POST", body: new URLSearchParams(fields), headers: { Accept: "application/json" } });
  const answer = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (answer?.error) throw new Refused(answer.error);
  if (!response.ok || !answer) throw new Error(`HTTP ${response.status}`);
  return answer;
}

/** The file sent to the presigned URL, its progress told as it goes. */
export function send(upload: PresignedImageUpload, file: File, progress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(upload.method, upload.url);
    request.upload.onprogress = (event) => event.lengthComputable && progress(Math.round((event.loaded / event.total) * 100));
    request.onerror = () => reject(new Error("the upload did not reach its URL"));
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      let message: string | undefined;
      try {
        message = (JSON.parse(request.responseText) as { message?: string }).message;
      } catch {
        message = undefined;
      }
      reject(message ? new Refused(message) : new Error(`HTTP ${request.status}`));
    };
    if (upload.method === "PUT") {
      for (const [name, value] of Object.entries(upload.headers)) request.setRequestHeader(name, value);
      request.send(file);
    } else {
      const form = new FormData();
      for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
      form.append("file", file);
      request.send(form);
    }
  });
}

/** The upload's progress, then its end, said to assistive technologies as it changes. */
export function UploadStatus({ state, doneText }: { state: { kind: string; percent?: number }; doneText: string }) {
  return (
    <p role="status" className="hint">
      {state.kind === "uploading" ? (
        <>
          Uploading the picture… {state.percent}% <progress max={100} value={state.percent} aria-label="Upload progress" />
        </>
      ) : state.kind === "done" ? (
        doneText
      ) : null}
    </p>
  );
}

export function PresignedImageInput({
  label,
  name,
  imageIdName,
  imageId: initialImageId,
  currentSrc,
  alt,
  errors,
  hint,
  uploadFor,
  previewClassName = "reward-avatar",
}: {
  label: string;
  /** The file field posted without JavaScript. */
  name: string;
  /** The hidden field that carries the stored image's id, and the id it starts with. */
  imageIdName: string;
  imageId: string;
  currentSrc: string | null;
  alt: string;
  errors?: string[];
  hint?: string;
  /** What the picture is for ("club:<id>", "tier:<clubId>", "achievement-club:<id>"…): the API checks the member may edit it (docs/decisions/0086). */
  uploadFor?: string;
  previewClassName?: string;
}) {
  const [state, setState] = useState<State>({ kind: "idle" });
  // Kept in state: the form's re-renders (its validation on blur) would reset a value set on the element.
  const [imageId, setImageId] = useState(initialImageId);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const refuse = (message: string) => {
      // A refused file is not posted again with the form: the message stays beside the field.
      input.value = "";
      setState({ kind: "refused", message });
    };
    const refusal = imageFileRefusal(file);
    if (refusal) return refuse(refusal);
    setState({ kind: "uploading", percent: 0 });
    try {
      const target: Record<string, string> = uploadFor ? { for: uploadFor } : {};
      const { upload: presigned } = await askUploadRoute<{ upload: PresignedImageUpload }>("/media-uploads", { intent: "create", contentType: file.type, ...target });
      await send(presigned, file, (percent) => setState({ kind: "uploading", percent }));
      const { image } = await askUploadRoute<{ image: Pick<StoredImage, "imageId" | "url"> }>("/media-uploads", { intent: "complete", uploadId: presigned.uploadId, ...target });
      // The hidden field holds the id before the file is cleared: a post in between would carry neither.
      flushSync(() => {
        setImageId(image.imageId);
        setState({ kind: "done", src: image.url });
      });
      input.value = "";
    } catch (error) {
      // Not reachable now: the file stays chosen, and the form's post uploads it.
      if (!(error instanceof Refused)) return setState({ kind: "refused", message: commonMessages.unavailable });
      refuse(error.message);
    }
  }

  const src = state.kind === "done" ? state.src : currentSrc;
  const shownErrors = state.kind === "refused" ? [state.message] : state.kind === "idle" ? errors : undefined;
  return (
    <>
      <input type="hidden" name={imageIdName} value={imageId} />
      {src ? <img className={previewClassName} src={src} alt={alt} width={160} height={160} /> : null}
      <Field label={label} errors={shownErrors} hint={hint}>
        {({ id, describedBy, invalid }) => (
          <input
            type="file"
            name={name}
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => void upload(event)}
          />
        )}
      </Field>
      <UploadStatus state={state} doneText="The picture is uploaded." />
    </>
  );
}
