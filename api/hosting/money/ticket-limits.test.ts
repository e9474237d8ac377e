// Raising a ticket's limit and choosing the tickets shown on the event page, through the API:
// who may, the rules at their fields, and a raise that keeps the counts exact while RSVPs run.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { attendees, eventTickets } from "../../db/schema.js";
import { moneyMessages } from "../../../contract/hosting/money-messages.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
let host: AuthInfo;

const RAISE = `mutation ($eventId: ID!, $eventTicketId: ID!, $limitedAmount: Int!) { event { increaseMaxTickets(eventId: $eventId, eventTicketId: $eventTicketId, limitedAmount: $limitedAmount) { eventTicketId isFull balance { limitedAmount availableAmount releasedAmount } } } }`;
const DISPLAY = `mutation ($eventId: ID!, $ids: [ID!]!) { event { changeDisplayedTickets(eventId: $eventId, displayedTicketIds: $ids) { eventTicketId isActive } } }`;
const PUBLIC_TICKETS = `query ($slug: String!) { event { bySlugOrId(slugOrId: $slug) { tickets { ticketType } } } }`;
const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;

async function ticketRow(id: string) {
  const [row] = await api.platform.deps.db.select().from(eventTickets).where(eq(eventTickets.id, id));
  return row;
}

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("increase max tickets", () => {
  test("a raise adds available places; a lower or equal limit, or a ticket without one, is refused at the field", async () => {
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      tickets: [
        { ticketType: "Entry", limitedAmount: 2 },
        { ticketType: "Open", limitedAmount: null },
      ],
    });
    await api.platform.deps.db.update(eventTickets).set({ availableAmount: 0, releasedAmount: 2 }).where(eq(eventTickets.id, tickets[0].id));
    const raised = await api.graphql(RAISE, { eventId: event.id, eventTicketId: tickets[0].id, limitedAmount: 5 }, { token: host.token });
    expect(raised.body.errors).toBeUndefined();
    expect(raised.body.data.event.increaseMaxTickets).toMatchObject({ isFull: false, balance: { limitedAmount: 5, availableAmount: 3, releasedAmount: 2 } });

    const lower = await api.graphql(RAISE, { eventId: event.id, eventTicketId: tickets[0].id, limitedAmount: 5 }, { token: host.token });
    expect(lower.body.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { limitedAmount: moneyMessages.limitNotRaised(5) } });
    const open = await api.graphql(RAISE, { eventId: event.id, eventTicketId: tickets[1].id, limitedAmount: 10 }, { token: host.token });
    expect(open.body.errors[0].extensions.fields).toEqual({ limitedAmount: moneyMessages.limitUnlimited });
    const huge = await api.graphql(RAISE, { eventId: event.id, eventTicketId: tickets[0].id, limitedAmount: 1_000_000 }, { token: host.token });
    expect(huge.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(await ticketRow(tickets[0].id)).toMatchObject({ limitedAmount: 5, availableAmount: 3 });
  });

  test("co-hosts may raise a limit; door staff may not", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "Entry", limitedAmount: 2 }] });
    const [cohost, door] = [await createVerifiedUser(api), await createVerifiedUser(api)];
    await api.platform.deps.db.insert(attendees).values([
      { eventId: event.id, userId: cohost.userId, roles: ["CO_HOST"] },
      { eventId: event.id, userId: door.userId, roles: ["DOOR"] },
    ]);
    const refused = await api.graphql(RAISE, { eventId: event.id, eventTicketId: tickets[0].id, limitedAmount: 4 }, { token: door.token });
    expect(refused.body.errors[0]).toMatchObject({ message: moneyMessages.ticketsNotAllowed, extensions: { code: "AUTH_NOT_AUTHORIZED" } });
    const allowed = await api.graphql(RAISE, { eventId: event.id, eventTicketId: tickets[0].id, limitedAmount: 4 }, { token: cohost.token });
    expect(allowed.body.data.event.increaseMaxTickets.balance.limitedAmount).toBe(4);
  });

  test("raised while guests RSVP at the same moment, the ticket never oversells and its counts stay exact", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "Entry", limitedAmount: 3 }] });
    const guests = await Promise.all(Array.from({ length: 8 }, () => createVerifiedUser(api)));
    const answers = await Promise.all([
      ...guests.map((guest) => api.graphql(RSVP, { input: { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" } }, { token: guest.token })),
      api.graphql(RAISE, { eventId: event.id, eventTicketId: tickets[0].id, limitedAmount: 6 }, { token: host.token }),
    ]);
    expect(answers.at(-1)!.body.errors).toBeUndefined();
    const accepted = answers.slice(0, -1).filter((answer) => !answer.body.errors).length;
    const row = await ticketRow(tickets[0].id);
    expect(row.limitedAmount).toBe(6);
    expect(row.releasedAmount).toBe(accepted);
    expect(accepted).toBeLessThanOrEqual(6);
    expect(accepted).toBeGreaterThanOrEqual(3);
    expect(row.availableAmount).toBe(6 - row.releasedAmount - row.lockedAmount);
  });
});

describe("change displayed tickets", () => {
  test("the listed tickets are offered in that order; the others are taken off sale; foreign or repeated ids are refused", async () => {
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      tickets: [{ ticketType: "Early" }, { ticketType: "Regular" }, { ticketType: "Late" }],
    });
    const other = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "Elsewhere" }] });
    const saved = await api.graphql(DISPLAY, { eventId: event.id, ids: [tickets[2].id, tickets[0].id] }, { token: host.token });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.event.changeDisplayedTickets).toEqual([
      { eventTicketId: tickets[2].id, isActive: true },
      { eventTicketId: tickets[0].id, isActive: true },
      { eventTicketId: tickets[1].id, isActive: false },
    ]);
    const shown = await api.graphql(PUBLIC_TICKETS, { slug: event.slug });
    expect(shown.body.data.event.bySlugOrId.tickets).toEqual([{ ticketType: "Late" }, { ticketType: "Early" }]);

    for (const ids of [[tickets[0].id, tickets[0].id], [other.tickets[0].id]]) {
      const refused = await api.graphql(DISPLAY, { eventId: event.id, ids }, { token: host.token });
      expect(refused.body.errors[0].extensions.fields).toEqual({ displayedTicketIds: moneyMessages.displayedTicketsInvalid });
    }
    const stranger = await createVerifiedUser(api);
    expect((await api.graphql(DISPLAY, { eventId: event.id, ids: [] }, { token: stranger.token })).body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
  });
});
