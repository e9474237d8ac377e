import { useAutoSubmit } from "~/hooks/use-auto-submit";
import { data, Form, href, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/confirm-email";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { refusalOrThrow, refusalWithCode } from "~/.server/platform/responses.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Alert } from "~/components/ui/alert";
import { StatusButton } from "~/components/ui/status-button";
import { ConfirmEmailChangeDocument } from "~/graphql/generated";
import { decideOwnerOnly, decideTokenRequired } from "~/lib/guards";
import { accountMessages as a } from "~/lib/account/messages";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Profile/Confirm email" };
export const meta: Route.MetaFunction = () => [{ title: "Confirm your new email" }, { name: "robots", content: "noindex" }];

function guard(context: Route.LoaderArgs["context"], url: URL) {
  const session = getSession(context);
  const input = { user: session.user, signedUpBefore: session.signedUpBefore, url };
  const target = decideTokenRequired(input) ?? decideOwnerOnly(input);
  if (target) throw redirect(target);
}

/**
 * The link sent to a new address (spec 1 §2.2). As with every e-mailed link, opening it
 * changes nothing; Continue (pressed by JavaScript at once) confirms (docs/decisions/0006).
 */
export function loader({ context, url }: Route.LoaderArgs) {
  guard(context, url);
  return { token: url.searchParams.get("token") ?? url.searchParams.get("urlToken") ?? "" };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  guard(context, url);
  const token = String((await request.formData()).get("token") ?? "");
  try {
    const { user } = await getApi(context).query(ConfirmEmailChangeDocument, { token });
    const session = getSession(context);
    session.updateUser({ email: user.confirmEmailChange.emailAddress });
    session.flash({ kind: "success", message: a.emailChanged });
    return redirect(href("/profile"));
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalWithCode("BAD_USER_INPUT", "AUTH_NOT_AUTHORIZED"));
    return data({ error: refusal.message }, { status: 400 });
  }
}

export default function ConfirmEmailChange() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formRef = useAutoSubmit(Boolean(actionData));

  return (
    <section className="card stack">
      <h1>Confirm your new email</h1>
      {actionData?.error ? (
        <>
          <Alert kind="danger">{actionData.error}</Alert>
          <p>
            <Link to={href("/profile/settings")}>Back to settings</Link>
          </p>
        </>
      ) : (
        <>
          <p>Press Continue to use this address for your account.</p>
          <Form method="post" ref={formRef} className="stack">
            <input type="hidden" name="token" value={token} />
            <StatusButton pendingText="Confirming…">Continue</StatusButton>
          </Form>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
