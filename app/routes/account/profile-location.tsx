import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/profile-location";
import { saveLocation } from "~/.server/account/profile.server";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { ProfileTabs } from "~/components/account/profile-tabs";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { ProfileLocationDocument } from "~/graphql/generated";
import { locationSchema } from "~/lib/account/profile-schemas";
import { areaChoices, areaValueOf } from "~/lib/account/area";
import { phoneCountries } from "~/lib/phone";
import type { RouteHandle } from "~/lib/route-handle";
import { ADDRESS_LIMITS } from "../../../contract/account/profile";

export const handle: RouteHandle = { title: "Profile/Location" };
export const meta: Route.MetaFunction = () => [{ title: "Location" }, { name: "robots", content: "noindex" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user } = await loadOrThrow(context, () => getApi(context).query(ProfileLocationDocument), url);
  const address = user.me.address;
  return data({
    current: {
      address: address?.address ?? "",
      city: address?.city ?? "",
      countryCode: address?.countryCode ?? "",
      postalCode: address?.postalCode ?? "",
      region: address?.region ?? "",
      area: areaValueOf(address),
    },
    countries: phoneCountries().map(({ code, name }) => ({ code, name })),
  });
}

export function action({ request, context, url }: Route.ActionArgs) {
  return saveLocation(context, request, url);
}

const TEXT_FIELDS = [
  { name: "address", label: "Address", autoComplete: "street-address", max: ADDRESS_LIMITS.address },
  { name: "city", label: "City", autoComplete: "address-level2", max: ADDRESS_LIMITS.city },
  { name: "region", label: "Region", autoComplete: "address-level1", max: ADDRESS_LIMITS.region },
  { name: "postalCode", label: "Postal code", autoComplete: "postal-code", max: ADDRESS_LIMITS.postalCode },
] as const;

/** Address, city, country (kp, cu, ir, sy, ve and ru are not offered), postal code, region, and the member's area. */
export default function ProfileLocation() {
  const { current, countries } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "profile-location",
    lastResult: actionData?.result,
    defaultValue: current,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: locationSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="stack-lg">
      <h1>Location</h1>
      <ProfileTabs />
      <Form method="post" {...getFormProps(form)} className="card stack">
        {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        {TEXT_FIELDS.slice(0, 2).map((text) => (
          <Field key={text.name} label={text.label} errors={fields[text.name].errors}>
            {({ id, describedBy, invalid }) => (
              <input {...getInputProps(fields[text.name], { type: "text" })} id={id} maxLength={text.max} autoComplete={text.autoComplete} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
        ))}
        <Field label="Country" errors={fields.countryCode.errors}>
          {({ id, describedBy, invalid }) => (
            <select {...getSelectProps(fields.countryCode)} id={id} autoComplete="country" aria-describedby={describedBy} aria-invalid={invalid || undefined}>
              <option value="">Choose…</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {TEXT_FIELDS.slice(2).map((text) => (
          <Field key={text.name} label={text.label} errors={fields[text.name].errors}>
            {({ id, describedBy, invalid }) => (
              <input {...getInputProps(fields[text.name], { type: "text" })} id={id} maxLength={text.max} autoComplete={text.autoComplete} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
        ))}
        <Field label="Your area" errors={fields.area.errors} hint="Some events are open only to members within a distance of a place: they measure from here.">
          {({ id, describedBy, invalid }) => (
            <select {...getSelectProps(fields.area)} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
              <option value="">Not set</option>
              {areaChoices(current.area).map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div>
          <StatusButton pendingText="Saving…">Save</StatusButton>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
