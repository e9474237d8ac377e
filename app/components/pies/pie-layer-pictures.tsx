// The pie's own layer pictures on the Appearance step and tab (ADR 0085): upload one for a layer
// and delete one no layer uses. With JavaScript the file goes straight to its presigned URL with
// its progress shown (ADR 0083), then the page's data is read again so it can be chosen; without
// JavaScript the form posts the file and the action uploads it the same way.
import { useState, type FormEvent } from "react";
import { Form, useRevalidator } from "react-router";
import { askUploadRoute, Refused, send, UploadStatus } from "~/components/media/presigned-image-input";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { useFullMediaSrc } from "~/hooks/use-media-src";
import { commonMessages } from "../../../contract/common/messages";
import { ACCEPTED_IMAGE_TYPES, imageFileRefusal } from "../../../contract/media/messages";
import type { PresignedImageUpload } from "../../../contract/media/rest";
import { PIE_LAYER_LABELS, PIE_LAYERS, pieMessages as m } from "../../../contract/pies/messages";

export interface LayerPicture {
  uploadedAssetId: string;
  target: string;
  url?: string | null;
  inUse: boolean;
}

type State = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "done" } | { kind: "refused"; message: string };

const ask = <T,>(fields: Record<string, string>) => askUploadRoute<T>("/legacy/pie-layer-uploads", fields);

export function PieLayerPictures({
  pieId,
  pictures,
  answer,
  intents,
}: {
  pieId: string;
  pictures: readonly LayerPicture[];
  /** The last post's answer (no JavaScript): its message beside the file, or its notice. */
  answer: { intent: string; error: string | null; target: string | null; notice: string | null } | undefined;
  /** The intent values the page's action tells these forms apart by. */
  intents: { upload: string; delete: string };
}) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const revalidator = useRevalidator();
  const mediaSrc = useFullMediaSrc();

  async function upload(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const input = form.elements.namedItem("picture") as HTMLInputElement;
    const target = (form.elements.namedItem("target") as HTMLSelectElement).value;
    const file = input.files?.[0];
    if (!file) return; // Nothing chosen: the post answers the message.
    event.preventDefault();
    const refusal = imageFileRefusal(file);
    if (refusal) return setState({ kind: "refused", message: refusal });
    setState({ kind: "uploading", percent: 0 });
    try {
      const created = await ask<{ upload: PresignedImageUpload; asset: { uploadedAssetId: string } }>({ intent: "create", pieId, target, contentType: file.type });
      await send(created.upload, file, (percent) => setState({ kind: "uploading", percent }));
      await ask({ intent: "complete", pieId, target, uploadId: created.upload.uploadId, uploadedAssetId: created.asset.uploadedAssetId });
      input.value = "";
      setState({ kind: "done" });
      await revalidator.revalidate();
    } catch (error) {
      setState({ kind: "refused", message: error instanceof Refused ? error.message : commonMessages.unavailable });
    }
  }

  const uploadAnswer = answer?.intent === intents.upload ? answer : undefined;
  const errors = state.kind === "refused" ? [state.message] : state.kind === "idle" && uploadAnswer?.error ? [uploadAnswer.error] : undefined;
  const deleteError = answer?.intent === intents.delete ? answer.error : null;
  return (
    <section className="stack" aria-labelledby="layer-pictures-title">
      <h3 id="layer-pictures-title">Your pictures</h3>
      {answer?.notice && (answer.intent === intents.delete || state.kind === "idle") ? <Alert kind="success">{answer.notice}</Alert> : null}
      {deleteError ? <Alert kind="danger">{deleteError}</Alert> : null}
      {pictures.length ? (
        <ul className="pie-layer-pictures">
          {pictures.map((picture, at) => {
            // Numbered within its layer, as the layer's choices name it.
            const index = pictures.slice(0, at).filter((other) => other.target === picture.target).length;
            return (
              <li key={picture.uploadedAssetId} className="pie-layer-choice">
                {picture.url ? <img src={mediaSrc(picture.url) ?? picture.url} alt="" width={40} height={40} /> : null}
                {`${PIE_LAYER_LABELS[picture.target as keyof typeof PIE_LAYER_LABELS] ?? picture.target}: your picture ${index + 1}`}
                {picture.inUse ? (
                  " (in use)"
                ) : (
                  <Form method="post">
                    <input type="hidden" name="uploadedAssetId" value={picture.uploadedAssetId} />
                    <button type="submit" name="intent" value={intents.delete} className="button button-secondary">
                      Delete<span className="visually-hidden">{` ${PIE_LAYER_LABELS[picture.target as keyof typeof PIE_LAYER_LABELS] ?? ""} picture ${index + 1}`}</span>
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="stack" onSubmit={(event) => void upload(event)}>
        <Field label="Layer">
          {({ id, describedBy }) => (
            <select name="target" id={id} aria-describedby={describedBy} defaultValue={uploadAnswer?.target ?? "background"}>
              {PIE_LAYERS.map((layer) => (
                <option key={layer} value={layer}>
                  {PIE_LAYER_LABELS[layer]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Picture" errors={errors} hint="A JPEG, PNG, WEBP, GIF or AVIF image of at most 10 MB.">
          {({ id, describedBy, invalid }) => (
            <input type="file" name="picture" accept={ACCEPTED_IMAGE_TYPES.join(",")} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </Field>
        <UploadStatus state={state} doneText={m.pictureUploaded} />
        <StatusButton name="intent" value={intents.upload} pendingText="Uploading…">
          {m.uploadLayerPicture}
        </StatusButton>
      </Form>
    </section>
  );
}
