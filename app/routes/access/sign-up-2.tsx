import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/sign-up-2";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { fieldErrorsOf, loadOrThrow, refusalOrThrow, refusalWithCode } from "~/.server/platform/responses.server";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { DateOfBirthField, GenderField, NameFields, PhoneField } from "~/components/account/profile-fields";
import { MyProfileDocument, UpdateProfileDocument, type Gender } from "~/graphql/generated";
import { decideCompleteProfile } from "~/lib/guards";
import { phoneCountries } from "~/lib/phone";
import { safeRedirect } from "~/lib/safe-redirect";
import { completeProfileSchema } from "~/lib/access/sign-up-schemas";

export const meta: Route.MetaFunction = () => [{ title: "Complete your profile" }, { name: "robots", content: "noindex" }];

function guard(context: Route.LoaderArgs["context"], url: URL) {
  const session = getSession(context);
  const target = decideCompleteProfile({ user: session.user, signedUpBefore: session.signedUpBefore, url });
  if (target) throw redirect(target);
}

async function missingFields(context: Route.LoaderArgs["context"], url: URL) {
  const { user } = await loadOrThrow(context, () => getApi(context).query(MyProfileDocument), url);
  const me = user.me;
  return {
    me,
    missing: { name: !me.name, gender: !me.gender, dateOfBirth: !me.dateOfBirth, phoneNumber: !me.phoneNumber },
  };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  guard(context, url);
  const { me, missing } = await missingFields(context, url);
  const suggested = me.emailAddress.split("@")[0].toLowerCase().replace(/[^a-z0-9._]/g, "").slice(0, 30);
  return { missing, suggested, firstName: me.name?.split(" ")[0] ?? null, countries: missing.phoneNumber ? phoneCountries() : [] };
}

const toApiGender = (g: string) => g.toUpperCase() as Gender;

export async function action({ request, context, url }: Route.ActionArgs) {
  guard(context, url);
  const { missing } = await missingFields(context, url);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: completeProfileSchema(missing) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  try {
    const { user } = await getApi(context).query(UpdateProfileDocument, {
      input: {
        userName: v.userName,
        ...(missing.name ? { name: `${v.firstName} ${v.lastName}` } : {}),
        ...(missing.gender && v.gender ? { gender: toApiGender(v.gender) } : {}),
        ...(missing.dateOfBirth && v.dateOfBirth ? { dateOfBirth: v.dateOfBirth } : {}),
        ...(v.phoneE164 ? { phoneNumber: v.phoneE164 } : {}),
      },
    });
    const updated = user.updateProfile;
    getSession(context).updateUser({ isComplete: updated.isComplete, userName: updated.userName ?? null });
    if (!updated.isComplete) return redirect(url.pathname + url.search);
    return redirect(safeRedirect(url.searchParams.get("to"), "/events"));
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalWithCode("BAD_USER_INPUT", "CONFLICT"));
    if (refusal.code === "CONFLICT") {
      return data({ result: submission.reply({ fieldErrors: { userName: [refusal.message] } }) }, { status: 400 });
    }
    const fieldErrors = fieldErrorsOf(refusal);
    return data(
      { result: submission.reply({ fieldErrors, formErrors: Object.keys(fieldErrors).length ? undefined : [refusal.message] }) },
      { status: 400 },
    );
  }
}

export default function CompleteProfile() {
  const { missing, suggested, firstName, countries } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "complete-profile",
    lastResult: actionData?.result,
    defaultValue: { userName: suggested, phoneCountry: "US" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: completeProfileSchema(missing) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <h1>{firstName ? `Welcome, ${firstName}!` : "Welcome!"}</h1>
      <p className="muted">Complete your profile: pick the username people will see on events and guest lists.</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        <Field label="Username" errors={fields.userName.errors} hint="3 to 30 characters: lowercase letters, numbers, dots and underscores.">
          {({ id, describedBy, invalid }) => (
            <input {...getInputProps(fields.userName, { type: "text" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} autoCapitalize="none" spellCheck={false} autoComplete="username" />
          )}
        </Field>
        {missing.name ? <NameFields firstName={fields.firstName} lastName={fields.lastName} /> : null}
        {missing.gender ? <GenderField field={fields.gender} /> : null}
        {missing.dateOfBirth ? <DateOfBirthField field={fields.dateOfBirth} /> : null}
        {missing.phoneNumber ? <PhoneField country={fields.phoneCountry} number={fields.phoneNumber} countries={countries} /> : null}
        <StatusButton pendingText="Saving…">Continue</StatusButton>
      </Form>
    </>
  );
}
