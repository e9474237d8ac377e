import { data } from "react-router";
import type { Route } from "./+types/uploads";
import { getApi } from "~/.server/platform/request-context.server";
import { refusalOrThrow } from "~/.server/platform/responses.server";
import { mediaMessages } from "../../../contract/media/messages";
import { completeImageUpload, parseUploadTarget, presignImageUpload } from "~/.server/media/image-uploads.server";

/**
 * POST /media-uploads (docs/decisions/0083), for the picture fields with JavaScript on:
 * intent=create&contentType=… answers a presigned upload the browser sends the file to;
 * intent=complete&uploadId=… answers the stored image, or { error } with the field's message.
 * With for=club:…, tier:… or achievement…:… the area checks the member may edit what the picture
 * is for, at both calls (docs/decisions/0086).
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const form = await request.formData();
  const api = getApi(context);
  try {
    const target = parseUploadTarget(form.has("for") ? String(form.get("for")) : null);
    const contentType = String(form.get("contentType") ?? "");
    const uploadId = String(form.get("uploadId") ?? "");
    if (form.get("intent") === "create") return data({ upload: target ? await presignImageUpload(api, target, contentType) : await api.createImageUpload(contentType) });
    if (form.get("intent") === "complete") return data({ image: target ? await completeImageUpload(api, target, uploadId) : await api.completeImageUpload(uploadId) });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ error: refusal.message }, { status: refusal.status === 404 ? 404 : 400 });
  }
  return data({ error: mediaMessages.empty }, { status: 400 });
}
