import { data, href, useLoaderData } from "react-router";
import type { Route } from "./+types/settings";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadPasskeySection, passkeySectionAction } from "~/.server/access/passkeys.server";
import { loadTwoFactorSection } from "~/.server/account/two-factor.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { ChangeEmailSection } from "~/components/account/settings/change-email";
import { ChangePasswordSection } from "~/components/account/settings/change-password";
import { DeleteAccountSection } from "~/components/account/settings/delete-account";
import { PasskeysSection } from "~/components/account/settings/passkeys";
import { TwoFactorSection } from "~/components/account/settings/two-factor";
import type { RouteHandle } from "~/lib/route-handle";

// Settings is a list of sections; each section's data and forms live beside its component
// (password, e-mail, two-factor and deletion post to their own routes under /profile/settings/).
export const handle: RouteHandle = { title: "Profile/Settings", backTo: href("/profile") };
export const meta: Route.MetaFunction = () => [{ title: "Settings" }, { name: "robots", content: "noindex" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  const [passkeys, twoFactor] = await Promise.all([loadPasskeySection(context, url), loadTwoFactorSection(context, url)]);
  return data({ passkeys, twoFactor });
}

export async function action({ context, request, url }: Route.ActionArgs) {
  requireUser(context, url);
  const formData = await request.formData();
  const handled = await passkeySectionAction(context, formData, url);
  if (handled) return handled;
  return new Response("Unknown action", { status: 400 });
}

export default function Settings() {
  const sections = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <h1>Settings</h1>
      <ChangePasswordSection />
      <ChangeEmailSection />
      <TwoFactorSection data={sections.twoFactor} />
      <PasskeysSection passkeys={sections.passkeys.passkeys} />
      <DeleteAccountSection />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
