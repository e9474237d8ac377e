// The profile's location tab (spec 1 §3 address): address, city, country, postal code, region,
// and the member's area as a point (events open only to members nearby measure from it).
import { eq } from "drizzle-orm";
import { getCountries } from "libphonenumber-js/min";
import { z } from "zod";
import { users, type UserRow } from "../../db/schema.js";
import type { Viewer } from "../../access/domain/viewer.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { notFound } from "../../kernel/errors.js";
import { parseInput } from "../../kernel/validation.js";
import { commonMessages } from "../../../contract/common/messages.js";
import { ADDRESS_LIMITS, EXCLUDED_ADDRESS_COUNTRIES, profileFormMessages as m } from "../../../contract/account/profile.js";

const ALLOWED_COUNTRIES = new Set<string>(getCountries().filter((code) => !(EXCLUDED_ADDRESS_COUNTRIES as readonly string[]).includes(code)));

/** Trimmed text, empty read as "not given" (cleared). */
const text = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

const addressInput = z.object({
  address: text(ADDRESS_LIMITS.address, m.addressTooLong),
  city: text(ADDRESS_LIMITS.city, m.cityTooLong),
  region: text(ADDRESS_LIMITS.region, m.regionTooLong),
  postalCode: text(ADDRESS_LIMITS.postalCode, m.postalCodeTooLong),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || ALLOWED_COUNTRIES.has(value), { error: m.countryInvalid }),
  latitude: z.number(m.latitudeInvalid).min(-90, m.latitudeInvalid).max(90, m.latitudeInvalid).nullish(),
  longitude: z.number(m.longitudeInvalid).min(-180, m.longitudeInvalid).max(180, m.longitudeInvalid).nullish(),
}).refine((value) => (value.latitude == null) === (value.longitude == null), { path: ["latitude"], error: m.pointHalfSet });

export type AddressChanges = z.input<typeof addressInput>;

/** Replaces the viewer's whole address (what the location form shows is what is kept). */
export async function updateAddress(deps: DomainDeps, viewer: Viewer, input: AddressChanges): Promise<UserRow> {
  const valid = parseInput(addressInput, input);
  const [updated] = await deps.db
    .update(users)
    .set({
      address: valid.address,
      city: valid.city,
      region: valid.region,
      postalCode: valid.postalCode,
      addressCountryCode: valid.countryCode,
      latitude: valid.latitude ?? null,
      longitude: valid.longitude ?? null,
      updatedAt: deps.clock(),
    })
    .where(eq(users.id, viewer.userId))
    .returning();
  if (!updated) throw notFound(commonMessages.notFound);
  return updated;
}
