import { Outlet, useLoaderData, useLocation } from "react-router";
import type { loadShell } from "~/.server/platform/shell.server";
import { PublicChrome, Shell } from "./shell";
import { GeneralErrorBoundary } from "./error-boundary";

/**
 * What the three shell layouts (main, public-list, protected) render from their shared loader
 * (loadShell): the shell for members, the public chrome for signed-out visitors.
 */
export function ShellLayout() {
  const { productName, signedIn, me, unreadCount, impersonated, developerMode, liteMode, socialLinks } = useLoaderData<typeof loadShell>();
  const location = useLocation();
  if (me) {
    return (
      <Shell user={me} productName={productName} impersonated={impersonated} unreadCount={unreadCount} developerMode={developerMode} liteMode={liteMode}>
        <Outlet />
      </Shell>
    );
  }
  return (
    <PublicChrome productName={productName} signedIn={signedIn} returnTo={location.pathname + location.search} socialLinks={socialLinks}>
      <Outlet />
    </PublicChrome>
  );
}

export function ShellErrorBoundary() {
  return (
    <main className="page-center">
      <GeneralErrorBoundary />
    </main>
  );
}
