import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../area-routes";

/** The events area's URLs (spec 2): the event list, the event page, declining, search, the editor. */
export const eventsRoutes = {
  // The header's search suggestions (a resource route: JSON for the combobox).
  standalone: [route("resources/search-suggestions", "routes/events/search-suggestions.ts")],
  // The public event page also works signed out.
  main: [
    route("events/:slug", "routes/events/event.tsx"),
    route("events/:slug/calendar.ics", "routes/events/calendar.ts"),
    // Its link-preview image (og:image), made for each version of the event.
    route("events/:slug/og.png", "routes/events/og-image.ts"),
  ],
  // The event list: public for visitors, the members' home for members.
  publicList: [route("events", "routes/events/index.tsx")],
  protected: [
    route("events/:slug/decline", "routes/events/decline.tsx"),
    // The viewer's ticket: a print-friendly page and a PDF, for its holder only.
    route("events/:slug/ticket", "routes/events/ticket.tsx"),
    route("events/:slug/ticket.pdf", "routes/events/ticket-pdf.ts"),
    // Sharing the other places of a ticket for several people, and the page a share link opens.
    route("events/:slug/ticket/share", "routes/events/ticket-share.tsx"),
    route("tickets/claim/:token", "routes/events/claim-ticket.tsx"),
    // Comments on the event page: every comment form posts here (and shows its errors here without JavaScript).
    route("events/:slug/comments", "routes/events/comments.tsx"),
    // A comment image at full size (its thumbnail's link; a lightbox opens instead with JavaScript).
    route("events/:slug/comments/:commentId/images/:mediaId", "routes/events/comment-image.tsx"),
    route("search", "routes/events/search.tsx"),
    // The event editor (spec 2 §2): Info tab.
    route("rep-club/events/create", "routes/events/create.tsx"),
    route("events/edit/:id", "routes/events/edit.tsx"),
    // Buying paid tickets: the order and its payment, then the order's status.
    route("events/:slug/checkout", "routes/events/checkout.tsx"),
    route("events/:slug/checkout/:bookingId", "routes/events/checkout-status.tsx"),
  ],
} satisfies AreaRoutes;
