// The profile tabs' forms (conform + zod): the same schema checks in the browser and in the
// action; the API checks again and is the authority.
import { z } from "zod";
import { dateOfBirthField, firstNameField, genderField, lastNameField, phoneCountryField, phoneNumberField } from "~/lib/access/schemas";
import { refinePhone } from "~/lib/access/sign-up-schemas";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, mediaMessages } from "../../../contract/media/messages";
import { profileMessages } from "../../../contract/account/messages";
import { ADDRESS_LIMITS, profileFormMessages as m, SHOWN_SOCIAL_PROVIDERS } from "../../../contract/account/profile";
import { EXCLUDED_COUNTRIES } from "~/lib/constants";
import { pointOfArea } from "~/lib/account/area";

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

/** Information tab: avatar, user name, bio. */
export const informationSchema = z.object({
  userName: z
    .string({ error: profileMessages.userNameFormat })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._]{3,30}$/, profileMessages.userNameFormat)
    .regex(/[a-z]/, profileMessages.userNameNeedsLetter),
  bio: optionalText(500, profileMessages.bioTooLong),
  // Checked here by size and declared type, by the API by its bytes.
  avatar: z
    .file()
    .max(MAX_IMAGE_BYTES, { error: mediaMessages.tooLarge })
    .mime([...ACCEPTED_IMAGE_TYPES], { error: mediaMessages.notAnImage })
    .optional(),
  removeAvatar: z.boolean().default(false),
});

/** Personal tab: the name split as at sign-up, gender (without not-disclosed), date of birth MM/dd/yyyy. */
export function personalSchema(now?: () => Date) {
  return z.object({
    firstName: firstNameField,
    lastName: lastNameField,
    gender: genderField,
    dateOfBirth: dateOfBirthField(now),
  });
}

/** Location tab: every field optional; the country from the list (kp, cu, ir, sy, ve, ru left out). */
export const locationSchema = z.object({
  address: optionalText(ADDRESS_LIMITS.address, m.addressTooLong),
  city: optionalText(ADDRESS_LIMITS.city, m.cityTooLong),
  region: optionalText(ADDRESS_LIMITS.region, m.regionTooLong),
  postalCode: optionalText(ADDRESS_LIMITS.postalCode, m.postalCodeTooLong),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => /^[A-Z]{2}$/.test(code) && !(EXCLUDED_COUNTRIES as readonly string[]).includes(code), { error: m.countryInvalid })
    .optional(),
  // The area events open only to members nearby measure from: a listed city or the saved point.
  area: z
    .string()
    .refine((value) => pointOfArea(value) !== null, { error: m.areaInvalid })
    .optional(),
});

/** Notifications tab: the e-mail categories (a checkbox left unticked turns one off). */
export const notificationsSchema = z.object({
  eventUpdates: z.boolean().default(false),
  invitations: z.boolean().default(false),
  productNews: z.boolean().default(false),
});

/** Social tab: which shown account to disconnect. */
export const disconnectSocialSchema = z.object({ provider: z.enum(SHOWN_SOCIAL_PROVIDERS) });

/** "First Last" as sign-up joins it, split back at the first space. */
export function splitName(name: string | null | undefined): { firstName: string; lastName: string } {
  const trimmed = name?.trim() ?? "";
  const space = trimmed.indexOf(" ");
  return space === -1 ? { firstName: trimmed, lastName: "" } : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** yyyy-MM-dd as the form shows it: MM/dd/yyyy. */
export function toUsDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const [y, mo, d] = iso.split("-");
  return `${mo}/${d}/${y}`;
}

/** Invites tab: one form per button, told apart by intent. */
export const inviteActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept"), inviteId: z.string().min(1) }),
  z.object({ intent: z.literal("decline"), inviteId: z.string().min(1) }),
  z.object({ intent: z.literal("revoke"), inviteId: z.string().min(1) }),
  z.object({
    intent: z.literal("invite"),
    userName: z.string({ error: "Please enter the username of the member" }).trim().min(1, "Please enter the username of the member").max(30),
    memo: z.string().trim().max(200, "The note can have at most 200 characters.").optional(),
  }),
]);

/** Settings: a new phone number (country picker, default US), verified by a code afterwards. */
export const changePhoneSchema = refinePhone(z.object({ phoneCountry: phoneCountryField, phoneNumber: phoneNumberField }));
