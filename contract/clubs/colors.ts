// Spec 3 §5: a club's brand colour. The default is #3D1277; an invalid hex colour falls back
// to black (and the caller logs it).

export const DEFAULT_BRAND_COLOR = "#3D1277";
export const FALLBACK_COLOR = "#000000";

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

/** The colour to show: a valid #RGB or #RRGGBB in upper case (#RGB widened), black otherwise. */
export function brandColorOf(value: string | null | undefined, onInvalid?: (value: string) => void): string {
  if (value == null || value === "") return DEFAULT_BRAND_COLOR;
  if (!isHexColor(value)) {
    onInvalid?.(value);
    return FALLBACK_COLOR;
  }
  const hex = value.slice(1).toUpperCase();
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex}`;
}
