// Who may do what with an event's money and tickets: the staff-actions table
// (api/events/domain/staff-actions.ts, docs/decisions/0021) decides; this reads it.
import type { EventRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { DomainError } from "../../../kernel/errors.js";
import { relationOf, type ViewerRelation } from "../../../events/domain/access.js";
import { mayPerform, type EventAction } from "../../../events/domain/staff-actions.js";
import { findEventWithAttendee } from "../../../events/domain/viewing.js";

export interface TeamEvent {
  event: EventRow;
  relation: ViewerRelation;
}

/**
 * The event (by id or slug) when the viewer may take the action on it. NOT_FOUND when the
 * viewer may not see the event at all; AUTH_NOT_AUTHORIZED when they may see it but not do this.
 */
export async function eventForAction(deps: DomainDeps, userId: string, slugOrId: string, action: EventAction, refusal: string): Promise<TeamEvent> {
  const { event, attendee, managesClub } = await findEventWithAttendee(deps, userId, slugOrId);
  const relation = relationOf(event, userId, attendee, managesClub);
  if (!mayPerform(relation, action)) throw new DomainError("AUTH_NOT_AUTHORIZED", refusal);
  return { event, relation };
}
