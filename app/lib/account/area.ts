// The profile's area (Location tab): the point events open only to members nearby measure
// from (ADR 0055). Chosen from Near Me's list of cities; a point saved otherwise (through the
// API) stays a choice of its own, as "lat,lng".
import { NEAR_CITIES } from "~/lib/events/near";

export interface AreaChoice {
  value: string;
  label: string;
}

export interface Point {
  latitude: number;
  longitude: number;
}

const POINT = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/;

/** The select's value for a saved point: its city's id, else the point itself; "" when none. */
export function areaValueOf(point: { latitude?: number | null; longitude?: number | null } | null | undefined): string {
  if (point?.latitude == null || point.longitude == null) return "";
  const city = NEAR_CITIES.find((c) => c.latitude === point.latitude && c.longitude === point.longitude);
  return city ? city.id : `${point.latitude},${point.longitude}`;
}

/** The cities, and the saved point when it is none of them. */
export function areaChoices(saved: string): AreaChoice[] {
  const cities = NEAR_CITIES.map((city) => ({ value: city.id, label: city.name }));
  return POINT.test(saved) ? [{ value: saved, label: `Your saved point (${saved.replace(",", ", ")})` }, ...cities] : cities;
}

/** The point of a chosen value; null for none or an unknown value. */
export function pointOfArea(value: string | undefined): Point | null {
  if (!value) return null;
  const city = NEAR_CITIES.find((c) => c.id === value);
  if (city) return { latitude: city.latitude, longitude: city.longitude };
  const match = POINT.exec(value);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}
