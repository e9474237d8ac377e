import type { Route } from "./+types/settings";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ChangeEmailSection } from "~/components/settings/change-email";
import { ChangePasswordSection } from "~/components/settings/change-password";
import { DeleteAccountSection } from "~/components/settings/delete-account";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Profile/Settings", backTo: "/profile" };
export const meta: Route.MetaFunction = () => [{ title: "Settings" }, { name: "robots", content: "noindex" }];

/** Settings: a heading and its sections; each section posts to its own route under /profile/settings/. */
export default function Settings() {
  return (
    <section className="stack-lg">
      <h1>Settings</h1>
      <ChangePasswordSection />
      <ChangeEmailSection />
      <DeleteAccountSection />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
