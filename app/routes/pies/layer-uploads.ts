import { data } from "react-router";
import type { Route } from "./+types/layer-uploads";
import { getApi } from "~/.server/platform/request-context.server";
import { refusalOrThrow } from "~/.server/platform/responses.server";
import { SaveUploadedAssetDocument } from "~/graphql/generated";
import { mediaMessages } from "../../../contract/media/messages";

/**
 * POST /legacy/pie-layer-uploads (ADR 0085), the Appearance pictures with JavaScript on:
 * intent=create&pieId&target&contentType answers a presigned upload (ADR 0083) and the pie's
 * PENDING asset for it; the browser sends the file there, then intent=complete&pieId&target&
 * uploadId&uploadedAssetId completes it and answers the ACTIVE asset, or { error } with the message.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const form = await request.formData();
  const api = getApi(context);
  const field = (name: string) => String(form.get(name) ?? "");
  const pieId = field("pieId");
  const target = field("target");
  try {
    if (form.get("intent") === "create") {
      const upload = await api.createImageUpload(field("contentType"));
      const { pie } = await api.query(SaveUploadedAssetDocument, { pieId, input: { target, uploadId: upload.uploadId } });
      return data({ upload, asset: pie.saveUploadedAsset });
    }
    if (form.get("intent") === "complete") {
      await api.completeImageUpload(field("uploadId"));
      const { pie } = await api.query(SaveUploadedAssetDocument, { pieId, input: { target, uploadId: field("uploadId"), uploadedAssetId: field("uploadedAssetId") } });
      return data({ asset: pie.saveUploadedAsset });
    }
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ error: refusal.message }, { status: refusal.status === 404 ? 404 : 400 });
  }
  return data({ error: mediaMessages.empty }, { status: 400 });
}
