import { Outlet, useLoaderData } from "react-router";
import { webEnv } from "~/.server/env.server";
import { Logo } from "~/components/logo";
import { GeneralErrorBoundary } from "~/components/error-boundary";

/**
 * The auth card without the guest-only guard, for pages a signed-in visitor needs
 * (account recovery, impersonation login); each page runs its own guard.
 */
export function loader() {
  return { productName: webEnv().productName };
}

export default function PlainAuthLayout() {
  const { productName } = useLoaderData<typeof loader>();
  return (
    <div className="auth-layout">
      <header className="auth-header">
        <Logo productName={productName} to="/" />
      </header>
      <main className="auth-card" id="main">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <main className="page-center">
      <GeneralErrorBoundary />
    </main>
  );
}
