// A pie's picture as one image: its layers (background, napkin, plate, crust, filling, topping,
// fork) drawn on top of each other by the server (ADR 0095). The address names the layers'
// version, so a changed appearance is a new address and a kept copy of the old one never shows.
// A page names the picture by the pie's appearance version alone, without carrying its layers.

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

/** The picture's version in its address: the layers' (Pie.appearanceVersion, contract/pies/appearance-version.ts) and the drawing's. */
export function piePictureVersion(appearanceVersion: string): string {
  return `${appearanceVersion}.${DRAWING_VERSION}`;
}

/**
 * Where a pie's picture is: WEBP for the pages, PNG for link previews (not every site reads
 * WEBP). A pie without layers (no appearance version) has the default pie image.
 */
export function piePictureSrc(pieId: string, appearanceVersion: string | null, format: "webp" | "png" = "webp"): string {
  if (appearanceVersion === null) return DEFAULT_PIE_IMAGE;
  const address = `/legacy/pies/${encodeURIComponent(pieId)}/picture?v=${encodeURIComponent(piePictureVersion(appearanceVersion))}`;
  return format === "png" ? `${address}&format=png` : address;
}
