// Arranging events for e2e tests through the platform API, as a host would make them.
import type { APIRequestContext } from "@playwright/test";
import { graphql } from "./members";

const CREATE = `mutation ($input: EventInfoInput!) { event { create(input: $input) { eventId slug } } }`;
const SAVE_TICKET = `mutation ($eventId: ID!, $input: EventTicketInput!) { event { saveTicket(eventId: $eventId, input: $input) { eventTicketId } } }`;
const PUBLISH = `mutation ($eventId: ID!) { event { publish(eventId: $eventId) { eventId } } }`;

export interface HostedEventOptions {
  name: string;
  eventType?: string;
  /** Days from now to the start (whole hours are fine too: 0.5 is noon-ish tomorrow). */
  startsInDays: number;
  hours?: number;
  timeZone?: string;
  /** Unlisted by default: tests' events must not push the demo events off the first page of /events. */
  isListed?: boolean;
  /** EventTicketInput fields over a free, active, public ticket that needs no approval. */
  tickets?: (Record<string, unknown> & { ticketType: string })[];
  /** Default true. */
  publish?: boolean;
}

/** A published event of the token's member, with its tickets; their ids in the order given. */
export async function hostEvent(request: APIRequestContext, token: string, options: HostedEventOptions) {
  const start = new Date(Date.now() + options.startsInDays * 24 * 3600_000);
  const { event } = await graphql<{ event: { create: { eventId: string; slug: string } } }>(request, token, CREATE, {
    input: {
      eventType: options.eventType ?? "PARTY",
      displayName: options.name,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + (options.hours ?? 2) * 3600_000).toISOString(),
      timeZone: options.timeZone ?? "America/Los_Angeles",
      isPrivate: false,
      isListed: options.isListed ?? false,
    },
  });
  const { eventId, slug } = event.create;
  const ticketIds: string[] = [];
  for (const ticket of options.tickets ?? []) {
    const { event: saved } = await graphql<{ event: { saveTicket: { eventTicketId: string } } }>(request, token, SAVE_TICKET, {
      eventId,
      input: { kind: "FREE", isRequiredApproval: false, isPrivate: false, isActive: true, optInShowTicketAmount: false, ...ticket },
    });
    ticketIds.push(saved.saveTicket.eventTicketId);
  }
  if (options.publish !== false) await graphql(request, token, PUBLISH, { eventId });
  return { eventId, slug, ticketIds };
}

/** Event settings with every opt-in at its default: the base a spec adds its one setting to. */
export const SETTINGS_NOTHING_OPTED_IN = {
  optInShowGuestList: false,
  optInShowGuestCount: false,
  optInAllowPublicEventPagePreview: true,
  optInDisplayRepScore: false,
  optInUseQrPass: true,
  optInAllowGuestInviteOthers: false,
  optInShowMusicEmbed: false,
  optInAgeLimit: false,
  isAllInPricing: false,
};
