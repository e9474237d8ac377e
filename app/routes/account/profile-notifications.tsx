import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { data, Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/profile-notifications";
import { saveNotifications } from "~/.server/account/profile.server";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { ProfileTabs } from "~/components/account/profile-tabs";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { ProfileNotificationsDocument } from "~/graphql/generated";
import { SUBSCRIPTION_LABELS } from "~/lib/account/messages";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Profile/Notifications" };
export const meta: Route.MetaFunction = () => [{ title: "Email notifications" }, { name: "robots", content: "noindex" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user } = await loadOrThrow(context, () => getApi(context).query(ProfileNotificationsDocument), url);
  return data({ email: user.me.emailAddress, subscriptions: user.me.emailSubscriptions });
}

export function action({ request, context, url }: Route.ActionArgs) {
  return saveNotifications(context, request, url);
}

const CATEGORIES = ["eventUpdates", "invitations", "productNews"] as const;

/** Which e-mails the member's address receives (the same choices as the unsubscribe link's page). */
export default function ProfileNotifications() {
  const { email, subscriptions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "profile-notifications",
    lastResult: actionData?.result,
    defaultValue: Object.fromEntries(CATEGORIES.map((key) => [key, subscriptions[key] ? "on" : undefined])),
  });
  return (
    <section className="stack-lg">
      <h1>Email notifications</h1>
      <ProfileTabs />
      <Form method="post" {...getFormProps(form)} className="card stack">
        {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        <fieldset className="stack">
          <legend>Emails to {email}</legend>
          {CATEGORIES.map((key) => (
            <label key={key} className="checkbox-row">
              <input {...getInputProps(fields[key], { type: "checkbox" })} aria-describedby={`${key}-hint`} />
              <span>
                <strong>{SUBSCRIPTION_LABELS[key].label}</strong>
                <span id={`${key}-hint`} className="field-hint">
                  {SUBSCRIPTION_LABELS[key].hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
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
