// The profile fields the sign-up page, the auth modal and the second sign-up step share:
// names, gender, date of birth and phone, each labelled with its error tied to it.
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { PhoneCountry } from "~/lib/phone";
import { GENDERS } from "~/lib/access/schemas";
import { PhoneInput } from "~/components/ui/phone-field";
import { Field } from "~/components/ui/field";

// Conform's field metadata, whatever the form's schema (each form types its own fields).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, any>;

export function NameFields({ firstName, lastName }: { firstName: AnyField; lastName: AnyField }) {
  return (
    <div className="row-2">
      <Field label="First name" errors={firstName.errors}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(firstName, { type: "text" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} autoComplete="given-name" />
        )}
      </Field>
      <Field label="Last name" errors={lastName.errors}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(lastName, { type: "text" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} autoComplete="family-name" />
        )}
      </Field>
    </div>
  );
}

/** Gender without "not disclosed" (spec 1 §2.1). */
export function GenderField({ field }: { field: AnyField }) {
  return (
    <Field label="Gender" errors={field.errors}>
      {({ id, describedBy, invalid }) => (
        <select {...getSelectProps(field)} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
          <option value="">Choose…</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Date of birth as MM/dd/yyyy (spec 1 §5). */
export function DateOfBirthField({ field }: { field: AnyField }) {
  return (
    <Field label="Date of birth" errors={field.errors}>
      {({ id, describedBy, invalid }) => (
        <input
          {...getInputProps(field, { type: "text" })}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          placeholder="MM/DD/YYYY"
          inputMode="numeric"
          autoComplete="bday"
        />
      )}
    </Field>
  );
}

/** Country picker (default US) and national number; the server turns both into E.164. */
export function PhoneField({ country, number, countries }: { country: AnyField; number: AnyField; countries: PhoneCountry[] }) {
  return (
    <Field label="Phone number" errors={number.errors}>
      {({ id, describedBy, invalid }) => (
        <PhoneInput
          countries={countries}
          id={id}
          describedBy={describedBy}
          invalid={invalid}
          country={{ name: country.name, defaultValue: String(country.initialValue ?? "US") }}
          number={{ name: number.name, defaultValue: number.initialValue as string | undefined }}
        />
      )}
    </Field>
  );
}
