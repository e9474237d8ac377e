import { z } from "zod";
import { authMessages as m } from "../messages";
import { dateOfBirthField, firstNameField, genderField, lastNameField, phoneCountryField, phoneNumberField, refinePhone } from "./sign-up";

export const USER_NAME_PATTERN = /^[a-z0-9._]{3,30}$/;

export const userNameField = z
  .string({ error: m.userNameInvalid })
  .trim()
  .toLowerCase()
  .regex(USER_NAME_PATTERN, m.userNameInvalid);

/**
 * The second sign-up step: a public username always, and any of the profile
 * fields the account is still missing (an account made elsewhere may lack them).
 */
export function completeProfileSchema(missing: { name: boolean; gender: boolean; dateOfBirth: boolean; phoneNumber: boolean }) {
  return refinePhone(
    z.object({
      userName: userNameField,
      firstName: missing.name ? firstNameField : z.string().optional(),
      lastName: missing.name ? lastNameField : z.string().optional(),
      gender: missing.gender ? genderField : z.string().optional(),
      dateOfBirth: missing.dateOfBirth ? dateOfBirthField() : z.string().optional(),
      phoneCountry: phoneCountryField,
      phoneNumber: missing.phoneNumber ? phoneNumberField : z.string().optional(),
    }),
  );
}
