// A pie's picture as one image: its layers (background, napkin, plate, crust, filling, topping,
// fork) drawn on top of each other by the server (ADR 0095). The address names the layers'
// version, so a changed appearance is a new address and a kept copy of the old one never shows.

export type PieLayerImage = { readonly layer: string; readonly imageUrl: string };

/** Spec 1 §3: the default pie image, for a pie without layers or with a layer that cannot be shown. */
export const DEFAULT_PIE_IMAGE = "/images/default-pie.svg";

/** The picture's side in pixels: twice the 200 px the pages show it at at most, for sharp screens. */
export const PIE_PICTURE_SIZE = 400;

/**
 * Bumped when the drawing or a catalogue layer's file changes (a stored image never changes
 * under its address), so that every kept copy (ours, CDNs', browsers') is replaced.
 */
const DRAWING_VERSION = 1;

/** A short, stable name of a list of layers (32-bit FNV-1a over their names and images). */
export function piePictureVersion(layers: readonly PieLayerImage[]): string {
  let hash = 0x811c9dc5;
  for (const char of [`v${DRAWING_VERSION}`, ...layers.map((layer) => `${layer.layer}=${layer.imageUrl}`)].join("\n")) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Where a pie's picture is: WEBP for the pages, PNG for link previews (not every site reads WEBP). */
export function piePictureSrc(pieId: string, layers: readonly PieLayerImage[], format: "webp" | "png" = "webp"): string {
  const query = new URLSearchParams({ v: piePictureVersion(layers) });
  if (format === "png") query.set("format", "png");
  return `/legacy/pies/${encodeURIComponent(pieId)}/picture?${query}`;
}
