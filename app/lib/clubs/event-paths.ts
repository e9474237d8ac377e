// Where the event management pages live: the host's under /rep-club/events, a club's under
// /my/rep-clubs/{club_id}/events (ADR 0028). The route modules are shared; they pass the
// optional club_id param here to build their links with the typed href helper.
import { href } from "react-router";

/** The event sections the club manager area registers (spec 3 §2); the host's area has more. */
export const CLUB_EVENT_SECTIONS: readonly string[] = ["", "approval", "invite", "revenue"];

export function managedEventsPath(clubId?: string): string {
  return clubId ? href("/my/rep-clubs/:club_id/events", { club_id: clubId }) : href("/rep-club/events");
}

export function createEventPath(clubId?: string): string {
  return clubId ? href("/my/rep-clubs/:club_id/events/create", { club_id: clubId }) : href("/rep-club/events/create");
}

export function allRevenuePath(clubId?: string): string {
  return clubId ? href("/my/rep-clubs/:club_id/events/revenue", { club_id: clubId }) : href("/rep-club/events/revenue");
}

/** One event's management page: the overview, or one of its sections. */
export function manageEventPath(clubId: string | undefined, id: string, section: "" | "approval" | "invite" | "revenue" = ""): string {
  if (clubId) {
    const params = { club_id: clubId, id };
    switch (section) {
      case "approval":
        return href("/my/rep-clubs/:club_id/events/:id/approval", params);
      case "invite":
        return href("/my/rep-clubs/:club_id/events/:id/invite", params);
      case "revenue":
        return href("/my/rep-clubs/:club_id/events/:id/revenue", params);
      default:
        return href("/my/rep-clubs/:club_id/events/:id", params);
    }
  }
  switch (section) {
    case "approval":
      return href("/rep-club/events/:id/approval", { id });
    case "invite":
      return href("/rep-club/events/:id/invite", { id });
    case "revenue":
      return href("/rep-club/events/:id/revenue", { id });
    default:
      return href("/rep-club/events/:id", { id });
  }
}

/** The invitation picker's lookups for the event. */
export function invitePeoplePath(clubId: string | undefined, id: string): string {
  return clubId ? href("/my/rep-clubs/:club_id/events/:id/invite/people", { club_id: clubId, id }) : href("/rep-club/events/:id/invite/people", { id });
}
