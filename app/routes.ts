import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { accessRoutes } from "./routes/access/routes";
import { accountRoutes } from "./routes/account/routes";
import { clubsRoutes } from "./routes/clubs/routes";
import type { AreaRoutes } from "./routes/area-routes";
import { eventsRoutes } from "./routes/events/routes";
import { hostingRoutes } from "./routes/hosting/routes";
import { layoutsByPrefix } from "./routes/layouts-by-prefix";
import { piesRoutes } from "./routes/pies/routes";
import { rewardsRoutes } from "./routes/rewards/routes";

/**
 * Every URL of the web app: each area's part of the table (app/routes/<area>/routes.ts)
 * placed in the layouts. This is the web side's one list of areas.
 */
const areas: AreaRoutes[] = [accessRoutes, accountRoutes, eventsRoutes, hostingRoutes, clubsRoutes, piesRoutes, rewardsRoutes];
const placed = (part: keyof AreaRoutes) => areas.flatMap((area) => area[part] ?? []);

/** The table as the areas and layouts make it; React Router gets it with each layout placed by first segment. */
export const routeTable = [
  ...placed("standalone"),

  // The shell (the public chrome for signed-out visitors), in three layouts side by side that differ
  // only by their guard: the main area's pages also work signed out, the public list lets visitors
  // in, the protected pages are for members. Side by side, not nested in one shell layout: the
  // router walks every level of each route it tries on every request (docs/decisions/0091). Each
  // is placed once per first path segment of its pages, below (0094).
  layout("routes/layouts/main.tsx", placed("main")),
  layout("routes/layouts/public-list.tsx", [index("routes/index.tsx"), ...placed("publicList")]),
  layout("routes/layouts/protected.tsx", placed("protected")),

  // Stored images and documents (api/media): /media/<id>.webp and /media/<id>.pdf, the same for every visitor
  route("media/:file", "routes/media/image.ts"),
  // Presigned picture uploads with JavaScript on (docs/decisions/0083)
  route("media-uploads", "routes/media/uploads.ts"),

  // Development tools (a local trial only, unless DEV_OUTBOX is on; docs/decisions/0014)
  route("dev/outbox", "routes/dev/outbox.tsx"),
  // The local sandbox payment provider's hosted checkout (the API answers only in a trial without Stripe)
  route("dev/pay/:checkoutId", "routes/dev/pay.tsx"),

  // Any other path
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

export default layoutsByPrefix(routeTable, { notFound: "routes/not-found.tsx" }) satisfies RouteConfig;
