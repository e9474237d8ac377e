import { index, layout, prefix, route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../area-routes";

/** The access area's URLs (spec 1 §2.2 "Auth" and "Public"): sign-up, sign-in, codes, passkeys, terms, invites. */
export const accessRoutes = {
  standalone: [
    ...prefix("auth", [
      index("routes/access/index.tsx"),
      route("logout", "routes/access/logout.tsx"),
      route("im-logout", "routes/access/im-logout.tsx"),
      route("process", "routes/access/process.ts"),
      layout("routes/access/layout.tsx", [
        route("login", "routes/access/login.tsx"),
        route("sign-up", "routes/access/sign-up.tsx"),
        route("sign-up-2", "routes/access/sign-up-2.tsx"),
        route("confirm-email", "routes/access/confirm-email.tsx"),
        route("forgot-password", "routes/access/forgot-password.tsx"),
        route("reset-password", "routes/access/reset-password.tsx"),
      ]),
      // Signed-in auth pages without the guest-only guard; each runs its own.
      layout("routes/access/plain-layout.tsx", [
        route("recover", "routes/access/recover.tsx"),
        route("im-login", "routes/access/im-login.tsx"),
        route("mfa", "routes/access/mfa.tsx"),
      ]),
    ]),
    // Resources (data endpoints used by pages)
    route("resources/email-availability", "routes/access/email-availability.ts"),
    route("resources/passkey/register-options", "routes/access/passkey-register-options.ts"),
    route("resources/passkey/register", "routes/access/passkey-register.ts"),
    route("resources/passkey/login-options", "routes/access/passkey-login-options.ts"),
    route("resources/passkey/login", "routes/access/passkey-login.ts"),
  ],
  // Public pages (spec 1 §2.2 "Public"), and the terms interstitial (spec 1 §4)
  main: [
    route("terms-of-service", "routes/access/terms-of-service.tsx"),
    route("privacy-policy", "routes/access/privacy-policy.tsx"),
    route("facebook-data-deletion-instructions-url", "routes/access/facebook-data-deletion.tsx"),
    route("accept-invite/:id", "routes/access/accept-invite.tsx"),
    route("terms-update", "routes/access/terms-update.tsx"),
  ],
  protected: [
    route("auth/verify-phone-number", "routes/access/verify-phone-number.tsx"),
    // Support staff give a member invites (404 for members).
    route("support/invites", "routes/access/grant-invites.tsx"),
  ],
} satisfies AreaRoutes;
