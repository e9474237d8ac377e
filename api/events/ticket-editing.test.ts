// The editor's Tickets tab through the API: who may add and change tickets, their rules,
// and a limit that never falls below the places taken, even while RSVPs arrive.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { ticketEditorMessages } from "../../contract/events/messages.js";
import { createEvent, createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";

let api: TestApi;
let host: AuthInfo;

const TICKET_FIELDS = "eventTicketId ticketType kind price isActive isPrivate isRequiredApproval additionalGuests balance { limitedAmount availableAmount releasedAmount }";
const SAVE = `mutation ($eventId: ID!, $input: EventTicketInput!) { event { saveTicket(eventId: $eventId, input: $input) { ${TICKET_FIELDS} } } }`;
const MANAGED = `query ($slugOrId: String!) { event { bySlugOrId(slugOrId: $slugOrId) { managedTickets { ticketType isActive } tickets { ticketType } } } }`;
const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;

function ticket(overrides: Record<string, unknown> = {}) {
  return {
    ticketType: "General Admission",
    kind: "FREE",
    limitedAmount: 100,
    isRequiredApproval: false,
    isPrivate: false,
    isActive: true,
    optInShowTicketAmount: true,
    ...overrides,
  };
}

async function save(token: string, eventId: string, input: Record<string, unknown>) {
  return (await api.graphql(SAVE, { eventId, input }, { token })).body;
}

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("adding and changing tickets", () => {
  test("the host adds free, approval and paid tickets; a free ticket costs nothing whatever was sent", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const free = await save(host.token, event.id, ticket({ price: 2500 }));
    expect(free.errors).toBeUndefined();
    expect(free.data.event.saveTicket).toMatchObject({ kind: "FREE", price: 0, balance: { limitedAmount: 100, availableAmount: 100 } });
    const approval = await save(host.token, event.id, ticket({ ticketType: "Guest list", isRequiredApproval: true, limitedAmount: null }));
    expect(approval.data.event.saveTicket).toMatchObject({ isRequiredApproval: true, balance: { limitedAmount: null, availableAmount: null } });
    const paid = await save(host.token, event.id, ticket({ ticketType: "VIP", kind: "PAID", price: 4500, additionalGuests: 1 }));
    expect(paid.data.event.saveTicket).toMatchObject({ kind: "PAID", price: 4500, additionalGuests: 1 });
  });

  test("a paid ticket needs a price in range; names and limits are checked, each error at its field", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    expect((await save(host.token, event.id, ticket({ kind: "PAID", price: 0 }))).errors[0].extensions.fields).toEqual({ price: ticketEditorMessages.priceRange });
    expect((await save(host.token, event.id, ticket({ ticketType: " " }))).errors[0].extensions.fields).toEqual({ ticketType: ticketEditorMessages.nameRequired });
    expect((await save(host.token, event.id, ticket({ limitedAmount: 0 }))).errors[0].extensions.fields).toEqual({ limitedAmount: ticketEditorMessages.limitRange });
  });

  test("only those who may edit the event add tickets or see the inactive and private ones", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const stranger = await createVerifiedUser(api);
    const refused = await save(stranger.token, event.id, ticket());
    expect(refused.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");

    await save(host.token, event.id, ticket({ ticketType: "Open" }));
    await save(host.token, event.id, ticket({ ticketType: "Hidden", isPrivate: true }));
    await save(host.token, event.id, ticket({ ticketType: "Retired", isActive: false }));
    const forHost = (await api.graphql(MANAGED, { slugOrId: event.id }, { token: host.token })).body.data.event.bySlugOrId;
    expect(forHost.managedTickets.map((t: { ticketType: string }) => t.ticketType)).toEqual(["Open", "Hidden", "Retired"]);
    expect(forHost.tickets.map((t: { ticketType: string }) => t.ticketType)).toEqual(["Open"]);
    const forStranger = (await api.graphql(MANAGED, { slugOrId: event.id }, { token: stranger.token })).body.data.event.bySlugOrId;
    expect(forStranger.managedTickets).toEqual([]);
  });

  test("a limit cannot fall below the places taken, even while RSVPs arrive; available follows the limit", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const created = (await save(host.token, event.id, ticket({ limitedAmount: 10 }))).data.event.saveTicket;
    const guests = await Promise.all(Array.from({ length: 6 }, () => createVerifiedUser(api)));

    // Six RSVPs and a cut of the limit to 4, all at once: either the cut fails, or it happens first and at most 4 get in.
    const [cut, ...answers] = await Promise.all([
      save(host.token, event.id, ticket({ eventTicketId: created.eventTicketId, limitedAmount: 4 })),
      ...guests.map((guest) => api.graphql(RSVP, { input: { eventId: event.id, eventTicketId: created.eventTicketId, response: "ACCEPT" } }, { token: guest.token })),
    ]);
    const admitted = answers.filter((answer) => !answer.body.errors).length;
    const after = (await save(host.token, event.id, ticket({ eventTicketId: created.eventTicketId, limitedAmount: 20 }))).data.event.saveTicket;
    expect(after.balance).toEqual({ limitedAmount: 20, availableAmount: 20 - admitted, releasedAmount: admitted });
    if (cut.errors) {
      expect(cut.errors[0].message).toBe(ticketEditorMessages.limitBelowTaken(admitted));
      expect(admitted).toBeGreaterThan(4);
    } else {
      expect(admitted).toBeLessThanOrEqual(4);
    }

    const tooLow = await save(host.token, event.id, ticket({ eventTicketId: created.eventTicketId, limitedAmount: admitted - 1 }));
    expect(tooLow.errors[0].extensions.fields).toEqual({ limitedAmount: ticketEditorMessages.limitBelowTaken(admitted) });
  });
});

