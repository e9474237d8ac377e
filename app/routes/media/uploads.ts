import { data } from "react-router";
import type { Route } from "./+types/uploads";
import { getApi } from "~/.server/platform/request-context.server";
import { refusalOrThrow } from "~/.server/platform/responses.server";
import { mediaMessages } from "../../../contract/media/messages";

/**
 * POST /media-uploads (docs/decisions/0083), for the picture fields with JavaScript on:
 * intent=create&contentType=… answers a presigned upload the browser sends the file to;
 * intent=complete&uploadId=… answers the stored image, or { error } with the field's message.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const form = await request.formData();
  const api = getApi(context);
  try {
    if (form.get("intent") === "create") return data({ upload: await api.createImageUpload(String(form.get("contentType") ?? "")) });
    if (form.get("intent") === "complete") return data({ image: await api.completeImageUpload(String(form.get("uploadId") ?? "")) });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ error: refusal.message }, { status: refusal.status === 404 ? 404 : 400 });
  }
  return data({ error: mediaMessages.empty }, { status: 400 });
}
