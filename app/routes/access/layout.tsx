import { Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { requireGuest } from "~/.server/platform/page-guards.server";
import { webEnv } from "~/.server/platform/env.server";
import { configuredSocialProviders } from "~/.server/access/social.server";
import { AuthErrorBoundary, AuthFrame } from "~/components/access/auth-frame";

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
    <AuthFrame productName={productName}>
      <Outlet />
    </AuthFrame>
  );
}

export function ErrorBoundary() {
  return <AuthErrorBoundary />;
}
