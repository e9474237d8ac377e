import { data, Outlet, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/main";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { webEnv } from "~/.server/platform/env.server";
import { ShellUserDocument } from "~/graphql/generated";
import { PublicChrome, Shell } from "~/components/ui/shell";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { loadOrThrow } from "~/.server/platform/responses.server";

/** The main area: members get the shell, signed-out visitors (public event page) get the public chrome. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const session = getSession(context);
  const productName = webEnv().productName;
  const user = session.user;
  if (!user || !user.isComplete || user.isDeleted || user.mfaPending) {
    return data({ productName, signedIn: Boolean(user), me: null, impersonated: false });
  }
  const { user: result } = await loadOrThrow(context, () => getApi(context).query(ShellUserDocument), url);
  return data({ productName, signedIn: true, me: result.me, impersonated: Boolean(user.impersonatedBy) });
}

export default function MainLayout() {
  const { productName, signedIn, me, impersonated } = useLoaderData<typeof loader>();
  const location = useLocation();
  if (me) {
    return (
      <Shell user={me} productName={productName} impersonated={impersonated}>
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
