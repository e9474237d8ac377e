import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every URL of the web app, grouped by area as spec 1 §2.2 lists them.
 * A page is found from its URL here in one step.
 */
export default [
  // Auth
  ...prefix("auth", [
    index("routes/auth/index.tsx"),
    route("logout", "routes/auth/logout.tsx"),
    route("im-logout", "routes/auth/im-logout.tsx"),
    route("process", "routes/auth/process.ts"),
    layout("routes/auth/layout.tsx", [
      route("login", "routes/auth/login.tsx"),
      route("sign-up", "routes/auth/sign-up.tsx"),
      route("sign-up-2", "routes/auth/sign-up-2.tsx"),
      route("confirm-email", "routes/auth/confirm-email.tsx"),
      route("forgot-password", "routes/auth/forgot-password.tsx"),
      route("reset-password", "routes/auth/reset-password.tsx"),
    ]),
    // Signed-in auth pages without the guest-only guard; each runs its own.
    layout("routes/auth/plain-layout.tsx", [
      route("recover", "routes/auth/recover.tsx"),
      route("im-login", "routes/auth/im-login.tsx"),
      route("mfa", "routes/auth/mfa.tsx"),
    ]),
  ]),

  // Main area: the shell for members; the public event page also works signed out.
  layout("routes/layouts/main.tsx", [
    route("events/:slug", "routes/events/event.tsx"),
    // Public pages (spec 1 §2.2 "Public"), and the terms interstitial (spec 1 §4)
    route("terms-of-service", "routes/public/terms-of-service.tsx"),
    route("privacy-policy", "routes/public/privacy-policy.tsx"),
    route("facebook-data-deletion-instructions-url", "routes/public/facebook-data-deletion.tsx"),
    route("unsubscribe", "routes/public/unsubscribe.tsx"),
    route("accept-invite/:id", "routes/public/accept-invite.tsx"),
    route("terms-update", "routes/public/terms-update.tsx"),
    // The event list: public for visitors, the members' home for members.
    layout("routes/layouts/public-list.tsx", [index("routes/index.tsx"), route("events", "routes/events/index.tsx")]),
    layout("routes/layouts/protected.tsx", [
      route("events/:slug/decline", "routes/events/decline.tsx"),
      route("search", "routes/search.tsx"),
      route("profile", "routes/profile/index.tsx"),
      route("profile/settings", "routes/profile/settings.tsx"),
      route("profile/settings/delete-account", "routes/profile/settings/delete-account.tsx"),
      route("profile/settings/password", "routes/profile/settings/password.tsx"),
      route("profile/settings/email", "routes/profile/settings/email.tsx"),
      route("tabs/profile/confirm-email", "routes/tabs/profile/confirm-email.tsx"),
      route("profile/settings/two-factor", "routes/profile/settings.two-factor.ts"),
      route("auth/verify-phone-number", "routes/auth/verify-phone-number.tsx"),
    ]),
  ]),

  // Resources (data endpoints used by pages)
  route("resources/email-availability", "routes/resources/email-availability.ts"),
  route("resources/passkey/register-options", "routes/resources/passkey-register-options.ts"),
  route("resources/passkey/register", "routes/resources/passkey-register.ts"),
  route("resources/passkey/login-options", "routes/resources/passkey-login-options.ts"),
  route("resources/passkey/login", "routes/resources/passkey-login.ts"),

  // Diagnostics: the benchmark's bare page (npm run bench), not part of the product
  route("bench/baseline", "routes/diagnostics/baseline.tsx"),

  // Development tools (a local trial only, unless DEV_OUTBOX is on; docs/decisions/0014)
  route("dev/outbox", "routes/dev/outbox.tsx"),

  // Any other path
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
