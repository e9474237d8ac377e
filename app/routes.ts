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
    layout("routes/auth/layout.tsx", [
      route("login", "routes/auth/login.tsx"),
      route("sign-up", "routes/auth/sign-up.tsx"),
      route("sign-up-2", "routes/auth/sign-up-2.tsx"),
      route("confirm-email", "routes/auth/confirm-email.tsx"),
      route("mfa", "routes/auth/mfa.tsx"),
    ]),
  ]),

  // Main area: the shell for members; the public event page also works signed out.
  layout("routes/layouts/main.tsx", [
    route("events/:slug", "routes/events/event.tsx"),
    layout("routes/layouts/protected.tsx", [
      index("routes/index.tsx"),
      route("events", "routes/events/index.tsx"),
      route("search", "routes/search.tsx"),
      route("profile", "routes/profile/index.tsx"),
      route("profile/settings", "routes/profile/settings.tsx"),
      route("profile/settings/two-factor", "routes/profile/settings.two-factor.ts"),
      route("auth/verify-phone-number", "routes/auth/verify-phone-number.tsx"),
    ]),
  ]),

  // Resources (data endpoints used by pages)
  route("resources/email-availability", "routes/resources/email-availability.ts"),

  // Development tools (absent in production unless DEV_OUTBOX is on)
  route("dev/outbox", "routes/dev/outbox.tsx"),

  // Any other path
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
