import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../area-routes";

/** The account area's URLs: profile, settings, e-mail change confirmation, e-mail subscriptions. */
export const accountRoutes = {
  main: [route("unsubscribe", "routes/account/unsubscribe.tsx")],
  protected: [
    route("profile", "routes/account/profile.tsx"),
    route("profile/settings", "routes/account/settings.tsx"),
    route("profile/settings/delete-account", "routes/account/settings/delete-account.tsx"),
    route("profile/settings/password", "routes/account/settings/password.tsx"),
    route("profile/settings/email", "routes/account/settings/email.tsx"),
    route("tabs/profile/confirm-email", "routes/account/confirm-email.tsx"),
    route("profile/settings/two-factor", "routes/account/settings/two-factor.ts"),
    route("profile/settings/passkeys", "routes/account/settings/passkeys.ts"),
  ],
} satisfies AreaRoutes;
