// The events area's core GraphQL adapter: search and the event page (Event's fields and the
// viewer's status), RSVP, waiting lists, answers and the event editor's mutations; thin calls
// into domain/. The parts (checkout/, comments/, sharing/) have their own resolvers.
import type { EventRow } from "./db.js";
import { canSeeExactLocation, canSeeGuests, canViewEvent, mayEditEvent, permissionsOf, relationOf, type ViewerRelation } from "./domain/access.js";
import { otherSeriesDates, repeatEvent } from "./domain/recurrence.js";
import { createEvent, deleteEvent, duplicateEvent, publishEvent, setEventImage, updateEventInfo } from "./domain/editing.js";
import { saveTicket } from "./domain/ticket-editing.js";
import { confirmPrivacyPolicy, updateEventSettings } from "./domain/settings.js";
import { answerQuestions, saveQuestions } from "./domain/questions.js";
import { joinWaitingList, leaveWaitingList, waitingTicketIds } from "./domain/waiting-list.js";
import { describeAttendance } from "./domain/attendance.js";
import { mayManageAttendees } from "./domain/permissions.js";
import { staffActionsOf } from "./domain/staff-actions.js";
import { sharesOfHeldTickets } from "./sharing/resolvers.js";
import { associatedUserOf } from "./transfers/resolvers.js";
import { giveFreeTicket } from "./transfers/domain/gift.js";
import { rsvp } from "./domain/rsvp.js";
import { searchEvents } from "./domain/search.js";
import { isTicketFull, isTicketPublic } from "./domain/tickets.js";
import { issueTicketPass } from "./domain/ticket-pass.js";
import { findEventForViewer, findEventWithAttendee } from "./domain/viewing.js";
import { missingSocialAccounts, requiredSocialAccounts } from "./domain/social-requirements.js";
import { refreshLoaders, requireViewer, type GraphQLContext } from "../graphql/context.js";
import { decodeEventCursor, encodeEventCursor } from "../graphql/cursor.js";
import type { Resolvers } from "../graphql/generated.js";
import { toEventTicket, toUserTicket } from "./ticket-views.js";

const MAX_GUEST_PREVIEW = 20;
const MAX_SERIES_DATES = 10;

