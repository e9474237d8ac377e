import { index, route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../area-routes";
import { rewardsPieHubRoutes } from "../rewards/routes";

/**
 * The pie area's URLs (spec 1 §2.2 legacy routes, spec 3 §2 pie area; ADR 0063): the pie hub
 * (its layout runs the pie hub guard) with the creation wizard and the dashboard's overview,
 * the checkout paying a pie's creation, the public pie page, and the trade page with the slice
 * order's page (buying and sending slices, ADR 0070). The hub's sales and edit page are the
 * dashboard's (ADR 0074); its rewards and achievements are the rewards area's, placed in the hub
 * (ADR 0087); send/{id} is the slice trade's (ADR 0070).
 */
export const piesRoutes = {
  // A pie's picture: its layers drawn as one image (ADR 0095), for the pie page, the lists and link previews.
  standalone: [route("legacy/pies/:idOrSlug/picture", "routes/pies/picture.ts")],
  // The public pie page also works signed out.
  main: [route("legacy/pies/:idOrSlug", "routes/pies/pie.tsx")],
  protected: [
    // The members' home (spec 1 §2.2 /home, §2.4 home list tabs; ADR 0068): the trade hub's
    // Featured, Newcomers and Watchlist (ADR 0069), where "Explore More Pies" leads.
    route("home", "routes/pies/fans/trade-hub.tsx", { id: "pies/home" }),
    route("legacy/pie-hub", "routes/pies/hub-layout.tsx", [
      index("routes/pies/hub-index.tsx"),
      // The creation wizard: Details, Appearance, Slices, Summary (one module, a step per URL).
      ...["details", "appearance", "slices", "summary"].map((step) => route(step, "routes/pies/wizard.tsx", { id: `pies/wizard-${step}` })),
      route("overview", "routes/pies/overview.tsx"),
      // The dashboard's Sales tab and the edit page with its ?tab= tabs (ADR 0074); its Manage tab is the team's and the ownership's (ADR 0073).
      route("overview/edit/:id", "routes/pies/edit.tsx"),
      route("sales", "routes/pies/sales.tsx"),
      route("send/:id", "routes/pies/hub-send.tsx"),
      // The hub's rewards and achievements (the rewards area's modules), under the same guard and picker.
      ...rewardsPieHubRoutes,
    ]),
    // The Appearance pictures sent straight to storage with JavaScript (ADR 0085).
    route("legacy/pie-layer-uploads", "routes/pies/layer-uploads.ts"),
    route("legacy/payment/checkout", "routes/pies/checkout.tsx"),
    // The pie award modal's Activate (ADR 0074).
    route("legacy/pie-award", "routes/pies/award.ts"),
    // Buying and sending slices (ADR 0070): the trade page and the slice order's return page.
    route("legacy/trade/:idOrSlug", "routes/pies/trade.tsx"),
    route("legacy/payment/buy/:id", "routes/pies/payment-buy.tsx"),
    // The fan side (ADR 0069): the trade hub's tabs, pie clubs, the member's slices, and the wish list's form target.
    route("legacy/trade-hub", "routes/pies/fans/trade-hub.tsx"),
    route("legacy/pie-clubs", "routes/pies/fans/pie-clubs.tsx"),
    route("legacy/slices", "routes/pies/fans/slices.tsx"),
    route("legacy/pies/:idOrSlug/wish", "routes/pies/fans/wish.ts"),
  ],
} satisfies AreaRoutes;
