import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { refusalOrThrow, refusalWithCode } from "~/.server/platform/responses.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Alert } from "~/components/ui/alert";
import { StatusButton } from "~/components/ui/status-button";
import { SubscriptionsByTokenDocument, UpdateSubscriptionsByTokenDocument } from "~/graphql/generated";
import { SUBSCRIPTION_LABELS, unsubscribeMessages as m } from "~/lib/account/messages";

export const meta: Route.MetaFunction = () => [{ title: "Email preferences" }, { name: "robots", content: "noindex" }];

const CATEGORIES = ["eventUpdates", "invitations", "productNews"] as const;

/**
 * Unsubscribe (spec 1 §2.1): reached from the link in every e-mail; its signed token
 * names the address, so no sign-in is needed, and no other address can be changed.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  if (!token) return data({ invalid: true as const, email: null, subscriptions: null }, { status: 400 });
  try {
    const { emailSubscription } = await getApi(context).query(SubscriptionsByTokenDocument, { token });
    return data({ invalid: false as const, ...emailSubscription.byToken });
  } catch (error) {
    refusalOrThrow(context, error, url, refusalWithCode("BAD_USER_INPUT"));
    return data({ invalid: true as const, email: null, subscriptions: null }, { status: 400 });
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const token = url.searchParams.get("token") ?? "";
  const formData = await request.formData();
  const all = formData.get("intent") === "unsubscribe-all";
  const input = Object.fromEntries(CATEGORIES.map((c) => [c, all ? false : formData.get(c) === "on"]));
  try {
    await getApi(context).query(UpdateSubscriptionsByTokenDocument, { token, input });
  } catch (error) {
    refusalOrThrow(context, error, url, refusalWithCode("BAD_USER_INPUT"));
    return data({ error: m.invalidLink }, { status: 400 });
  }
  getSession(context).flash({ kind: "success", message: all ? m.unsubscribedAll : m.saved });
  return redirect(url.pathname + url.search);
}

export default function Unsubscribe() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (page.invalid || actionData?.error) {
    return (
      <section className="narrow stack">
        <h1>Email preferences</h1>
        <Alert kind="danger">{m.invalidLink}</Alert>
      </section>
    );
  }
  const { email, subscriptions } = page;
  return (
    <section className="narrow stack">
      <h1>Email preferences</h1>
      <p>
        Choose the emails <strong>{email}</strong> receives. Messages about your account, like confirming your email, are
        always sent.
      </p>
      <Form method="post" className="stack card" key={JSON.stringify(subscriptions)}>
        <fieldset className="stack">
          <legend className="visually-hidden">Emails to receive</legend>
          {CATEGORIES.map((category) => (
            <label key={category} className="checkbox-row">
              <input type="checkbox" name={category} defaultChecked={subscriptions[category]} aria-describedby={`${category}-hint`} />
              <span>
                <strong>{SUBSCRIPTION_LABELS[category].label}</strong>
                <span id={`${category}-hint`} className="muted small block">
                  {SUBSCRIPTION_LABELS[category].hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="row">
          <StatusButton name="intent" value="save" pendingText="Saving…">
            Save preferences
          </StatusButton>
          <StatusButton name="intent" value="unsubscribe-all" variant="secondary" pendingText="Unsubscribing…">
            Unsubscribe from all
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
