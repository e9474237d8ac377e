import { useAutoSubmit } from "~/hooks/use-auto-submit";
import { data, Form, href, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/confirm-email";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { anyRefusal, refusalOrThrow } from "~/.server/platform/responses.server";
import { signInAndRedirect } from "~/.server/access/sign-in.server";
import { Alert } from "~/components/ui/alert";
import { StatusButton } from "~/components/ui/status-button";
import { decideTokenRequired } from "~/lib/guards";
import { authMessages as m } from "~/lib/access/messages";

export const meta: Route.MetaFunction = () => [{ title: "Confirm your email" }, { name: "robots", content: "noindex" }];

/**
 * The link in the verification e-mail. Opening it does not confirm by itself
 * (mail scanners open links too): the page confirms on Continue, which
 * JavaScript presses at once.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const target = decideTokenRequired({ user: getSession(context).user, signedUpBefore: true, url });
  if (target) throw redirect(target);
  return { token: url.searchParams.get("token") ?? url.searchParams.get("urlToken") ?? "" };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await request.formData();
  const token = String(formData.get("token") ?? "");
  const session = getSession(context);
  const returnTo = session.pendingSignUp?.returnTo ?? "/events";
  try {
    const info = await getApi(context).auth("password/verify-email-token", { token });
    // Decide the next page as the login page would (confirm-email itself is exempt from that guard).
    const next = new URL(`/auth/login?to=${encodeURIComponent(returnTo)}`, url);
    return signInAndRedirect(context, info, next, returnTo);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, anyRefusal);
    return data({ error: refusal.message }, { status: 400 });
  }
}

export default function ConfirmEmail() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formRef = useAutoSubmit(Boolean(actionData));

  if (actionData?.error) {
    return (
      <section className="stack">
        <h1>Confirm your email</h1>
        <Alert kind="danger">{actionData.error}</Alert>
        <p>
          <Link to={href("/auth/login")}>Go to login</Link> or <Link to={href("/auth/sign-up")}>sign up again</Link>.
        </p>
      </section>
    );
  }
  return (
    <section className="stack">
      <h1>Confirm your email</h1>
      <p>{m.clickContinue}</p>
      <Form method="post" ref={formRef} className="stack">
        <input type="hidden" name="token" value={token} />
        <StatusButton pendingText="Confirming…">Continue</StatusButton>
      </Form>
    </section>
  );
}
