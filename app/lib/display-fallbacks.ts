// Spec 1 §8 fallback for display data: a missing city reads "Unknown City".

export const UNKNOWN_CITY = "Unknown City";

export function cityOrUnknown(city: string | null | undefined): string {
  return city?.trim() || UNKNOWN_CITY;
}
