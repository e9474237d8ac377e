import type { EventRow } from "./db.js";
import { canSeeExactLocation, canSeeGuests, permissionsOf, relationOf, type ViewerRelation } from "./domain/access.js";
import { describeAttendance } from "./domain/attendance.js";
import { mayManageAttendees } from "./domain/permissions.js";
import { rsvp } from "./domain/rsvp.js";
import { searchEvents } from "./domain/search.js";
import { isTicketFull, isTicketPublic } from "./domain/tickets.js";
import { findEventForViewer, findEventWithAttendee } from "./domain/viewing.js";
import { refreshLoaders, requireViewer, type GraphQLContext } from "../graphql/context.js";
import { decodeEventCursor, encodeEventCursor } from "../graphql/cursor.js";
import type { Resolvers } from "../graphql/generated.js";
import { toEventTicket, toUserTicket } from "./ticket-views.js";

const MAX_GUEST_PREVIEW = 20;

export const eventResolvers: Resolvers = {
  EventQuery: {
    async search(_parent, { first, after, criteria }, context) {
      const page = await searchEvents(context.deps, context.viewer?.userId ?? null, {
        first,
        after: after ? decodeEventCursor(after) : null,
        criteria: criteria ?? {},
      });
      const last = page.events.at(-1);
      return {
        nodes: page.events.map((event) => present(event, context)),
        pageInfo: { hasNextPage: page.hasNextPage, endCursor: last ? encodeEventCursor(last) : null },
        totalCount: page.totalCount,
      };
    },
    async bySlugOrId(_parent, { slugOrId }, context) {
      const { event, attendee } = await findEventWithAttendee(context.deps, context.viewer?.userId ?? null, slugOrId);
      // The viewer's attendee row was read for the access check: the event's fields reuse it.
      if (context.viewer) context.loaders.myAttendee.prime(event.id, attendee);
      return present(event, context);
    },
  },

  EventMutation: {
    async rsvp(_parent, { input }, context) {
      const viewer = requireViewer(context);
      await rsvp(context.deps, viewer.userId, input);
      await refreshLoaders(context);
      return present(await findEventForViewer(context.deps, viewer.userId, input.eventId), context);
    },
  },

  // The parent is the events row (scripts/codegen.mjs); fields named as its columns resolve by default.
  Event: {
    eventId: (event) => event.id,
    startDate: (event) => event.startAt.toISOString(),
    endDate: (event) => event.endAt.toISOString(),
    isStarted: (event, _args, context) => event.startAt <= context.deps.clock(),
    isExpired: (event, _args, context) => event.endAt <= context.deps.clock(),
    async location(event, _args, context) {
      if (!event.locationAddress && event.locationLatitude === null && event.locationLongitude === null) return null;
      const visible = canSeeExactLocation(event, await relationTo(event, context));
      return {
        address: visible ? event.locationAddress : null,
        latitude: visible ? event.locationLatitude : null,
        longitude: visible ? event.locationLongitude : null,
        isOnlyVisibleToApprovedAttendees: event.locationOnlyVisibleToApprovedAttendees,
      };
    },
    async createdBy(event, _args, context) {
      const creator = await context.loaders.user.load(event.createdByUserId);
      if (!creator) throw new Error(`Creator ${event.createdByUserId} of event ${event.id} is missing.`);
      return creator;
    },
    async tickets(event, _args, context) {
      const now = context.deps.clock();
      const showAmounts = isStaff(await relationTo(event, context));
      const tickets = await context.loaders.ticketsOfEvent.load(event.id);
      return tickets.filter((ticket) => isTicketPublic(ticket, now)).map((ticket) => toEventTicket(ticket, { showAmounts }));
    },
    async isListFull(event, _args, context) {
      const now = context.deps.clock();
      const offered = (await context.loaders.ticketsOfEvent.load(event.id)).filter((ticket) => isTicketPublic(ticket, now));
      return offered.length > 0 && offered.every(isTicketFull);
    },
    async approvedAttendees(event, _args, context) {
      if (!canSeeGuests(event.optInShowGuestCount, await relationTo(event, context))) return 0;
      return (await context.loaders.attendanceCounts.load(event.id)).approved;
    },
    async pendingAttendees(event, _args, context) {
      if (!isStaff(await relationTo(event, context))) return 0;
      return (await context.loaders.attendanceCounts.load(event.id)).pending;
    },
    async guestPreview(event, { first }, context) {
      if (!canSeeGuests(event.optInShowGuestList, await relationTo(event, context))) return [];
      const userIds = await context.loaders.guestPreview.load({
        eventId: event.id,
        first: Math.max(0, Math.min(first, MAX_GUEST_PREVIEW)),
      });
      const guests = await context.loaders.user.loadMany(userIds);
      return guests.flatMap((guest) => (guest && !(guest instanceof Error) ? [guest] : []));
    },
    async my(event, _args, context) {
      if (!context.viewer) return null;
      const relation = await relationTo(event, context);
      const [held, tickets] = await Promise.all([
        context.loaders.myTickets.load(event.id),
        context.loaders.ticketsOfEvent.load(event.id),
      ]);
      const ticketTypes = new Map(tickets.map((ticket) => [ticket.id, ticket.ticketType]));
      return {
        ...describeAttendance(relation.attendee, held),
        roles: relation.attendee?.roles ?? [],
        isCreator: relation.isCreator,
        permissions: permissionsOf(relation),
        tickets: held.map((ticket) => toUserTicket(ticket, ticketTypes.get(ticket.eventTicketId) ?? "")),
      };
    },
  },
};

/** Seeds the loader with an event the response shows, so nothing in the request fetches it again. */
function present(event: EventRow, context: GraphQLContext): EventRow {
  context.loaders.event.prime(event.id, event);
  return event;
}

async function relationTo(event: EventRow, context: GraphQLContext): Promise<ViewerRelation> {
  const viewerId = context.viewer?.userId ?? null;
  const attendee = viewerId ? await context.loaders.myAttendee.load(event.id) : null;
  return relationOf(event, viewerId, attendee);
}

/** Staff who approve attendees see amounts and pending counts the public does not. */
function isStaff(relation: ViewerRelation): boolean {
  return mayManageAttendees(permissionsOf(relation));
}
