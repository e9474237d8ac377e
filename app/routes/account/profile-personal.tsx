import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/profile-personal";
import { savePersonal } from "~/.server/account/profile.server";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { DateOfBirthField, GenderField, NameFields } from "~/components/account/profile-fields";
import { ProfileTabs } from "~/components/account/profile-tabs";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { ProfilePersonalDocument } from "~/graphql/generated";
import { personalSchema, splitName, toUsDate } from "~/lib/account/profile-schemas";
import { profileTexts } from "~/lib/account/profile-texts";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Profile/Personal" };
export const meta: Route.MetaFunction = () => [{ title: "Personal details" }, { name: "robots", content: "noindex" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user } = await loadOrThrow(context, () => getApi(context).query(ProfilePersonalDocument), url);
  const me = user.me;
  const gender = me.gender && me.gender !== "NOT_DISCLOSED" ? profileTexts.genderLabels[me.gender] : "";
  return data({ ...splitName(me.name), gender, dateOfBirth: toUsDate(me.dateOfBirth), age: me.age ?? null, ageRange: me.ageRange ?? null });
}

export function action({ request, context, url }: Route.ActionArgs) {
  return savePersonal(context, request, url);
}

/** Name (first and last, as at sign-up), gender, date of birth; the age and its range follow from it. */
export default function ProfilePersonal() {
  const current = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "profile-personal",
    lastResult: actionData?.result,
    defaultValue: { firstName: current.firstName, lastName: current.lastName, gender: current.gender, dateOfBirth: current.dateOfBirth },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: personalSchema() }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="stack-lg">
      <h1>Personal details</h1>
      <ProfileTabs />
      <Form method="post" {...getFormProps(form)} className="card stack">
        {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        <NameFields firstName={fields.firstName} lastName={fields.lastName} />
        <GenderField field={fields.gender} />
        <DateOfBirthField field={fields.dateOfBirth} />
        {current.age !== null ? (
          <dl className="details">
            <div>
              <dt>Age</dt>
              <dd>{current.age}</dd>
            </div>
            <div>
              <dt>Age range</dt>
              <dd>{current.ageRange ?? "Under 18"}</dd>
            </div>
          </dl>
        ) : null}
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