export const eventResolvers: Resolvers = {
  EventQuery: {
    search(_parent, { first, after, criteria }, context) {
      return searchEvents(context.deps, context.viewer?.userId ?? null, {
        first,
        after: after ? decodeEventCursor(after) : null,
        criteria: criteria ?? {},
      });
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
      const giftRecipient = input.response === "ACCEPT" ? input.giftRecipient?.trim() : null;
      // A gift: the ticket goes to the member named, the viewer's own RSVP is untouched.
      let gaveBack = false;
      if (giftRecipient) await giveFreeTicket(context.deps, viewer.userId, { ...input, giftRecipient });
      else gaveBack = await rsvp(context.deps, viewer.userId, input);
      // Declining, switching tickets or fewer plus-ones give places back; taking one does not.
      if (gaveBack) context.deps.placesMayHaveOpened();
      await refreshLoaders(context);
      return present(await findEventForViewer(context.deps, viewer.userId, input.eventId), context);
    },
    async create(_parent, { input, clubId }, context) {
      const viewer = requireViewer(context);
      return present(await createEvent(context.deps, viewer.userId, input, clubId ?? null), context);
    },
    async updateInfo(_parent, { eventId, input }, context) {
      const viewer = requireViewer(context);
      const event = await updateEventInfo(context.deps, viewer.userId, eventId, input);
      await refreshLoaders(context);
      return present(event, context);
    },
    async publish(_parent, { eventId }, context) {
      const viewer = requireViewer(context);
      const event = await publishEvent(context.deps, viewer.userId, eventId);
      await refreshLoaders(context);
      return present(event, context);
    },
    async duplicate(_parent, { eventId }, context) {
      const viewer = requireViewer(context);
      const event = await duplicateEvent(context.deps, viewer.userId, eventId);
      await refreshLoaders(context);
      return present(event, context);
    },
    async joinWaitingList(_parent, { eventTicketId }, context) {
      const event = await joinWaitingList(context.deps, requireViewer(context).userId, eventTicketId);
      return present(event, context);
    },
    async leaveWaitingList(_parent, { eventTicketId }, context) {
      const event = await leaveWaitingList(context.deps, requireViewer(context).userId, eventTicketId);
      return present(event, context);
    },
    async repeat(_parent, { eventId, period, occurrences }, context) {
      const created = await repeatEvent(context.deps, requireViewer(context).userId, eventId, period, occurrences);
      await refreshLoaders(context);
      return created.map((event) => present(event, context));
    },
    async confirmPrivacyPolicy(_parent, { eventId, accepted }, context) {
      const event = await confirmPrivacyPolicy(context.deps, requireViewer(context).userId, eventId, accepted);
      await refreshLoaders(context);
      return present(event, context);
    },
    async saveQuestions(_parent, { eventId, optInQuestionRequirements, questions }, context) {
      const event = await saveQuestions(context.deps, requireViewer(context).userId, eventId, { optInQuestionRequirements, questions });
      await refreshLoaders(context);
      return present(event, context);
    },
    async answerQuestions(_parent, { eventId, answers }, context) {
      const viewer = requireViewer(context);
      await answerQuestions(context.deps, viewer.userId, eventId, answers);
      await refreshLoaders(context);
      return present(await findEventForViewer(context.deps, viewer.userId, eventId), context);
    },
    async updateSettings(_parent, { eventId, input }, context) {
      const viewer = requireViewer(context);
      const event = await updateEventSettings(context.deps, viewer.userId, eventId, input);
      await refreshLoaders(context);
      return present(event, context);
    },
    async saveTicket(_parent, { eventId, input }, context) {
      const viewer = requireViewer(context);
      const ticket = await saveTicket(context.deps, viewer.userId, eventId, input);
      // A raised limit opens places.
      context.deps.placesMayHaveOpened();
      await refreshLoaders(context);
      return toEventTicket(ticket, { showAmounts: true });
    },
    async setImage(_parent, { eventId, imageId }, context) {
      const viewer = requireViewer(context);
      const event = await setEventImage(context.deps, viewer.userId, eventId, imageId ?? null);
      await refreshLoaders(context);
      return present(event, context);
    },
    async delete(_parent, { eventId }, context) {
      const viewer = requireViewer(context);
      await deleteEvent(context.deps, viewer.userId, eventId);
      return true;
    },
  },

  EventConnection: {
    nodes: (page, _args, context) =>
      page.events.map(({ searchRank: _rank, distanceMeters, ...event }) => {
        present(event, context);
        // The distance rides on the node only (not in the loader's row); found only where the viewer may see the place.
        return distanceMeters === undefined ? event : { ...event, distanceMeters };
      }),
    pageInfo(page) {
      const last = page.events.at(-1);
      return {
        hasNextPage: page.hasNextPage,
        endCursor: last
          ? encodeEventCursor({ startAt: last.startAt, id: last.id, rank: last.searchRank, distanceMeters: last.distanceMeters })
          : null,
      };
    },
    totalCount: (page) => page.totalCount(),
  },

  MyEventStatus: {
    async tickets(status, _args, context) {
      const held = status.heldTickets;
      if (held.length === 0) return [];
      const [tickets, shares] = await Promise.all([context.loaders.ticketsOfEvent.load(status.eventId), sharesOfHeldTickets(held, context)]);
      const ticketTypes = new Map(tickets.map((ticket) => [ticket.id, ticket.ticketType]));
      return Promise.all(
        held.map(async (ticket) => ({
          ...toUserTicket(ticket, ticketTypes.get(ticket.eventTicketId) ?? ""),
          // The pass admits its holder: only ever shown to the ticket's owner, and only where the event admits by QR pass.
          passToken: status.usesQrPass && ticket.ownerUserId === context.viewer?.userId ? issueTicketPass(context.deps.ticketPassKey, ticket) : null,
          shares: shares.get(ticket.id) ?? [],
          associatedUser: await associatedUserOf(ticket, context),
        })),
      );
    },
    // Read only when asked for (the event page), not for every list card.
    async waitingTicketIds(status, _args, context) {
      if (!context.viewer) return [];
      // Only full tickets have waiting lists: most pages need no query for it.
      const tickets = await context.loaders.ticketsOfEvent.load(status.eventId);
      if (!tickets.some(isTicketFull)) return [];
      return waitingTicketIds(context.deps, context.viewer.userId, status.eventId);
    },
    async missingSocialAccounts(status, _args, context) {
      const event = await context.loaders.event.load(status.eventId);
      if (!context.viewer || !event || requiredSocialAccounts(event).length === 0) return [];
      return missingSocialAccounts(context.deps.db, event, context.viewer.userId);
    },
  },

  // The parent is the events row (scripts/codegen.mjs); fields named as its columns resolve by default.
  Event: {
    eventId: (event) => event.id,
    taxRate: (event) => event.taxRateBasisPoints / 100,
    startDate: (event) => event.startAt.toISOString(),
    endDate: (event) => event.endAt.toISOString(),
    updatedAt: (event) => event.updatedAt.toISOString(),
    isStarted: (event, _args, context) => event.startAt <= context.deps.clock(),
    isExpired: (event, _args, context) => event.endAt <= context.deps.clock(),
    distanceKm: (event: EventRow & { distanceMeters?: number }) =>
      event.distanceMeters === undefined ? null : Math.round(event.distanceMeters / 100) / 10,
    locationRadius(event) {
      const { radiusAddress: address, radiusLatitude: latitude, radiusLongitude: longitude, radius, radiusUnit: unit } = event;
      if (!address || latitude === null || longitude === null || !radius) return null;
      return { address, latitude, longitude, radius, unit: unit ?? "KILOMETERS" };
    },
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
    async managedTickets(event, _args, context) {
      if (!mayEditEvent(await relationTo(event, context))) return [];
      const tickets = await context.loaders.ticketsOfEvent.load(event.id);
      return tickets.map((ticket) => toEventTicket(ticket, { showAmounts: true }));
    },
    async seriesDates(event, _args, context) {
      if (!event.seriesId) return [];
      const now = context.deps.clock();
      const viewerId = context.viewer?.userId ?? null;
      const others = await otherSeriesDates(context.deps, event);
      return others
        .filter((other) => other.endAt > now && canViewEvent(other, relationOf(other, viewerId, null)))
        .slice(0, MAX_SERIES_DATES)
        .map((other) => present(other, context));
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
      // Rep scores only where the host shows them (Settings: "Show guests' rep scores").
      return guests.flatMap((guest) => (guest && !(guest instanceof Error) ? [{ user: guest, repScore: event.optInDisplayRepScore ? guest.repScore : null }] : []));
    },
    async my(event, _args, context) {
      if (!context.viewer) return null;
      const [relation, held] = await Promise.all([relationTo(event, context), context.loaders.myTickets.load(event.id)]);
      return {
        ...describeAttendance(relation.attendee, held),
        roles: relation.attendee?.roles ?? [],
        isCreator: relation.isCreator,
        canEdit: mayEditEvent(relation),
        permissions: permissionsOf(relation),
        actions: staffActionsOf(relation),
        heldTickets: held,
        ...answersOf(await context.loaders.myAttendee.load(event.id)),
        eventId: event.id,
        usesQrPass: event.optInUseQrPass,
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
  const [attendee, managesClub] = await Promise.all([
    viewerId ? context.loaders.myAttendee.load(event.id) : null,
    viewerId && event.clubId ? context.loaders.managesClubEvents.load(event.clubId) : false,
  ]);
  return relationOf(event, viewerId, attendee, managesClub);
}

/** Staff who approve attendees see amounts and pending counts the public does not. */
function isStaff(relation: ViewerRelation): boolean {
  return mayManageAttendees(permissionsOf(relation));
}

function answersOf(attendee: { questionAnswers: { question: string; answer: string }[]; privacyPolicyState: "ACCEPTED" | "DECLINED" | null } | null) {
  return { answers: attendee?.questionAnswers ?? [], privacyPolicyState: attendee?.privacyPolicyState ?? null };
}
