import { data, href, redirect, useActionData, useFetcher } from "react-router";
import type { Route } from "./+types/delete-account";
import { ApiUnavailableError } from "~/.server/platform/api-errors.server";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { anyApiError, refusalOrThrow } from "~/.server/platform/responses.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { DeleteAccountConfirm } from "~/components/account/settings/delete-account";
import { Alert } from "~/components/ui/alert";
import { DeactivateAccountDocument } from "~/graphql/generated";
import { accountMessages as a } from "~/lib/account/messages";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Profile/Settings/Delete account", backTo: href("/profile/settings") };
export const meta: Route.MetaFunction = () => [{ title: "Delete account" }, { name: "robots", content: "noindex" }];

/**
 * Deletes (deactivates) the account. On success the user is logged out and sent to
 * /auth/login; on failure "Delete account failure!" (spec 1 §4, §8). The API ends every
 * session of the account, so there is nothing left to sign out upstream.
 */
export async function action({ context, url }: Route.ActionArgs) {
  requireUser(context, url);
  try {
    await getApi(context).query(DeactivateAccountDocument);
  } catch (error) {
    // spec 1 §8: any failure of the deletion reads "Delete account failure!", the API being down included.
    if (error instanceof ApiUnavailableError) return data({ error: a.deleteFailure }, { status: 503 });
    refusalOrThrow(context, error, url, anyApiError);
    return data({ error: a.deleteFailure }, { status: 400 });
  }
  getSession(context).signOut();
  return redirect(href("/auth/login"));
}

/** Without JavaScript, "Delete account" leads here: the dialog's question on its own page. */
export default function DeleteAccount() {
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<{ error?: string }>({ key: "delete-account" });
  const error = fetcher.data?.error ?? actionData?.error;
  return (
    <section className="card stack">
      {error ? <Alert kind="danger">{a.deleteFailure}</Alert> : null}
      <DeleteAccountConfirm fetcher={fetcher} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
