import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { sessionMiddleware } from "~/.server/platform/middleware.server";
import { getSession } from "~/.server/platform/request-context.server";
import { serverContext } from "./context";
import { webEnv } from "~/.server/platform/env.server";
import { errorTitle, GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Toast } from "~/components/ui/toast";
import { ERROR_REPORTING_META } from "~/lib/error-reporting";
import { liteModeFrom } from "~/lib/lite-mode";
import "./styles/app.css";
import "./styles/access.css";
import "./styles/events.css";
import "./styles/clubs.css";
import "./styles/pies.css";

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = getSession(context);
  const { nonce } = context.get(serverContext);
  return data({
    nonce,
    signedIn: Boolean(session.user),
    flash: session.takeFlash() ?? null,
    productName: webEnv().productName,
    // Relative image paths are loaded from the media host (spec 1 §3; app/hooks/use-media-src.ts).
    mediaHost: webEnv().mediaUrl,
    // Lite mode (`Save-Data: on`, or the member's switch): no scripts; every page works without JavaScript.
    lite: liteModeFrom(request.headers),
    // Browser errors go to the error-reporting service when there is one (app/lib/error-reporting.ts).
    errorReporting: webEnv().errorReporting,
  });
}

/** The fallback title: every page has one, an error page its error's (routes with their own meta override it). */
export const meta: Route.MetaFunction = ({ data, error }) => [{ title: error ? errorTitle(error) : (data?.productName ?? "Events") }];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = root?.nonce;
  // Effects run children first: once this one runs, every listener the first page's components
  // add in theirs (the auth modal's, say) is in place. The browser tests wait for it before a
  // click that only JavaScript answers. In the layout, so error pages mark it too.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3D1277" />
        {root?.errorReporting && !root.lite ? <meta name={ERROR_REPORTING_META} content={JSON.stringify(root.errorReporting)} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {root?.lite ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const { flash } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      {flash ? <Toast key={`${flash.kind}:${flash.message}`} flash={flash} /> : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="page-center">
      <GeneralErrorBoundary error={error} status={status} />
    </main>
  );
}
