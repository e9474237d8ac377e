import type { PhoneCountry } from "~/lib/phone";

interface Props {
  countries: PhoneCountry[];
  country: { name: string; defaultValue?: string };
  number: { name: string; defaultValue?: string; errors?: string[] };
  id: string;
  describedBy?: string;
  invalid: boolean;
}

/** A country picker (default US) beside the national number; the server turns both into E.164. */
export function PhoneInput({ countries, country, number, id, describedBy, invalid }: Props) {
  return (
    <div className="phone-input">
      <select name={country.name} defaultValue={country.defaultValue ?? "US"} aria-label="Country code" autoComplete="tel-country-code">
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name} (+{c.callingCode})
          </option>
        ))}
      </select>
      <input
        id={id}
        name={number.name}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        defaultValue={number.defaultValue}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder="(555) 123-4567"
      />
    </div>
  );
}
