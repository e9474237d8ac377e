import { data, href, useLoaderData } from "react-router";
import type { Route } from "./+types/settings";
import { loadPasskeySection } from "~/.server/account/passkeys.server";
import { loadTwoFactorSection } from "~/.server/account/two-factor.server";
import { loadPayoutSection } from "~/.server/account/payouts.server";
import { PayoutAccountsSection } from "~/components/account/settings/payout-accounts";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { ChangeEmailSection } from "~/components/account/settings/change-email";
import { ChangePasswordSection } from "~/components/account/settings/change-password";
import { ChangePhoneSection } from "~/components/account/settings/change-phone";
import { ProfileTabs } from "~/components/account/profile-tabs";
import { phoneCountries } from "~/lib/phone";
import { DeleteAccountSection } from "~/components/account/settings/delete-account";
import { PasskeysSection } from "~/components/account/settings/passkeys";
import { TwoFactorSection } from "~/components/account/settings/two-factor";
import type { RouteHandle } from "~/lib/route-handle";

// Settings is a list of sections, each built the same way: its component in
// components/account/settings/<section>.tsx; its form posts to its own route,
// routes/account/settings/<section> (with a page of its own where a form without
// JavaScript needs one to show errors); what it shows, if anything, is loaded here by
// .server/account/<section>.server.ts. Adding a section touches only those and this list.
export const handle: RouteHandle = { title: "Profile/Settings", backTo: href("/profile") };
export const meta: Route.MetaFunction = () => [{ title: "Settings" }, { name: "robots", content: "noindex" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  const [passkeys, twoFactor, payouts] = await Promise.all([loadPasskeySection(context, url), loadTwoFactorSection(context, url), loadPayoutSection(context, url)]);
  return data({ passkeys, twoFactor, payouts, countries: phoneCountries() });
}

export default function Settings() {
  const sections = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <h1>Settings</h1>
      <ProfileTabs />
      <ChangePasswordSection />
      <ChangeEmailSection />
      <ChangePhoneSection current={sections.twoFactor.phoneNumber} verified={sections.twoFactor.phoneVerified} countries={sections.countries} />
      <TwoFactorSection data={sections.twoFactor} />
      <PasskeysSection passkeys={sections.passkeys.passkeys} />
      <PayoutAccountsSection data={sections.payouts} />
      <DeleteAccountSection />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
