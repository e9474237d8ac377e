import { data, Outlet, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/main";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { webEnv } from "~/.server/platform/env.server";
import { ShellUserDocument } from "~/graphql/generated";
import { PublicChrome, Shell } from "~/components/ui/shell";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { developerModeOn, featureFlagsFor } from "~/.server/platform/feature-flags.server";
import { FEATURE_FLAG_FEATURES, FEATURE_FLAG_NAMES } from "~/lib/feature-flags";
import { liteModeCookieOn, savesData } from "~/lib/lite-mode";

/** The main area: members get the shell, signed-out visitors (public event page) get the public chrome. */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const session = getSession(context);
  const productName = webEnv().productName;
  const user = session.user;
  if (!user || !user.isComplete || user.isDeleted || user.mfaPending) {
    return data({ productName, signedIn: Boolean(user), me: null, unreadCount: 0, impersonated: false, developerMode: null, liteMode: null });
  }
  const { user: result, notification } = await loadOrThrow(context, () => getApi(context).query(ShellUserDocument), url);
  const { devOutbox } = webEnv();
  const back = url.pathname + url.search;
  // What the toggle turns on: the flags' features, and (on) which are on now, through the same resolver as every flag check.
  const flags = featureFlagsFor(request);
  const developerMode = devOutbox
    ? { on: developerModeOn(request), back, features: FEATURE_FLAG_NAMES.map((name) => ({ ...FEATURE_FLAG_FEATURES[name], on: flags[name] })) }
    : null;
  const liteMode = { on: liteModeCookieOn(request.headers.get("Cookie")), byBrowser: savesData(request.headers.get("Save-Data")), back };
  return data({ productName, signedIn: true, me: result.me, unreadCount: notification.unreadCount, impersonated: Boolean(user.impersonatedBy), developerMode, liteMode });
}

export default function MainLayout() {
  const { productName, signedIn, me, unreadCount, impersonated, developerMode, liteMode } = useLoaderData<typeof loader>();
  const location = useLocation();
  if (me) {
    return (
      <Shell user={me} productName={productName} impersonated={impersonated} unreadCount={unreadCount} developerMode={developerMode} liteMode={liteMode}>
        <Outlet />
      </Shell>
    );
  }
  return (
    <PublicChrome productName={productName} signedIn={signedIn} returnTo={location.pathname + location.search}>
      <Outlet />
    </PublicChrome>
  );
}

export function ErrorBoundary() {
  return (
    <main className="page-center">
      <GeneralErrorBoundary />
    </main>
  );
}
