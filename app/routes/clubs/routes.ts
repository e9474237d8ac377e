import { index, layout, route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../area-routes";

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
    // The manager area's rep points (spec 3 §2 rep-points): totals, members' balances, granting.
    route("my/rep-clubs/:club_id/rep-points", "routes/clubs/points/manage.tsx"),
    // The member's rep points (spec 3 §2 /rep-points and its trade tabs).
    route("rep-points", "routes/clubs/points/index.tsx"),
    layout("routes/clubs/points/layout.tsx", [
      route("rep-points/my-points", "routes/clubs/points/my-points.tsx"),
      route("rep-points/trade-requests", "routes/clubs/points/trade-requests.tsx"),
      route("rep-points/trade-history", "routes/clubs/points/trade-history.tsx"),
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
  ],
} satisfies AreaRoutes;
