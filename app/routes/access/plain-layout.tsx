import { Outlet, useLoaderData } from "react-router";
import { webEnv } from "~/.server/platform/env.server";
import { AuthErrorBoundary, AuthFrame } from "~/components/access/auth-frame";

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
    <AuthFrame productName={productName}>
      <Outlet />
    </AuthFrame>
  );
}

export function ErrorBoundary() {
  return <AuthErrorBoundary />;
}
