import { Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { requireGuest } from "~/.server/auth.server";
import { webEnv } from "~/.server/env.server";
import { configuredSocialProviders } from "~/.server/social.server";
import { Logo } from "~/components/logo";
import { GeneralErrorBoundary } from "~/components/error-boundary";

/** The auth layout: guest-only pages (spec 1 §2.3); /auth/confirm-email stays visible in every case. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, url }) => {
    requireGuest(context, url);
  },
];

export function loader() {
  return { productName: webEnv().productName, socialProviders: configuredSocialProviders() };
}

export default function AuthLayout() {
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
