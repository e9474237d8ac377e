// What a reward's winner sees on its page (ADR 0076): where to send a physical reward, and the
// code of a digital one by text message.
import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { DEFAULT_PHONE_COUNTRY } from "~/lib/constants";
import { phoneCountries } from "~/lib/phone";
import { formatRewardDay } from "./pie-reward-parts";
import { CODE_SMS_MAX, shippingAddressSchema, SHIPPING_LIMITS } from "../../../contract/rewards/winners";

export interface ShippingAddressView {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  postcode: string;
  country: string;
  phone: string;
}

const countryName = (code: string) => phoneCountries().find((country) => country.code === code)?.name ?? code;

/** An address as lines (name, street, city and postcode, country, phone). */
export function AddressLines({ address }: { address: ShippingAddressView }) {
  return (
    <address className="stack-xs">
      <span>{address.name}</span>
      <span>{address.line1}</span>
      {address.line2 ? <span>{address.line2}</span> : null}
      <span>
        {address.postcode} {address.city}
      </span>
      <span>{countryName(address.country)}</span>
      <span>{address.phone}</span>
    </address>
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function TextField({ label, field, maxLength, autoComplete, type = "text" }: { label: string; field: FieldMetadata<any>; maxLength: number; autoComplete: string; type?: "text" | "tel" }) {
  return (
    <Field label={label} errors={field.errors}>
      {({ id, describedBy, invalid }) => (
        <input {...getInputProps(field, { type })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} maxLength={maxLength} autoComplete={autoComplete} />
      )}
    </Field>
  );
}

/** A physical reward's winner: the saved address, and the form to give or change it. */
export function ShippingAddressForm({ saved, lastResult }: { saved: ShippingAddressView | null; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "shipping-address",
    lastResult,
    defaultValue: {
      name: saved?.name ?? "",
      line1: saved?.line1 ?? "",
      line2: saved?.line2 ?? "",
      city: saved?.city ?? "",
      postcode: saved?.postcode ?? "",
      country: saved?.country ?? DEFAULT_PHONE_COUNTRY,
      phone: saved?.phone ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shippingAddressSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="stack" aria-labelledby="shipping-title" role="group">
      <h3 id="shipping-title">Where to send it</h3>
      {saved ? (
        <div className="stack-sm">
          <p>We will send it to:</p>
          <AddressLines address={saved} />
        </div>
      ) : (
        <p>Give the address to send your reward to, and a phone number for the delivery. Only you and the pie&apos;s team who send rewards see it.</p>
      )}
      <Form method="post" {...getFormProps(form)} className="stack">
        {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        <TextField label="Full name" field={fields.name} maxLength={SHIPPING_LIMITS.name} autoComplete="name" />
        <TextField label="Address line 1" field={fields.line1} maxLength={SHIPPING_LIMITS.line} autoComplete="address-line1" />
        <TextField label="Address line 2 (optional)" field={fields.line2} maxLength={SHIPPING_LIMITS.line} autoComplete="address-line2" />
        <TextField label="City" field={fields.city} maxLength={SHIPPING_LIMITS.city} autoComplete="address-level2" />
        <TextField label="Postcode" field={fields.postcode} maxLength={SHIPPING_LIMITS.postcode} autoComplete="postal-code" />
        <Field label="Country" errors={fields.country.errors}>
          {({ id, describedBy, invalid }) => (
            <select {...getSelectProps(fields.country)} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} autoComplete="country">
              {phoneCountries().map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField label="Phone number" field={fields.phone} maxLength={32} autoComplete="tel" type="tel" />
        <StatusButton name="intent" value="save-address" pendingText="Saving…">
          {saved ? "Save changes" : "Save address"}
        </StatusButton>
      </Form>
    </div>
  );
}

/** A digital reward's winner: the code by text message to the verified phone, once, then again on purpose. */
export function CodeBySms({ phone, sentUtc, sentCount, error }: { phone: string | null; sentUtc: string | null; sentCount: number; error: string | null }) {
  return (
    <div className="stack-sm">
      <h3>Get the code by text message</h3>
      {error ? <Alert kind="danger">{error}</Alert> : null}
      {!phone ? (
        <p>
          Add and verify a phone number on <Link to="/profile/settings/phone">your profile</Link> to get the code by text message.
        </p>
      ) : sentCount === 0 ? (
        <Form method="post" className="stack-sm">
          <p>We text it to {phone}.</p>
          <StatusButton name="intent" value="send-code" pendingText="Sending…">
            Text me the code
          </StatusButton>
        </Form>
      ) : (
        <Form method="post" className="stack-sm">
          <p>
            Sent to {phone} on {formatRewardDay(sentUtc)}.
          </p>
          {sentCount < CODE_SMS_MAX ? (
            <StatusButton name="intent" value="resend-code" variant="secondary" pendingText="Sending…">
              Send it again
            </StatusButton>
          ) : null}
        </Form>
      )}
    </div>
  );
}
