import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/profile-information";
import { avatarSrc, saveInformation } from "~/.server/account/profile.server";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { AvatarField } from "~/components/account/avatar-field";
import { ProfileTabs } from "~/components/account/profile-tabs";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { ProfileInformationDocument } from "~/graphql/generated";
import { informationSchema } from "~/lib/account/profile-schemas";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Profile/Information" };
export const meta: Route.MetaFunction = () => [{ title: "Profile information" }, { name: "robots", content: "noindex" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user } = await loadOrThrow(context, () => getApi(context).query(ProfileInformationDocument), url);
  return data({ userName: user.me.userName ?? "", bio: user.me.bio ?? "", avatarSrc: avatarSrc(user.me.avatarUrl), hasAvatar: Boolean(user.me.avatarUrl) });
}

export function action({ request, context, url }: Route.ActionArgs) {
  return saveInformation(context, request, url);
}

/** Avatar, user name and bio. */
export default function ProfileInformation() {
  const current = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "profile-information",
    lastResult: actionData?.result,
    defaultValue: { userName: current.userName, bio: current.bio },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: informationSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="stack-lg">
      <h1>Profile information</h1>
      <ProfileTabs />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card stack">
        {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        <AvatarField avatar={fields.avatar} removeAvatar={fields.removeAvatar} currentSrc={current.avatarSrc} hasAvatar={current.hasAvatar} />
        <Field label="Username" errors={fields.userName.errors}>
          {({ id, describedBy, invalid }) => (
            <input {...getInputProps(fields.userName, { type: "text" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} autoCapitalize="none" spellCheck={false} autoComplete="username" />
          )}
        </Field>
        <Field label="Bio" errors={fields.bio.errors}>
          {({ id, describedBy, invalid }) => <textarea {...getTextareaProps(fields.bio)} id={id} rows={4} maxLength={500} aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
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
