import { data, redirect, useActionData, useFetcher } from "react-router";
import type { Route } from "./+types/delete-account";
import { ApiError, ApiUnavailableError } from "~/.server/platform/api-errors.server";
import { getApi, getSession, requireUser } from "~/.server/platform/auth.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { DeleteAccountConfirm } from "~/components/account/settings/delete-account";
import { Alert } from "~/components/ui/alert";
import { DeactivateAccountDocument } from "~/graphql/generated";
import { accountMessages as a } from "~/lib/account/messages";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Profile/Settings/Delete account", backTo: "/profile/settings" };
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
    if (error instanceof ApiError || error instanceof ApiUnavailableError) {
      return data({ error: a.deleteFailure }, { status: error instanceof ApiError ? 400 : 503 });
    }
    throw error;
  }
  getSession(context).signOut();
  return redirect("/auth/login");
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
