// The events a member manages (/rep-club/events): those they created and those where a role
// or a grant gives them any staff action other than sharing; with their counts.
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { attendees, events, type AttendeeRow, type EventRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { relationOf } from "../../../events/domain/access.js";
import { mayManageEvent, staffActionsOf, type EventAction } from "../../../events/domain/staff-actions.js";
import { eventRoleLabels } from "../../../../contract/events/roles.js";
import { attendeeCounts, countTicketTypes, summarizeEvents, type AttendeeSummary } from "./attendee-list.js";
import { findManagedEvent, inviterScope } from "./staff.js";
import { grantKindsOf } from "./grants.js";
import type { GrantKind } from "../../../../contract/hosting/messages.js";
import { requireClubEventsManager } from "../../../clubs/domain/access.js";
import { notFound } from "../../../kernel/errors.js";
import { eventMessages } from "../../../../contract/events/messages.js";

/** Enough for any host; the list is not paged. */
const MAX_MANAGED = 200;

export interface ManagedEventView {
  event: EventRow;
  summary: AttendeeSummary;
  ticketTypes: Awaited<ReturnType<typeof countTicketTypes>>;
  actions: EventAction[];
  labels: string[];
  /** The kinds of ticket the viewer may give. */
  grantKinds: GrantKind[];
}

/**
 * With a club (its id or slug): the club's events, for a viewer who may manage them (ADR 0028;
 * NOT_FOUND otherwise). Without: the viewer's own and those they are on the team of.
 */
export async function listManagedEvents(deps: DomainDeps, viewerId: string, clubIdOrSlug: string | null = null): Promise<ManagedEventView[]> {
  const club = clubIdOrSlug === null ? null : await requireClubEventsManager(deps, viewerId, clubIdOrSlug);
  const rows = await deps.db
    .select({ event: events, attendee: attendees })
    .from(events)
    .leftJoin(attendees, and(eq(attendees.eventId, events.id), eq(attendees.userId, viewerId)))
    .where(
      and(
        isNull(events.deletedAt),
        club
          ? eq(events.clubId, club.id)
          : or(
              eq(events.createdByUserId, viewerId),
              sql`${attendees.roles} <> '{ATTENDEE}'::attendee_role[]`,
              sql`cardinality(${attendees.grantedPermissions}) > 0`,
            ),
      ),
    )
    .orderBy(desc(events.startAt))
    .limit(MAX_MANAGED);
  const managed = rows
    .map(({ event, attendee }) => ({ event, attendee, relation: relationOf(event, viewerId, attendee, club !== null) }))
    .filter(({ relation }) => mayManageEvent(relation));
  const ids = managed.map(({ event }) => event.id);
  const [summaries, types] = await Promise.all([summarizeEvents(deps.db, ids), countTicketTypes(deps.db, ids)]);
  return managed.map(({ event, attendee, relation }) => ({
    event,
    summary: summaries.get(event.id) ?? { total: 0, approved: 0, pending: 0, checkedIn: 0, declined: 0, none: 0 },
    ticketTypes: types.filter((type) => type.eventId === event.id),
    actions: staffActionsOf(relation),
    labels: labelsOf(relation.isCreator, attendee),
    grantKinds: grantKindsOf({ relation, actions: staffActionsOf(relation) }),
  }));
}

/**
 * The overview of one managed event; a promoter's counts are of their own attendees. With a
 * club: NOT_FOUND unless the viewer may manage the club's events and the event is the club's.
 */
export async function findManagedEventView(deps: DomainDeps, viewerId: string, slugOrId: string, clubIdOrSlug: string | null = null): Promise<ManagedEventView> {
  const club = clubIdOrSlug === null ? null : await requireClubEventsManager(deps, viewerId, clubIdOrSlug);
  const access = await findManagedEvent(deps, viewerId, slugOrId);
  if (club && access.event.clubId !== club.id) throw notFound(eventMessages.notFound);
  const { summary, ticketTypes } = await attendeeCounts(deps, access.event.id, inviterScope(access, "view"));
  return {
    event: access.event,
    summary,
    ticketTypes,
    actions: access.actions,
    labels: labelsOf(access.relation.isCreator, access.attendee),
    grantKinds: grantKindsOf(access),
  };
}

function labelsOf(isCreator: boolean, attendee: Pick<AttendeeRow, "roles"> | null): string[] {
  return eventRoleLabels({ isCreator, roles: attendee?.roles ?? [] });
}

