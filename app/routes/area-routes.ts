import type { RouteConfigEntry } from "@react-router/dev/routes";

/** An area's part of the URL table, by the layout app/routes.ts places it in. */
export interface AreaRoutes {
  /** Outside the shell: full-page flows and resource routes. */
  standalone?: RouteConfigEntry[];
  /** In the shell (routes/layouts/main.tsx), for visitors and members alike. */
  main?: RouteConfigEntry[];
  /** In the public list layout: public for visitors, the members' home for members. */
  publicList?: RouteConfigEntry[];
  /** Members only (routes/layouts/protected.tsx). */
  protected?: RouteConfigEntry[];
}
