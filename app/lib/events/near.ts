// Near Me: the point an /events?tab=near list is measured from, kept in the URL.
// With JavaScript the visitor may share their location (lat, lng); otherwise, and by
// default, a city from this list is the point. The radius is chosen in km or miles.

export interface City {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** Major cities, by name; the default map location is Los Angeles. */
export const NEAR_CITIES: readonly City[] = [
  { id: "amsterdam", name: "Amsterdam", latitude: 52.3676, longitude: 4.9041 },
  { id: "atlanta", name: "Atlanta", latitude: 33.749, longitude: -84.388 },
  { id: "austin", name: "Austin", latitude: 30.2672, longitude: -97.7431 },
  { id: "berlin", name: "Berlin", latitude: 52.52, longitude: 13.405 },
  { id: "boston", name: "Boston", latitude: 42.3601, longitude: -71.0589 },
  { id: "chicago", name: "Chicago", latitude: 41.8781, longitude: -87.6298 },
  { id: "dallas", name: "Dallas", latitude: 32.7767, longitude: -96.797 },
  { id: "denver", name: "Denver", latitude: 39.7392, longitude: -104.9903 },
  { id: "las-vegas", name: "Las Vegas", latitude: 36.1699, longitude: -115.1398 },
  { id: "london", name: "London", latitude: 51.5074, longitude: -0.1278 },
  { id: "los-angeles", name: "Los Angeles", latitude: 34.0522, longitude: -118.2437 },
  { id: "miami", name: "Miami", latitude: 25.7617, longitude: -80.1918 },
  { id: "new-york", name: "New York", latitude: 40.7128, longitude: -74.006 },
  { id: "paris", name: "Paris", latitude: 48.8566, longitude: 2.3522 },
  { id: "san-diego", name: "San Diego", latitude: 32.7157, longitude: -117.1611 },
  { id: "san-francisco", name: "San Francisco", latitude: 37.7749, longitude: -122.4194 },
  { id: "seattle", name: "Seattle", latitude: 47.6062, longitude: -122.3321 },
  { id: "sydney", name: "Sydney", latitude: -33.8688, longitude: 151.2093 },
  { id: "tokyo", name: "Tokyo", latitude: 35.6762, longitude: 139.6503 },
  { id: "toronto", name: "Toronto", latitude: 43.6532, longitude: -79.3832 },
];

export const DEFAULT_CITY_ID = "los-angeles";
/** The city select's value for the visitor's own location (lat and lng are sent beside it). */
export const MY_LOCATION = "here";

export type DistanceUnit = "km" | "mi";
export const KM_PER_MILE = 1.609344;

/** The radius choices, as "50km" / "25mi" in the URL. */
export const NEAR_RADII: readonly { value: string; amount: number; unit: DistanceUnit }[] = (["km", "mi"] as const).flatMap((unit) =>
  [10, 25, 50, 100].map((amount) => ({ value: `${amount}${unit}`, amount, unit })),
);
export const DEFAULT_RADIUS = "50km";

export interface NearChoice {
  /** The chosen city, or null when the point is the visitor's own location. */
  city: City | null;
  latitude: number;
  longitude: number;
  /** The radius as in the URL ("50km"). */
  radius: string;
  radiusKm: number;
  unit: DistanceUnit;
}

/**
 * Reads the point and radius from /events?tab=near&…: a listed city, else the visitor's lat and
 * lng (city absent or "here"), else Los Angeles; unknown values fall back to the defaults.
 */
export function nearChoiceFrom(params: URLSearchParams): NearChoice {
  const radius = NEAR_RADII.find((choice) => choice.value === params.get("radius")) ?? NEAR_RADII.find((choice) => choice.value === DEFAULT_RADIUS)!;
  const radiusKm = radius.unit === "km" ? radius.amount : radius.amount * KM_PER_MILE;
  const shape = { radius: radius.value, radiusKm, unit: radius.unit };
  const chosen = NEAR_CITIES.find((c) => c.id === params.get("city"));
  const latitude = coordinate(params.get("lat"), 90);
  const longitude = coordinate(params.get("lng"), 180);
  if (!chosen && latitude !== null && longitude !== null) return { city: null, latitude, longitude, ...shape };
  const city = chosen ?? NEAR_CITIES.find((c) => c.id === DEFAULT_CITY_ID)!;
  return { city, latitude: city.latitude, longitude: city.longitude, ...shape };
}

function coordinate(text: string | null, limit: number): number | null {
  if (!text || !/^-?\d{1,3}(\.\d{1,6})?$/.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : null;
}

/** The URL parameters of a choice (a shared location is rounded to about 100 m: the URL need not pin a home). */
export function nearParams(choice: { city: City | null; latitude: number; longitude: number; radius: string }): Record<string, string> {
  return choice.city
    ? { city: choice.city.id, radius: choice.radius }
    : { lat: choice.latitude.toFixed(3), lng: choice.longitude.toFixed(3), radius: choice.radius };
}

/** "3.2 km" / "2 mi" from the API's kilometres. */
export function formatDistance(distanceKm: number, unit: DistanceUnit): string {
  const value = unit === "km" ? distanceKm : distanceKm / KM_PER_MILE;
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${unit} away`;
}
