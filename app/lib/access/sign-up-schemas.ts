// The forms that take a phone number: sign-up, its second step, and the profile
// (app/lib/account/profile-schemas.ts). Apart from ./schemas.ts so that the pages without a
// phone field (sign-in, codes, password reset) do not load libphonenumber-js's metadata.
import { z } from "zod";
import { toE164 } from "~/lib/phone";
import { authMessages as m } from "~/lib/access/messages";
import {
  dateOfBirthField,
  emailField,
  firstNameField,
  genderField,
  lastNameField,
  passwordField,
  phoneCountryField,
  phoneNumberField,
  userNameField,
} from "./schemas";

type PhoneValues = { phoneNumber?: string; phoneCountry: string };

/**
 * The phone check, run even when other fields are invalid (the `when` below), so
 * every field's message shows at once. Empty numbers are the field's own error.
 */
export function refinePhone<T extends PhoneValues>(schema: z.ZodType<T>) {
  return schema
    .superRefine(
      (value, ctx) => {
        if (value.phoneNumber && !toE164(value.phoneNumber, value.phoneCountry)) {
          ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: m.phoneInvalid });
        }
      },
      {
        when: ({ value }) => {
          const v = value as Partial<PhoneValues> | undefined;
          return typeof v?.phoneNumber === "string" && v.phoneNumber.trim() !== "";
        },
      },
    )
    .transform((value) => ({
      ...value,
      phoneE164: value.phoneNumber ? (toE164(value.phoneNumber, value.phoneCountry) ?? undefined) : undefined,
    }));
}

export function signUpSchema(now?: () => Date) {
  return refinePhone(
    z.object({
      email: emailField,
      password: passwordField,
      firstName: firstNameField,
      lastName: lastNameField,
      gender: genderField,
      dateOfBirth: dateOfBirthField(now),
      phoneCountry: phoneCountryField,
      phoneNumber: phoneNumberField,
    }),
  );
}

export type SignUpValues = z.output<ReturnType<typeof signUpSchema>>;

/** The registration payload of spec 1 §3 built from the form. */
export function toRegistrationPayload(values: SignUpValues) {
  return {
    userName: values.email,
    password: values.password,
    name: `${values.firstName} ${values.lastName}`,
    dateOfBirth: values.dateOfBirth,
    phoneNumber: values.phoneE164!,
    gender: values.gender,
    agreeToTermsAndConditions: true as const,
  };
}

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
