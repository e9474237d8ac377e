// Tickets the team gives (Complimentary, VIP, Extra) and plus-ones, through the API against a
// real database: who may give which kind, the place a grant takes (exactly the limit under
// concurrent grants), guests and members, the e-mail, the door, and the plus-ones' limits and counts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { attendees, eventTickets, guestTickets, users, type EventRow, type EventTicketRow } from "../../db/schema.js";
import { issueTicketPass } from "../../events/domain/ticket-pass.js";
import { eventMessages, ticketTransferMessages } from "../../../contract/events/messages.js";
import { grantMessages } from "../../../contract/hosting/messages.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
let host: AuthInfo;

const GRANT = `mutation ($input: GrantTicketInput!) { event { grantTicket(input: $input) {
  kind ticketType recipientName member { userName } guestTicketNo } } }`;
const MANAGED = `query ($slug: String!) { event { managedEvent(slugOrId: $slug) { grantKinds } } }`;
const ATTENDEES = `query ($slug: String!) { event { attendees(slugOrId: $slug) { nodes { user { userName } tickets { ticketType grantKind additionalGuests status } } } } }`;
const MY = `query ($slug: String!) { event { bySlugOrId(slugOrId: $slug) { my { tickets { ticketId grantKind additionalGuests status } } } } }`;
const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { my { tickets { ticketId additionalGuests } } } } }`;
const VERIFY = `mutation ($input: VerifyTicketInput!) { event { verifyTicket(input: $input) { status holderName additionalGuests } } }`;
const SUMMARY = `query ($eventId: ID!) { event { checkedInSummary(eventId: $eventId) { checkedIn admissible zones { checkedIn admissible } } } }`;
const GUESTS = `query ($eventId: ID!) { event { guestList(eventId: $eventId) { nodes { guestId fullName tickets { ticketNo grantKind } } } } }`;
const DELETE_GUEST = `mutation ($guestId: ID!) { event { deleteGuest(guestId: $guestId) } }`;
const COST = `query ($input: TicketOrderInput!) { event { ticketCost(input: $input) { total } } }`;

let handles = 0;
let nonces = 0;
const nonce = () => `grant-test-${Date.now()}-${++nonces}`;

async function member(name = "Robin Member"): Promise<AuthInfo & { handle: string; email: string }> {
  const auth = await createVerifiedUser(api, { name });
  const handle = `granted_${Date.now().toString(36)}_${++handles}`;
  const [row] = await api.platform.deps.db.update(users).set({ userName: handle }).where(eq(users.id, auth.userId)).returning();
  return { ...auth, handle, email: row.email };
}

/** A member on the event's team with these roles. */
async function staff(event: EventRow, roles: ("CO_HOST" | "PROMOTER" | "COORDINATOR" | "DOOR")[]) {
  const person = await member("Staff Person");
  await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: person.userId, roles });
  return person;
}

async function event(tickets: { ticketType: string; limitedAmount?: number | null; additionalGuests?: number; kind?: "FREE" | "PAID"; priceCents?: number }[] = [{ ticketType: "General", limitedAmount: 10 }]) {
  return createEvent(api, { createdByUserId: host.userId, startsInHours: 1, tickets });
}

async function grant(token: string, input: Record<string, unknown>) {
  return (await api.graphql(GRANT, { input }, { token })).body;
}

async function balanceOf(ticket: EventTicketRow) {
  const [row] = await api.platform.deps.db.select().from(eventTickets).where(eq(eventTickets.id, ticket.id));
  return { available: row.availableAmount, released: row.releasedAmount };
}

async function scan(event: EventRow, ticketId: string) {
  const code = issueTicketPass(api.platform.deps.ticketPassKey, { id: ticketId, status: "ACTIVE" })!;
  const answer = await api.graphql(VERIFY, { input: { eventId: event.id, zoneId: null, code, nonce: nonce() } }, { token: host.token });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.event.verifyTicket;
}

beforeAll(async () => {
  api = await startTestApi({ graphqlRateLimitPerMinute: 100_000 });
  host = await createVerifiedUser(api, { name: "Harper Host" });
});
afterAll(async () => {
  await api?.close();
});

describe("giving a ticket to a member", () => {
  test("a VIP ticket: takes a place, shows with its kind to the host and the member, is e-mailed and admits at the door", async () => {
    const { event: party, tickets } = await event();
    const guest = await member("Vic Important");
    const answer = await grant(host.token, { eventId: party.id, eventTicketId: tickets[0].id, kind: "VIP", recipient: `@${guest.handle}` });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.event.grantTicket).toEqual({ kind: "VIP", ticketType: "General", recipientName: "Vic Important", member: { userName: guest.handle }, guestTicketNo: null });
    expect(await balanceOf(tickets[0])).toEqual({ available: 9, released: 1 });

    const list = (await api.graphql(ATTENDEES, { slug: party.slug }, { token: host.token })).body.data.event.attendees.nodes;
    expect(list).toContainEqual({ user: { userName: guest.handle }, tickets: [{ ticketType: "General", grantKind: "VIP", additionalGuests: 0, status: "ACTIVE" }] });
    const mine = (await api.graphql(MY, { slug: party.slug }, { token: guest.token })).body.data.event.bySlugOrId.my.tickets;
    expect(mine).toEqual([expect.objectContaining({ grantKind: "VIP", status: "ACTIVE" })]);
    const [mail] = await api.outbox(guest.email);
    expect(mail.subject).toBe(grantMessages.emailSubject(party.displayName));
    expect(mail.text).toContain(grantMessages.emailLine("Harper Host", "VIP", party.displayName));
    expect(mail.text).toContain(`/events/${party.slug}/ticket`);

    expect(await scan(party, mine[0].ticketId)).toEqual({ status: "OK", holderName: "Vic Important", additionalGuests: 0 });
  });

  test("Complimentary to someone holding a ticket is refused; Extra needs one and gives a second", async () => {
    const { event: party, tickets } = await event([{ ticketType: "Free", limitedAmount: 10 }]);
    const guest = await member();
    const extraFirst = await grant(host.token, { eventId: party.id, eventTicketId: tickets[0].id, kind: "EXTRA", recipient: guest.handle });
    expect(extraFirst.errors[0].extensions.fields).toEqual({ recipient: grantMessages.extraNeedsTicket });

    expect((await api.graphql(RSVP, { input: { eventId: party.id, eventTicketId: tickets[0].id, response: "ACCEPT" } }, { token: guest.token })).body.errors).toBeUndefined();
    const comp = await grant(host.token, { eventId: party.id, eventTicketId: tickets[0].id, kind: "COMPLIMENTARY", recipient: guest.email });
    expect(comp.errors[0].extensions).toMatchObject({ code: "CONFLICT", fields: { recipient: ticketTransferMessages.recipientHolding } });

    expect((await grant(host.token, { eventId: party.id, eventTicketId: tickets[0].id, kind: "EXTRA", recipient: guest.handle })).errors).toBeUndefined();
    const mine = (await api.graphql(MY, { slug: party.slug }, { token: guest.token })).body.data.event.bySlugOrId.my.tickets;
    expect(mine.map((ticket: { grantKind: string | null }) => ticket.grantKind).sort()).toEqual(["EXTRA", null]);
    expect(await balanceOf(tickets[0])).toEqual({ available: 8, released: 2 });
  });

  test("bad input is refused at its field, and an unknown ticket too", async () => {
    const { event: party, tickets } = await event();
    const nobody = await grant(host.token, { eventId: party.id, eventTicketId: tickets[0].id, kind: "COMPLIMENTARY" });
    expect(nobody.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { recipient: grantMessages.recipientRequired } });
    const unknown = await grant(host.token, { eventId: party.id, eventTicketId: tickets[0].id, kind: "COMPLIMENTARY", recipient: "no_such_member_here" });
    expect(unknown.errors[0].extensions.fields).toEqual({ recipient: ticketTransferMessages.recipientNotFound });
    const guest = await member();
    const otherEvent = await event();
    const wrongTicket = await grant(host.token, { eventId: party.id, eventTicketId: otherEvent.tickets[0].id, kind: "VIP", recipient: guest.handle });
    expect(wrongTicket.errors[0].extensions.fields).toEqual({ eventTicketId: grantMessages.ticketNotFound });
    expect(await balanceOf(tickets[0])).toEqual({ available: 10, released: 0 });
  });
});

describe("who may give which kind", () => {
  test("VIP with CanAddVip (creator, co-host, promoter); Complimentary and Extra with ADD_EXTRA_TICKET (creator, co-host, coordinator)", async () => {
    const { event: party, tickets } = await event();
    const cases = [
      { who: host, kinds: ["COMPLIMENTARY", "VIP", "EXTRA"] },
      { who: await staff(party, ["CO_HOST"]), kinds: ["COMPLIMENTARY", "VIP", "EXTRA"] },
      { who: await staff(party, ["PROMOTER"]), kinds: ["VIP"] },
      { who: await staff(party, ["COORDINATOR"]), kinds: ["COMPLIMENTARY", "EXTRA"] },
      { who: await staff(party, ["DOOR"]), kinds: [] },
    ];
    for (const { who, kinds } of cases) {
      expect((await api.graphql(MANAGED, { slug: party.slug }, { token: who.token })).body.data.event.managedEvent.grantKinds).toEqual(kinds);
      for (const kind of ["COMPLIMENTARY", "VIP"]) {
        const answer = await grant(who.token, { eventId: party.id, eventTicketId: tickets[0].id, kind, recipient: (await member()).handle });
        if (kinds.includes(kind)) expect(answer.errors).toBeUndefined();
        else expect(answer.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
      }
    }
    // Someone off the team does not learn of the event's management at all.
    const outsider = await member();
    const refused = await grant(outsider.token, { eventId: party.id, eventTicketId: tickets[0].id, kind: "VIP", recipient: (await member()).handle });
    expect(refused.errors[0].extensions.code).toBe("NOT_FOUND");
    // Creator 2 + co-host 2 + promoter 1 + coordinator 1 grants.
    expect(await balanceOf(tickets[0])).toEqual({ available: 4, released: 6 });
  });
});

describe("capacity", () => {
  test("grants count against the ticket's limit: of 8 concurrent grants on 3 places exactly 3 succeed", async () => {
    const { event: party, tickets } = await event([{ ticketType: "Tight", limitedAmount: 3 }]);
    const recipients = await Promise.all(Array.from({ length: 8 }, () => member()));
    const answers = await Promise.all(recipients.map((recipient) => grant(host.token, { eventId: party.id, eventTicketId: tickets[0].id, kind: "COMPLIMENTARY", recipient: recipient.handle })));
    const won = answers.filter((answer) => !answer.errors);
    expect(won).toHaveLength(3);
    for (const lost of answers.filter((answer) => answer.errors)) expect(lost.errors[0].extensions.code).toBe("CONFLICT");
    expect(await balanceOf(tickets[0])).toEqual({ available: 0, released: 3 });
  });
});

describe("giving a ticket to a guest", () => {
  test("the guest joins the guest list with a numbered VIP ticket, is e-mailed its number, and removing them gives the place back", async () => {
    const { event: party, tickets } = await event([{ ticketType: "Door list", limitedAmount: 2 }]);
    const email = `guest-${Date.now()}@example.com`;
    const answer = await grant(host.token, { eventId: party.id, eventTicketId: tickets[0].id, kind: "VIP", guestName: "Gail Guest", guestEmail: email });
    expect(answer.errors).toBeUndefined();
    const { guestTicketNo } = answer.data.event.grantTicket;
    expect(answer.data.event.grantTicket).toMatchObject({ kind: "VIP", recipientName: "Gail Guest", member: null });
    expect(await balanceOf(tickets[0])).toEqual({ available: 1, released: 1 });
    const [mail] = await api.outbox(email);
    expect(mail.text).toContain(grantMessages.emailGuestTail(guestTicketNo));

    const guests = (await api.graphql(GUESTS, { eventId: party.id }, { token: host.token })).body.data.event.guestList.nodes;
    expect(guests).toEqual([{ guestId: expect.any(String), fullName: "Gail Guest", tickets: [{ ticketNo: guestTicketNo, grantKind: "VIP" }] }]);
    expect((await api.graphql(DELETE_GUEST, { guestId: guests[0].guestId }, { token: host.token })).body.errors).toBeUndefined();
    expect(await balanceOf(tickets[0])).toEqual({ available: 2, released: 0 });
    expect(await api.platform.deps.db.select().from(guestTickets).where(eq(guestTickets.eventId, party.id))).toEqual([]);
  });

  test("an Extra ticket is not for a guest, and a guest needs a name and a valid e-mail", async () => {
    const { event: party, tickets } = await event();
    const extra = await grant(host.token, { eventId: party.id, eventTicketId: tickets[0].id, kind: "EXTRA", guestName: "Gail", guestEmail: "gail@example.com" });
    expect(extra.errors[0].extensions.fields).toEqual({ kind: grantMessages.extraNotForGuests });
    const half = await grant(host.token, { eventId: party.id, eventTicketId: tickets[0].id, kind: "VIP", guestName: "Gail", guestEmail: "not-an-address" });
    expect(half.errors[0].extensions.fields).toEqual({ guestEmail: grantMessages.guestEmailInvalid });
    const nameless = await grant(host.token, { eventId: party.id, eventTicketId: tickets[0].id, kind: "VIP", guestEmail: "gail@example.com" });
    expect(nameless.errors[0].extensions.fields).toEqual({ guestName: grantMessages.guestNameRequired });
    expect(await balanceOf(tickets[0])).toEqual({ available: 10, released: 0 });
  });
});

describe("plus-ones", () => {
  test("chosen at RSVP up to the ticket's additionalGuests; shown to the host and at the door; the summary counts the holder and their plus-ones", async () => {
    const { event: party, tickets } = await event([{ ticketType: "Plus two", limitedAmount: 10, additionalGuests: 2 }]);
    const guest = await member("Pat Plus");
    const accept = (additionalGuests: number | null) =>
      api.graphql(RSVP, { input: { eventId: party.id, eventTicketId: tickets[0].id, response: "ACCEPT", additionalGuests } }, { token: guest.token });

    const tooMany = await accept(3);
    expect(tooMany.body.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { additionalGuests: eventMessages.plusOnesRange(2) } });
    expect((await accept(-1)).body.errors[0].extensions.fields).toEqual({ additionalGuests: eventMessages.plusOnesRange(2) });
    expect(await balanceOf(tickets[0])).toEqual({ available: 10, released: 0 });

    const taken = await accept(1);
    expect(taken.body.errors).toBeUndefined();
    // Accepting again changes only the plus-ones; without them, they stay.
    expect((await accept(2)).body.data.event.rsvp.my.tickets).toEqual([expect.objectContaining({ additionalGuests: 2 })]);
    const [{ ticketId }] = (await accept(null)).body.data.event.rsvp.my.tickets;
    // The holder and their two plus-ones take three places (ADR 0068).
    expect(await balanceOf(tickets[0])).toEqual({ available: 7, released: 3 });

    const list = (await api.graphql(ATTENDEES, { slug: party.slug }, { token: host.token })).body.data.event.attendees.nodes;
    expect(list).toContainEqual({ user: { userName: guest.handle }, tickets: [expect.objectContaining({ additionalGuests: 2 })] });

    const before = (await api.graphql(SUMMARY, { eventId: party.id }, { token: host.token })).body.data.event.checkedInSummary;
    expect(before).toEqual({ checkedIn: 0, admissible: 3, zones: [{ checkedIn: 0, admissible: 3 }] });
    expect(await scan(party, ticketId)).toEqual({ status: "OK", holderName: "Pat Plus", additionalGuests: 2 });
    const after = (await api.graphql(SUMMARY, { eventId: party.id }, { token: host.token })).body.data.event.checkedInSummary;
    expect(after).toEqual({ checkedIn: 3, admissible: 3, zones: [{ checkedIn: 3, admissible: 3 }] });
  });

  test("a ticket without plus-ones refuses them; a paid order checks them per line", async () => {
    const { event: party, tickets } = await event([
      { ticketType: "Solo", limitedAmount: 10 },
      { ticketType: "Paid pair", limitedAmount: 10, additionalGuests: 1, kind: "PAID", priceCents: 2000 },
    ]);
    const guest = await member();
    const solo = await api.graphql(RSVP, { input: { eventId: party.id, eventTicketId: tickets[0].id, response: "ACCEPT", additionalGuests: 1 } }, { token: guest.token });
    expect(solo.body.errors[0].extensions.fields).toEqual({ additionalGuests: eventMessages.plusOnesRange(0) });
    const cost = (additionalGuests: number) => api.graphql(COST, { input: { eventId: party.id, items: [{ eventTicketId: tickets[1].id, quantity: 1, additionalGuests }] } }, { token: guest.token });
    expect((await cost(2)).body.errors[0].extensions.fields).toEqual({ additionalGuests: eventMessages.plusOnesRange(1) });
    expect((await cost(1)).body.data.event.ticketCost.total).toBeGreaterThan(0);
  });
});