describe("the ticket's other fields", () => {
  const FULL = `mutation ($eventId: ID!, $input: EventTicketInput!) { event { saveTicket(eventId: $eventId, input: $input) {
    color gratuityPercentage visibleStartAt visibleEndAt } } }`;
  const OFFERED = `query ($slugOrId: String!) { event { bySlugOrId(slugOrId: $slugOrId) { tickets { ticketType } } } }`;

  test("colour, gratuity and a sale window are kept; a ticket outside its window is not offered", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const opens = new Date(api.clock.now().getTime() + 24 * 3600_000).toISOString();
    const closes = new Date(api.clock.now().getTime() + 36 * 3600_000).toISOString();
    const saved = await api.graphql(
      FULL,
      {
        eventId: event.id,
        input: ticket({ ticketType: "Early Bird", kind: "PAID", price: 2000, color: "#FF8800", gratuityPercentage: 10, visibleStartAt: opens, visibleEndAt: closes }),
      },
      { token: host.token },
    );
    expect(saved.body.errors, JSON.stringify(saved.body.errors)).toBeUndefined();
    expect(saved.body.data.event.saveTicket).toEqual({
      color: "#ff8800",
      gratuityPercentage: 10,
      visibleStartAt: opens,
      visibleEndAt: closes,
    });
    // Not on sale yet: the public page does not offer it.
    expect((await api.graphql(OFFERED, { slugOrId: event.slug })).body.data.event.bySlugOrId.tickets).toEqual([]);
    api.clock.advance(25 * 3600_000);
    expect((await api.graphql(OFFERED, { slugOrId: event.slug })).body.data.event.bySlugOrId.tickets).toEqual([{ ticketType: "Early Bird" }]);
    api.clock.advance(-25 * 3600_000);
  });

  test("each broken rule at its field", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const fieldsOf = async (overrides: Record<string, unknown>) => (await save(host.token, event.id, ticket(overrides))).errors[0].extensions.fields;
    expect(await fieldsOf({ color: "orange" })).toEqual({ color: ticketEditorMessages.colorInvalid });
    expect(await fieldsOf({ gratuityPercentage: 101 })).toEqual({ gratuityPercentage: ticketEditorMessages.gratuityRange });
    const start = new Date(api.clock.now().getTime() + 3600_000).toISOString();
    expect(await fieldsOf({ visibleStartAt: start, visibleEndAt: start })).toEqual({ visibleEndAt: ticketEditorMessages.saleEndsBeforeStart });
  });
});
