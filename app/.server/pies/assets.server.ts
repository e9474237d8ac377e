// The Appearance step's and tab's pictures on the web server (ADR 0085): the catalogue and the
// pie's uploads to choose from, a layer picture uploaded without JavaScript (the presigned flow
// of ADR 0083 run server-side, recorded PENDING then ACTIVE), and a picture deleted. The
// JavaScript path's two steps are the /legacy/pie-layer-uploads resource route's.
import { data, type RouterContextProvider } from "react-router";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow, refusalExcept, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { DeleteUploadedAssetDocument, PieAppearanceOptionsDocument, SaveUploadedAssetDocument } from "~/graphql/generated";
import { imageFileRefusal, mediaMessages } from "../../../contract/media/messages";
import { isPieLayer, pieMessages as m } from "../../../contract/pies/messages";

type Ctx = Readonly<RouterContextProvider>;
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED");

export const LAYER_PICTURE_INTENTS = ["upload-layer-picture", "delete-layer-picture"] as const;

/** The choices of every layer: the catalogue by priority, and the pie's ACTIVE uploads. */
export async function loadAppearanceOptions(context: Ctx, url: URL, pieId: string) {
  const { pie } = await loadOrThrow(context, () => getApi(context).query(PieAppearanceOptionsDocument, { pieId }), url);
  return { individual: pie.individualAssets, uploads: pie.uploadedAssets.nodes.filter((asset) => asset.status === "ACTIVE") };
}
export type AppearanceOptions = Awaited<ReturnType<typeof loadAppearanceOptions>>;

export interface LayerPictureAnswer {
  layerPicture: { intent: string; error: string | null; target: string | null; notice: string | null };
}

function refused(context: Ctx, url: URL, error: unknown, intent: string, target: string | null) {
  const refusal = refusalOrThrow(context, error, url, shownRefusal);
  return data<LayerPictureAnswer>({ layerPicture: { intent, error: refusal.message, target, notice: null } }, { status: refusalStatus(refusal) });
}

/**
 * The picture forms' posts (no JavaScript): an upload runs create → record PENDING → send →
 * complete → ACTIVE on the server, a delete asks the API; then the answer for the form.
 */
export async function layerPictureAction(context: Ctx, url: URL, pieId: string, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  const api = getApi(context);
  if (intent === "delete-layer-picture") {
    try {
      await api.query(DeleteUploadedAssetDocument, { pieId, uploadedAssetId: String(form.get("uploadedAssetId") ?? "") });
      return data<LayerPictureAnswer>({ layerPicture: { intent, error: null, target: null, notice: m.pictureDeleted } });
    } catch (error) {
      return refused(context, url, error, intent, null);
    }
  }
  const target = String(form.get("target") ?? "");
  const file = form.get("picture");
  const fail = (message: string) => data<LayerPictureAnswer>({ layerPicture: { intent, error: message, target, notice: null } }, { status: 400 });
  if (!isPieLayer(target)) return fail(m.layerUnknown);
  if (!(file instanceof File) || file.size === 0) return fail(mediaMessages.empty);
  const refusal = imageFileRefusal(file);
  if (refusal) return fail(refusal);
  try {
    let uploadedAssetId: string | null = null;
    await api.uploadImageByPresignedUrl(new Uint8Array(await file.arrayBuffer()), file.type, async (uploadId) => {
      const { pie } = await api.query(SaveUploadedAssetDocument, { pieId, input: { target, uploadId } });
      uploadedAssetId = pie.saveUploadedAsset.uploadedAssetId;
    });
    await api.query(SaveUploadedAssetDocument, { pieId, input: { target, uploadedAssetId } });
    return data<LayerPictureAnswer>({ layerPicture: { intent, error: null, target, notice: m.pictureUploaded } });
  } catch (error) {
    return refused(context, url, error, intent, target);
  }
}
