import { route } from "@react-router/dev/routes";

/** The notifications' URLs (spec 1 §4): the list, and the bell's live count (a resource route). */
export const notificationRoutes = {
  standalone: [route("notifications/live", "routes/account/notifications/live.ts")],
  protected: [route("notifications", "routes/account/notifications/index.tsx")],
};
