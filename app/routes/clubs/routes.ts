import { index, route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../area-routes";

// The alternates of spec 3 §2 without a club id (app/lib/clubs/rep-club-alternates.ts); the
// /rep-club/events pages are the host's own (hosting area), the achievement pages the rewards area's.
const REP_CLUB_ALTERNATE_PATHS = ["team", "rep-points", "loyalty-tiers", "offers", "offers/create", "achievements", "achievements/create"];

/**
 * The clubs area's URLs (spec 3 §2 club area): the member's clubs and the rep club wizard, one
 * club for its managers, and the club manager area's event pages. Those are the events and
 * hosting areas' own route modules registered a second time with their own ids (ADR 0028):
 * they read the optional club_id param to scope their calls and build their links.
 * The member's rep points sit under the trade tabs (ADR 0058).
 */
export const clubsRoutes = {
  protected: [
    route("my/rep-clubs", "routes/clubs/index.tsx"),
    // The rep club wizard: Details, Image, Accounts, Preview (?step=…&club=…).
    route("my/rep-clubs/create", "routes/clubs/create.tsx"),
    route("my/rep-clubs/:id", "routes/clubs/club.tsx"),
    route("my/rep-clubs/:id/edit", "routes/clubs/edit.tsx"),
    // The manager area's team (spec 3 §2 team): members, collaborators and the owner's transfer.
    route("my/rep-clubs/:club_id/team", "routes/clubs/team.tsx"),
    // The member's invitations to clubs' teams, beside /profile/invites (ADR 0061).
    route("profile/invites/clubs", "routes/clubs/team-invitations/invites.tsx"),
    // The manager area's accounts (spec 3 §2 accounts): the club's payout account and fees; the provider returns to payout/process.
    route("my/rep-clubs/:club_id/accounts", "routes/clubs/accounts/accounts.tsx"),
    route("my/rep-clubs/payout/process", "routes/clubs/accounts/payout-process.ts"),
    // The /rep-club/ alternates without a club id (spec 3 §2; ADR 0061): one module, registered per URL.
    ...REP_CLUB_ALTERNATE_PATHS.map((path) => route(`rep-club/${path}`, "routes/clubs/rep-club/alternate.tsx", { id: `clubs/rep-club/${path}` })),
    // The manager area's loyalty tiers (spec 3 §2 loyalty-tiers; ADR 0059).
    route("my/rep-clubs/:club_id/loyalty-tiers", "routes/clubs/tiers/loyalty-tiers.tsx"),
    // The manager area's rep points (spec 3 §2 rep-points): totals, members' balances, granting.
    route("my/rep-clubs/:club_id/rep-points", "routes/clubs/points/manage.tsx"),
    // Buying rep points (spec 3 §2 /rep-clubs/{id}/buy-points; ADR 0065): the packages, then one order's status.
    route("rep-clubs/:id/buy-points", "routes/clubs/purchases/buy-points.tsx"),
    route("rep-clubs/:id/buy-points/:orderId", "routes/clubs/purchases/order.tsx"),
    // The member's rep points (spec 3 §2 /rep-points and its trade tabs).
    route("rep-points", "routes/clubs/points/layout.tsx", [
      index("routes/clubs/points/index.tsx"),
      route("my-points", "routes/clubs/points/my-points.tsx"),
      route("trade-requests", "routes/clubs/points/trade-requests.tsx"),
      route("trade-history", "routes/clubs/points/trade-history.tsx"),
    ]),
    // The manager area's events (spec 3 §2: events index, revenue, {id}, {id}/approval, {id}/invite, {id}/revenue).
    route("my/rep-clubs/:club_id/events", "routes/hosting/events.tsx", { id: "clubs/events" }),
    route("my/rep-clubs/:club_id/events/revenue", "routes/hosting/money/all-revenue.tsx", { id: "clubs/events-revenue" }),
    route("my/rep-clubs/:club_id/events/create", "routes/events/create.tsx", { id: "clubs/events-create" }),
    route("my/rep-clubs/:club_id/events/:id", "routes/hosting/manage-layout.tsx", { id: "clubs/manage-layout" }, [
      index("routes/hosting/overview.tsx", { id: "clubs/manage-overview" }),
      route("approval", "routes/hosting/approval.tsx", { id: "clubs/manage-approval" }),
      route("invite", "routes/hosting/guests/invite.tsx", { id: "clubs/manage-invite" }),
      route("revenue", "routes/hosting/money/revenue.tsx", { id: "clubs/manage-revenue" }),
    ]),
    // The invitation picker's lookups, for the club's invite page.
    route("my/rep-clubs/:club_id/events/:id/invite/people", "routes/hosting/guests/invite-people.ts", { id: "clubs/invite-people" }),
    // The manager area's offers (spec 3 §2, ADR 0060): index, create, the offer types, one offer and its edit page.
    route("my/rep-clubs/:club_id/offers", "routes/clubs/offers/index.tsx"),
    route("my/rep-clubs/:club_id/offers/create", "routes/clubs/offers/create.tsx"),
    route("my/rep-clubs/:club_id/offers/select-offer-type", "routes/clubs/offers/select-offer-type.tsx"),
    route("my/rep-clubs/:club_id/offers/:offer_type", "routes/clubs/offers/new-offer.tsx", { id: "clubs/offers-new-by-type" }),
    route("my/rep-clubs/:club_id/offer/detail/:id", "routes/clubs/offers/detail.tsx"),
    route("my/rep-clubs/:club_id/offer/edit/:id", "routes/clubs/offers/edit.tsx"),
    // A bonus rule given to one member by a reward manager (ADR 0071).
    route("my/rep-clubs/:club_id/offer/detail/:id/bonus", "routes/clubs/earning/give-bonus.tsx"),
    // The claims of a social-action, survey or download rule, approved or rejected by a reward manager (ADR 0079).
    route("my/rep-clubs/:club_id/offer/detail/:id/claims", "routes/clubs/earning/claims.tsx"),
    // One programme's new-offer form per category; the module answers 404 for a programme not of its category.
    route("my/rep-clubs/:club_id/way-to-reward-members/:sub_type", "routes/clubs/offers/new-offer.tsx", { id: "clubs/offers-new-reward" }),
    route("my/rep-clubs/:club_id/way-to-reward-members/:sub_type/:id", "routes/clubs/offers/edit.tsx", { id: "clubs/offers-edit-reward" }),
    route("my/rep-clubs/:club_id/way-to-earn-status/:program", "routes/clubs/offers/new-offer.tsx", { id: "clubs/offers-new-status" }),
    route("my/rep-clubs/:club_id/way-to-earn-points/:program", "routes/clubs/offers/new-offer.tsx", { id: "clubs/offers-new-earn" }),
    route("my/rep-clubs/:club_id/way-to-buy-points/:program", "routes/clubs/offers/new-offer.tsx", { id: "clubs/offers-new-buy" }),
  ],
  main: [
    // Finding and joining clubs (spec 3 §2 /rep-clubs, /rep-clubs/{id}; ADR 0059): public, signed out too.
    route("rep-clubs", "routes/clubs/discover/index.tsx"),
    route("rep-clubs/:id", "routes/clubs/discover/club.tsx"),
    // A club's published offers, public (spec 3 §2 /rep-clubs/{id}/offers).
    route("rep-clubs/:id/offers", "routes/clubs/offers/club-offers.tsx"),
    // The member's offers across their clubs, behind the redeemOffers flag (404 while it is off).
    route("offers", "routes/clubs/offers/my-offers.tsx", { id: "clubs/my-offers" }),
    // The member's redeemed offers (ADR 0066), before offers/:tab.
    route("offers/redeemed", "routes/clubs/redemptions/redeemed.tsx"),
    // A paid offer's order (ADR 0080): where the payment provider sends the buyer back.
    route("offers/orders/:orderId", "routes/clubs/redemptions/offer-order.tsx"),
    route("offers/:tab", "routes/clubs/offers/my-offers.tsx", { id: "clubs/my-offers-tab" }),
  ],
} satisfies AreaRoutes;
