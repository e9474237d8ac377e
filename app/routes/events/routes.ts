import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../area-routes";

/** The events area's URLs (spec 2): the event list, the event page, declining, search. */
export const eventsRoutes = {
  // The public event page also works signed out.
  main: [route("events/:slug", "routes/events/event.tsx")],
  // The event list: public for visitors, the members' home for members.
  publicList: [route("events", "routes/events/index.tsx")],
  protected: [route("events/:slug/decline", "routes/events/decline.tsx"), route("search", "routes/events/search.tsx")],
} satisfies AreaRoutes;
