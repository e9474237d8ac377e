import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, href } from "react-router";
import { PhoneField } from "~/components/account/profile-fields";
import { Alert } from "~/components/ui/alert";
import { StatusButton } from "~/components/ui/status-button";
import { changePhoneSchema } from "~/lib/account/profile-schemas";
import type { PhoneCountry } from "~/lib/phone";

export const CHANGE_PHONE_PATH = href("/profile/settings/phone");

/** Change phone number: saved, then verified by a code sent to it (/auth/verify-phone-number). */
export function ChangePhoneSection({ current, verified, countries, lastResult }: { current: string | null; verified: boolean; countries: PhoneCountry[]; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "change-phone",
    lastResult,
    defaultValue: { phoneCountry: "US" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePhoneSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="card stack" aria-labelledby="change-phone-title">
      <h2 id="change-phone-title">Phone number</h2>
      <p>{current ? `${current} · ${verified ? "verified" : "not verified"}` : "No phone number yet."}</p>
      {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <Form method="post" action={CHANGE_PHONE_PATH} {...getFormProps(form)} className="stack">
        <PhoneField country={fields.phoneCountry} number={fields.phoneNumber} countries={countries} />
        <div>
          <StatusButton pendingText="Saving…">Change phone number</StatusButton>
        </div>
      </Form>
    </section>
  );
}
