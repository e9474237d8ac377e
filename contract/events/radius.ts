// The location radius of an event's Settings tab (spec 2 §3 Radius, optInLocationRadius): only
// members whose area (the profile's Location tab) lies within the radius of a place may join.
// Shared by the API, which measures and refuses, and the web app, which shows the rule.

export type RadiusUnit = "KILOMETERS" | "MILES";

export const KM_PER_MILE = 1.609344;

export const RADIUS_LIMITS = { address: 200, maxRadius: 500 } as const;

/** The radius in kilometres. */
export function radiusInKm(radius: number, unit: RadiusUnit): number {
  return unit === "MILES" ? radius * KM_PER_MILE : radius;
}

/** "25 km", "1 mile", "10 miles". */
export function radiusLabel(radius: number, unit: RadiusUnit): string {
  const shown = Number.isInteger(radius) ? String(radius) : String(Math.round(radius * 10) / 10);
  if (unit === "KILOMETERS") return `${shown} km`;
  return `${shown} ${radius === 1 ? "mile" : "miles"}`;
}

/** The rule as the event page shows it: "Open to members within 25 km of Downtown Los Angeles." */
export function radiusRule(radius: number, unit: RadiusUnit, address: string): string {
  return `Open to members within ${radiusLabel(radius, unit)} of ${address}.`;
}
