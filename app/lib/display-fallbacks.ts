// Spec 1 §8 fallbacks for display data: a missing city reads "Unknown City"; a colour that
// is not a hex colour is shown black (and logged, as it means bad data upstream).

export const UNKNOWN_CITY = "Unknown City";
export const FALLBACK_COLOR = "#000000";

export function cityOrUnknown(city: string | null | undefined): string {
  return city?.trim() || UNKNOWN_CITY;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The colour as given when it is #rgb, #rgba, #rrggbb or #rrggbbaa; otherwise black, with a warning. */
export function hexColorOr(value: string | null | undefined, warn: (message: string) => void = console.warn): string {
  const trimmed = value?.trim() ?? "";
  if (HEX_COLOR.test(trimmed)) return trimmed;
  warn(`Invalid hex colour ${JSON.stringify(value ?? null)}: shown black`);
  return FALLBACK_COLOR;
}
