// Plus-ones against the ticket's capacity, through the API on a real database (ADR 0068): an
// RSVP with plus-ones takes a place for each; more plus-ones than places left are refused; the
// holder changes them from their ticket until the event starts (places taken or given back,
// never beyond the limit under concurrent changes); a stranger cannot; declining gives all back.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { events, eventTickets, userTickets, type EventTicketRow } from "../../db/schema.js";
import { eventMessages } from "../../../contract/events/messages.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
let host: AuthInfo;

const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { my { tickets { ticketId additionalGuests maxAdditionalGuests canChangePlusOnes } } } } }`;
const SET = `mutation ($ticketId: ID!, $n: Int!) { event { setPlusOnes(ticketId: $ticketId, additionalGuests: $n) { ticketId additionalGuests } } }`;

async function balanceOf(ticket: EventTicketRow) {
  const [row] = await api.platform.deps.db.select().from(eventTickets).where(eq(eventTickets.id, ticket.id));
  return { available: row!.availableAmount, released: row!.releasedAmount };
}
const rsvp = (token: string, eventId: string, eventTicketId: string, additionalGuests: number | null, response = "ACCEPT") =>
  api.graphql(RSVP, { input: { eventId, eventTicketId, response, additionalGuests } }, { token });
const setPlusOnes = async (token: string, ticketId: string, n: number) => (await api.graphql(SET, { ticketId, n }, { token })).body;

beforeAll(async () => {
  api = await startTestApi({ graphqlRateLimitPerMinute: 100_000 });
  host = await createVerifiedUser(api, { name: "Harper Host" });
});
afterAll(async () => {
  await api?.close();
});

describe("plus-ones take places", () => {
  test("an RSVP takes one place for the holder and one for each plus-one; more than are left is refused", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "Trio", limitedAmount: 4, additionalGuests: 2 }] });
    const first = await createVerifiedUser(api);
    const second = await createVerifiedUser(api);
    expect((await rsvp(first.token, event.id, tickets[0]!.id, 2)).body.errors).toBeUndefined();
    expect(await balanceOf(tickets[0]!)).toEqual({ available: 1, released: 3 });
    const refused = (await rsvp(second.token, event.id, tickets[0]!.id, 1)).body;
    expect(refused.errors[0].extensions.code).toBe("CONFLICT");
    expect(await balanceOf(tickets[0]!)).toEqual({ available: 1, released: 3 });
    expect((await rsvp(second.token, event.id, tickets[0]!.id, 0)).body.errors).toBeUndefined();
    expect(await balanceOf(tickets[0]!)).toEqual({ available: 0, released: 4 });
    // Declining gives the holder's place and their plus-ones' back.
    expect((await rsvp(first.token, event.id, tickets[0]!.id, null, "DECLINE")).body.errors).toBeUndefined();
    expect(await balanceOf(tickets[0]!)).toEqual({ available: 3, released: 1 });
  });

  test("the holder changes them from their ticket: within the limit and the places left, only their own, only before the start", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "Pair", limitedAmount: 3, additionalGuests: 2 }] });
    const holder = await createVerifiedUser(api);
    const other = await createVerifiedUser(api);
    const held = (await rsvp(holder.token, event.id, tickets[0]!.id, 0)).body.data.event.rsvp.my.tickets[0];
    expect(held).toMatchObject({ additionalGuests: 0, maxAdditionalGuests: 2, canChangePlusOnes: true });
    expect(await balanceOf(tickets[0]!)).toEqual({ available: 2, released: 1 });

    expect((await setPlusOnes(holder.token, held.ticketId, 3)).errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { additionalGuests: eventMessages.plusOnesRange(2) } });
    expect((await setPlusOnes(other.token, held.ticketId, 1)).errors[0].extensions.code).toBe("NOT_FOUND");

    // Two changes at once on the last places: the row lock makes them take turns.
    const [a, b] = await Promise.all([setPlusOnes(holder.token, held.ticketId, 2), setPlusOnes(holder.token, held.ticketId, 1)]);
    expect([a.errors, b.errors]).toEqual([undefined, undefined]);
    const [row] = await api.platform.deps.db.select().from(userTickets).where(eq(userTickets.id, held.ticketId));
    const balance = await balanceOf(tickets[0]!);
    expect(balance).toEqual({ available: 2 - row!.additionalGuests, released: 1 + row!.additionalGuests });

    expect((await setPlusOnes(holder.token, held.ticketId, 2)).data.event.setPlusOnes).toEqual({ ticketId: held.ticketId, additionalGuests: 2 });
    expect(await balanceOf(tickets[0]!)).toEqual({ available: 0, released: 3 });
    expect((await setPlusOnes(holder.token, held.ticketId, 0)).data.event.setPlusOnes.additionalGuests).toBe(0);
    expect(await balanceOf(tickets[0]!)).toEqual({ available: 2, released: 1 });

    // A newcomer takes a place: now only one is left for the holder's plus-ones.
    expect((await rsvp(other.token, event.id, tickets[0]!.id, 0)).body.errors).toBeUndefined();
    const full = await setPlusOnes(holder.token, held.ticketId, 2);
    expect(full.errors[0].extensions).toMatchObject({ code: "CONFLICT", fields: { additionalGuests: eventMessages.plusOnesSoldOut } });
    expect(await balanceOf(tickets[0]!)).toEqual({ available: 1, released: 2 });

    // The doors opened (the token would outlive no clock jump of two days: the start moves instead).
    await api.platform.deps.db.update(events).set({ startAt: new Date(api.clock.now().getTime() - 60_000) }).where(eq(events.id, event.id));
    const late = await setPlusOnes(holder.token, held.ticketId, 1);
    expect(late.errors[0]).toMatchObject({ message: eventMessages.plusOnesClosed, extensions: { code: "CONFLICT" } });
  });
});
