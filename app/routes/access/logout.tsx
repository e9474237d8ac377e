import { href, redirect } from "react-router";
import type { Route } from "./+types/logout";
import { stopImpersonation } from "~/.server/account/impersonation.server";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { LogoutConfirm } from "~/components/access/logout";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";

export const meta: Route.MetaFunction = () => [{ title: "Log out" }, { name: "robots", content: "noindex" }];

/** Without JavaScript the profile menu's Log Out leads here: the same question as the dialog. */
export function loader({ context }: Route.LoaderArgs) {
  if (!getSession(context).auth) throw redirect(href("/auth/login"));
  return null;
}

/** Revokes the session upstream, clears the cookie, and goes to /auth/login (spec 1 §2.4). */
export async function action({ context }: Route.ActionArgs) {
  const session = getSession(context);
  // Logging out while impersonating ends both sessions: the impersonation, then the staff member's own.
  if (session.impersonator) await stopImpersonation(context);
  if (session.auth) {
    // Leaving must work even when the API is down: the cookie is cleared regardless.
    await getApi(context)
      .auth("sign-out", {}, { bearer: true })
      .catch(() => undefined);
  }
  session.signOut();
  return redirect(href("/auth/login"));
}

export default function Logout() {
  return (
    <main className="page-center">
      <div className="card">
        <LogoutConfirm />
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
