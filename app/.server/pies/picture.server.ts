// GET /legacy/pies/:idOrSlug/picture?v=…: a pie's layers drawn as one image (ADR 0095). A list
// of pies then sends one picture a pie instead of up to seven stacked ones: fewer elements on
// every page that shows pies, and fewer requests for the browser. The pie is read through the
// API as the requesting viewer (a pie they may not see has no picture); its layers are the web
// app's own files or stored images. Each set of layers is drawn once and kept in a bounded LRU;
// the address names the layers' version, so the answer for the current one may be kept for good.
import sharp from "sharp";
import type { RouterContextProvider } from "react-router";
import { ApiError } from "~/.server/platform/api-errors.server";
import { DrawnImages } from "~/.server/platform/drawn-images.server";
import { storedImageBytes } from "~/.server/platform/media.server";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { isNotModified, toResponse } from "~/.server/platform/responses.server";
import { PiePictureDocument } from "~/graphql/generated";
import { DEFAULT_PIE_IMAGE, PIE_PICTURE_SIZE, piePictureVersion, type PieLayerImage } from "~/lib/pies/picture";
import { appearanceVersion } from "../../../contract/pies/appearance-version";

type Ctx = Readonly<RouterContextProvider>;
export type PiePictureFormat = "webp" | "png";

/**
 * The current version's picture never changes; an older ?v= (the pie changed since the page was
 * made) gets the current picture, kept briefly. Asked signed out, anyone may see the pie, so
 * shared caches may keep it too; signed in, it may be a draft only its owner sees.
 */
function cacheControl({ signedIn, current }: { signedIn: boolean; current: boolean }): string {
  return `${signedIn ? "private" : "public"}, ${current ? "max-age=31536000, immutable" : "max-age=60"}`;
}

const pictures = new DrawnImages({ maxBytes: 16 * 1024 * 1024, maxEntries: 1000 });

/** The catalogue's layer pictures (public/pies/layers), built into the server. */
const builtInLayers = import.meta.glob<string>("/public/pies/layers/*.svg", { query: "?raw", import: "default", eager: true });
/** A stored image's address; storedImageBytes reads only a well-formed id. */
const STORED_IMAGE = /^\/media\/([^/.]+)\.webp$/;

/** A layer's picture: a built-in SVG or a stored image's WEBP; null when there is none. */
export async function layerBytes(imageUrl: string): Promise<Buffer | null> {
  const builtIn = builtInLayers[`/public${imageUrl}`];
  if (builtIn !== undefined) return Buffer.from(builtIn);
  const stored = STORED_IMAGE.exec(imageUrl);
  return stored ? storedImageBytes(stored[1]!) : null;
}

/** The layers stacked in order (the first at the back), each stretched over the square as the pages showed them. */
export async function drawPiePicture(layers: readonly Buffer[], format: PiePictureFormat): Promise<Buffer> {
  const size = PIE_PICTURE_SIZE;
  // A 200 px SVG drawn at twice the usual 72 dpi is the square's size: no bitmap scaled up.
  const drawn = await Promise.all(layers.map((bytes) => sharp(bytes, { density: 144 }).resize(size, size, { fit: "fill" }).png().toBuffer()));
  const picture = sharp({ create: { width: size, height: size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).composite(
    drawn.map((input) => ({ input })),
  );
  return format === "png" ? picture.png().toBuffer() : picture.webp({ quality: 82 }).toBuffer();
}

class MissingLayerError extends Error {}

/** The pie's layers as the viewer may see them (null when the pie is unknown or hidden from them). */
async function visibleLayers(context: Ctx, idOrSlug: string): Promise<readonly PieLayerImage[] | null> {
  try {
    return (await getApi(context).query(PiePictureDocument, { idOrSlug })).pie.bySlugOrId.appearance;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw toResponse(context, error);
  }
}

export async function piePictureResponse(context: Ctx, idOrSlug: string, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const format: PiePictureFormat = url.searchParams.get("format") === "png" ? "png" : "webp";
  const layers = await visibleLayers(context, idOrSlug);
  if (!layers) return new Response("No such pie.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const signedIn = Boolean(getSession(context).user);
  // Spec 1 §3/§8: a pie without layers shows the default pie image, and so does one with a layer that cannot be read.
  const defaultImage = () => new Response(null, { status: 302, headers: { Location: DEFAULT_PIE_IMAGE, "Cache-Control": cacheControl({ signedIn, current: false }) } });
  const layersVersion = appearanceVersion(layers);
  if (layersVersion === null) return defaultImage();
  const version = piePictureVersion(layersVersion);
  const etag = `"pie-${version}-${format}"`;
  const headers = new Headers({ "Cache-Control": cacheControl({ signedIn, current: url.searchParams.get("v") === version }), ETag: etag });
  if (isNotModified(request, etag)) return new Response(null, { status: 304, headers });
  const key = `${format}:${version}:${layers.map((layer) => `${layer.layer}=${layer.imageUrl}`).join("|")}`;
  const { bytes } = pictures.get(key, async () => {
    const read = await Promise.all(layers.map((layer) => layerBytes(layer.imageUrl)));
    if (read.some((layer) => layer === null)) throw new MissingLayerError();
    return drawPiePicture(read as Buffer[], format);
  });
  let picture: Buffer;
  try {
    picture = await bytes;
  } catch (error) {
    if (error instanceof MissingLayerError) return defaultImage();
    throw error;
  }
  headers.set("Content-Type", format === "png" ? "image/png" : "image/webp");
  headers.set("Content-Length", String(picture.length));
  return new Response(new Uint8Array(picture), { headers });
}
