import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../area-routes";
import { notificationRoutes } from "./notifications/routes";

/** The account area's URLs: profile, settings, e-mail change confirmation, e-mail subscriptions. */
export const accountRoutes = {
  standalone: [
    ...notificationRoutes.standalone,
    // The shell's developer-mode toggle (a trial only).
    route("developer-mode", "routes/layouts/developer-mode.tsx"),
    // The profile menu's lite-mode switch (app/lib/lite-mode.ts).
    route("lite-mode", "routes/layouts/lite-mode.tsx"),
  ],
  main: [route("unsubscribe", "routes/account/unsubscribe.tsx")],
  protected: [
    route("profile", "routes/account/profile.tsx"),
    route("profile/information", "routes/account/profile-information.tsx"),
    route("profile/personal", "routes/account/profile-personal.tsx"),
    route("profile/location", "routes/account/profile-location.tsx"),
    route("profile/social", "routes/account/profile-social.tsx"),
    route("profile/notifications", "routes/account/profile-notifications.tsx"),
    route("profile/invites", "routes/account/profile-invites.tsx"),
    route("profile/settings", "routes/account/settings.tsx"),
    route("profile/settings/delete-account", "routes/account/settings/delete-account.tsx"),
    route("profile/settings/password", "routes/account/settings/password.tsx"),
    route("profile/settings/email", "routes/account/settings/email.tsx"),
    route("profile/settings/phone", "routes/account/settings/phone.tsx"),
    route("profile/settings/payout", "routes/account/settings/payout.ts"),
    route("payout/process", "routes/account/payout-process.ts"),
    route("tabs/profile/confirm-email", "routes/account/confirm-email.tsx"),
    route("profile/settings/two-factor", "routes/account/settings/two-factor.ts"),
    route("profile/settings/passkeys", "routes/account/settings/passkeys.ts"),
    ...notificationRoutes.protected,
  ],
} satisfies AreaRoutes;
