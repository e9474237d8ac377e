import { index, route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../area-routes";

/**
 * The hosting area's URLs (spec 2 §2, host side): managing an event's attendees, guests,
 * invitations, door and money. Members only; the API decides who may see what.
 */
export const hostingRoutes = {
  protected: [
    // Money (spec 2 §7): earnings across the viewer's events.
    route("rep-club/events/revenue", "routes/hosting/money/all-revenue.tsx"),
    // The events the member manages, then one event's pages inside the management layout.
    route("rep-club/events", "routes/hosting/events.tsx"),
    route("rep-club/events/:id", "routes/hosting/manage-layout.tsx", [
      index("routes/hosting/overview.tsx"),
      route("approval", "routes/hosting/approval.tsx"),
      route("attendees/:attendeeId", "routes/hosting/attendee.tsx"),
      // Tickets the team gives without payment (Complimentary, VIP, Extra).
      route("give", "routes/hosting/grant.tsx"),
      route("team", "routes/hosting/team.tsx"),
      route("statistics", "routes/hosting/statistics.tsx"),
      // Guest list, invitations and messages (spec 2 §2 /rep-club/events/{id}/guest, /invite).
      route("guest", "routes/hosting/guests/guests.tsx"),
      route("invite", "routes/hosting/guests/invite.tsx"),
      route("message", "routes/hosting/guests/message.tsx"),
      // The door (spec 2 §3 zones, §7 scan and checked-in summary): scanning, its live summary, the zones.
      route("door", "routes/hosting/door/door.tsx"),
      route("door/summary", "routes/hosting/door/summary.tsx"),
      route("door/zones", "routes/hosting/door/zones.tsx"),
      // Money (spec 2 §7): the event's earnings and payouts; ticket limits.
      route("revenue", "routes/hosting/money/revenue.tsx"),
      route("tickets", "routes/hosting/money/ticket-limits.tsx"),
    ]),
    // An invitation to an event's team: accept or decline (linked from the e-mail, or an invite link).
    route("events/:slug/role-invite", "routes/hosting/role-invite.tsx"),
    // Exports (CSV streamed from the API).
    route("rep-club/events/:id/attendees.csv", "routes/hosting/attendees-csv.ts"),
    route("rep-club/events/:id/tickets.csv", "routes/hosting/tickets-csv.ts"),
    // The door's resources: the live summary's stream, the passes for offline scans, the sync of queued scans.
    route("rep-club/events/:id/door/summary/stream", "routes/hosting/door/summary-stream.ts"),
    route("rep-club/events/:id/door/passes", "routes/hosting/door/passes.ts"),
    route("rep-club/events/:id/door/sync", "routes/hosting/door/sync.ts"),
    // The guest list's former address, moved for good to …/guest.
    route("rep-club/events/:id/guests", "routes/hosting/guests/guests-moved.ts"),
    // The guest list's export and the e-mail picker's lookups.
    route("rep-club/events/:id/guests.csv", "routes/hosting/guests/guests-csv.ts"),
    route("rep-club/events/:id/invite/people", "routes/hosting/guests/invite-people.ts"),
    // The host's contacts, across events.
    route("rep-club/contacts", "routes/hosting/guests/contacts.tsx"),
    route("rep-club/contacts/import", "routes/hosting/guests/contacts-import.tsx"),
    // An invitee's answer: the e-mailed link.
    route("invitations/:invitationId", "routes/hosting/guests/invitation.tsx"),
    // The team's payout queue (support and admin staff; ADR 0022): record what became of each request.
    route("support/payouts", "routes/hosting/money/payout-queue.tsx"),
  ],
} satisfies AreaRoutes;
