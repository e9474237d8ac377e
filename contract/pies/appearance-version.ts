// A short name of a pie's chosen layers that changes whenever they do. The API gives it with
// every pie (`Pie.appearanceVersion`), and the web app keys the pie's picture address on it
// (ADR 0095): a page names the picture without carrying the layers, and the picture route
// works it out again from the layers it draws, to tell the current address from an older one.

export type AppearanceLayer = { readonly layer: string; readonly imageUrl: string };

/** 32-bit FNV-1a over each layer's name and image, in order; null when no layer is chosen. */
export function appearanceVersion(layers: readonly AppearanceLayer[]): string | null {
  if (layers.length === 0) return null;
  let hash = 0x811c9dc5;
  const add = (text: string) => {
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  };
  for (const [index, layer] of layers.entries()) {
    if (index > 0) add("\n");
    add(layer.layer);
    add("=");
    add(layer.imageUrl);
  }
  return hash.toString(36);
}
