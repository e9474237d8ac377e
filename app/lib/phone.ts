import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/min";
import { DEFAULT_PHONE_COUNTRY, EXCLUDED_COUNTRIES } from "./constants";

/** Spec 1 §5: after stripping spaces, hyphens and brackets: optional plus and 7–15 digits. */
const PHONE_SHAPE = /^\+?\d{7,15}$/;

export function stripPhone(input: string): string {
  return input.replace(/[\s\-()[\]]/g, "");
}

export function isCountryCode(value: string): value is CountryCode {
  return (getCountries() as string[]).includes(value);
}

/** Normalises a typed number to E.164 (leading plus), or null when it is not a valid phone number. */
export function toE164(input: string, country: string = DEFAULT_PHONE_COUNTRY): string | null {
  const stripped = stripPhone(input ?? "");
  if (!PHONE_SHAPE.test(stripped)) return null;
  const region = isCountryCode(country) ? country : DEFAULT_PHONE_COUNTRY;
  const parsed = parsePhoneNumberFromString(stripped, region as CountryCode);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

/** Two numbers are equal when their parsed numbers are equal (spec 1 §5). */
export function samePhone(a: string, b: string, country: string = DEFAULT_PHONE_COUNTRY): boolean {
  const left = toE164(a, country);
  return left !== null && left === toE164(b, country);
}

/** Looks like a phone number rather than an e-mail or a username (login step 1). */
export function looksLikePhone(input: string): boolean {
  const stripped = stripPhone(input.trim());
  return /^\+?\d{7,15}$/.test(stripped);
}

export interface PhoneCountry {
  code: string;
  name: string;
  callingCode: string;
}

let countriesCache: PhoneCountry[] | undefined;

/** Countries for the picker, by name, without the excluded ones (spec 1 §5). */
export function phoneCountries(): PhoneCountry[] {
  if (countriesCache) return countriesCache;
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  countriesCache = getCountries()
    .filter((code) => !(EXCLUDED_COUNTRIES as readonly string[]).includes(code))
    .map((code) => ({ code, name: names.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return countriesCache;
}
