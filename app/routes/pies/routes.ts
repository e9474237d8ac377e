import { index, route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../area-routes";

/**
 * The pie area's URLs (spec 1 §2.2 legacy routes, spec 3 §2 pie area; ADR 0063): the pie hub
 * (its layout runs the pie hub guard) with the creation wizard and the dashboard's overview,
 * the checkout paying a pie's creation, and the public pie page. The hub's later pages
 * (sales, send, rewards, achievements) are other parts' and answer 404 until they exist.
 */
export const piesRoutes = {
  // The public pie page also works signed out.
  main: [route("legacy/pies/:idOrSlug", "routes/pies/pie.tsx")],
  protected: [
    // The members' home (spec 1 §2.2 /home, §2.4 home list tabs; ADR 0068): Featured, Newcomers, Watchlist.
    route("home", "routes/pies/home.tsx"),
    route("legacy/pie-hub", "routes/pies/hub-layout.tsx", [
      index("routes/pies/hub-index.tsx"),
      // The creation wizard: Details, Appearance, Slices, Summary (one module, a step per URL).
      ...["details", "appearance", "slices", "summary"].map((step) => route(step, "routes/pies/wizard.tsx", { id: `pies/wizard-${step}` })),
      route("overview", "routes/pies/overview.tsx"),
    ]),
    route("legacy/payment/checkout", "routes/pies/checkout.tsx"),
  ],
} satisfies AreaRoutes;
