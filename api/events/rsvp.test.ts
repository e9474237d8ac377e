import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attendees, eventTickets, users, userTickets } from "../db/schema.js";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { createEvent, createVerifiedUser, registrationBody } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";
import { rsvp as rsvpAs } from "./domain/rsvp.js";

let api: TestApi;
let host: AuthInfo;

const RSVP = `mutation ($input: RsvpInput!) {
  event { rsvp(input: $input) {
    eventId approvedAttendees pendingAttendees isListFull
    tickets { eventTicketId ticketType isFull balance { limitedAmount availableAmount releasedAmount } }
    my { attendeeState badge isGoing isPending roles isCreator permissions tickets { ticketType status count eventTicketId } }
  } }
}`;

const EVENT = `query ($slugOrId: String!) {
  event { bySlugOrId(slugOrId: $slugOrId) {
    approvedAttendees pendingAttendees isListFull
    tickets { eventTicketId isFull balance { availableAmount releasedAmount } }
    guestPreview { user { userId name } repScore }
    my { attendeeState badge isGoing isPending tickets { status } }
  } }
}`;

async function rsvp(token: string | undefined, input: Record<string, unknown>) {
  return (await api.graphql(RSVP, { input }, { token })).body;
}

async function ticketRow(eventTicketId: string) {
  const [row] = await api.platform.deps.db.select().from(eventTickets).where(eq(eventTickets.id, eventTicketId));
  return row;
}

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("who may RSVP", () => {
  test("a signed-out visitor is refused", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "Free" }] });
    const answer = await rsvp(undefined, { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" });
    expect(answer.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });

  test("a private event does not exist for a stranger", async () => {
    const stranger = await createVerifiedUser(api);
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      isPrivate: true,
      tickets: [{ ticketType: "Seat", limitedAmount: 5 }],
    });
    const answer = await rsvp(stranger.token, { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" });
    expect(answer.errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await ticketRow(tickets[0].id)).availableAmount).toBe(5);
  });

  test("an account whose e-mail is not confirmed is not allowed", async () => {
    const registered = (await api.post("/auth/password/register", registrationBody())).body;
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "Free" }] });
    const answer = await rsvp(registered.token, { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" });
    expect(answer.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
  });
});

describe("accepting", () => {
  test("someone the host declined cannot accept again", async () => {
    const guest = await createVerifiedUser(api);
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "GA", limitedAmount: 5 }] });
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: guest.userId, state: "DECLINED" });

    const answer = await rsvp(guest.token, { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" });
    expect(answer.errors[0]).toMatchObject({
      message: "The host did not select you for this event.",
      extensions: { code: "AUTH_NOT_AUTHORIZED" },
    });
    expect((await ticketRow(tickets[0].id)).availableAmount).toBe(5);
    const page = (await api.graphql(EVENT, { slugOrId: event.id }, { token: guest.token })).body.data.event.bySlugOrId;
    expect(page.my).toMatchObject({ attendeeState: "DECLINED", badge: "Not Selected", isGoing: false });
  });

  test("a free ticket makes the viewer an approved attendee holding an active ticket", async () => {
    const guest = await createVerifiedUser(api);
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      optInShowGuestCount: true,
      optInShowGuestList: true,
      tickets: [{ ticketType: "General Admission", limitedAmount: 50, optInShowTicketAmount: true }],
    });
    const answer = await rsvp(guest.token, { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" });

    expect(answer.errors).toBeUndefined();
    expect(answer.data.event.rsvp).toMatchObject({
      approvedAttendees: 1,
      tickets: [{ ticketType: "General Admission", isFull: false, balance: { limitedAmount: 50, availableAmount: 49, releasedAmount: 1 } }],
      my: {
        attendeeState: "APPROVED",
        badge: "Approved",
        isGoing: true,
        isPending: false,
        roles: ["ATTENDEE"],
        isCreator: false,
        permissions: [],
        tickets: [{ ticketType: "General Admission", status: "ACTIVE", count: 1, eventTicketId: tickets[0].id }],
      },
    });
    const page = (await api.graphql(EVENT, { slugOrId: event.slug })).body.data.event.bySlugOrId;
    expect(page.guestPreview).toEqual([{ user: { userId: guest.userId, name: "Alex Morgan" }, repScore: null }]);
    expect(page.my).toBeNull();
  });

  test("the guest preview carries rep scores only when the host shows them", async () => {
    const guest = await createVerifiedUser(api);
    await api.platform.deps.db.update(users).set({ repScore: 42 }).where(eq(users.id, guest.userId));
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      optInShowGuestList: true,
      optInDisplayRepScore: true,
      tickets: [{ ticketType: "General Admission" }],
    });
    await rsvp(guest.token, { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" });
    const shown = (await api.graphql(EVENT, { slugOrId: event.slug })).body.data.event.bySlugOrId;
    expect(shown.guestPreview).toEqual([{ user: { userId: guest.userId, name: "Alex Morgan" }, repScore: 42 }]);

    const { event: quiet, tickets: quietTickets } = await createEvent(api, { createdByUserId: host.userId, optInShowGuestList: true, tickets: [{ ticketType: "General Admission" }] });
    await rsvp(guest.token, { eventId: quiet.id, eventTicketId: quietTickets[0].id, response: "ACCEPT" });
    const kept = (await api.graphql(EVENT, { slugOrId: quiet.slug })).body.data.event.bySlugOrId;
    expect(kept.guestPreview).toEqual([{ user: { userId: guest.userId, name: "Alex Morgan" }, repScore: null }]);
  });

  test("repeating it changes nothing", async () => {
    const guest = await createVerifiedUser(api);
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "GA", limitedAmount: 10 }] });
    const input = { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" };
    await rsvp(guest.token, input);
    const again = await rsvp(guest.token, input);

    expect(again.errors).toBeUndefined();
    expect(again.data.event.rsvp.my.tickets).toHaveLength(1);
    expect((await ticketRow(tickets[0].id)).availableAmount).toBe(9);
  });

  test("choosing another ticket gives back the place of the first", async () => {
    const guest = await createVerifiedUser(api);
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      tickets: [
        { ticketType: "Early", limitedAmount: 5 },
        { ticketType: "Late", limitedAmount: 5 },
      ],
    });
    await rsvp(guest.token, { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" });
    const switched = await rsvp(guest.token, { eventId: event.id, eventTicketId: tickets[1].id, response: "ACCEPT" });

    expect(switched.data.event.rsvp.my.tickets).toEqual([expect.objectContaining({ ticketType: "Late", status: "ACTIVE" })]);
    expect((await ticketRow(tickets[0].id)).availableAmount).toBe(5);
    expect((await ticketRow(tickets[1].id)).availableAmount).toBe(4);
  });

  test("a ticket needing approval leaves the request pending without taking a place", async () => {
    const guest = await createVerifiedUser(api);
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      tickets: [{ ticketType: "Front Row", limitedAmount: 2, isRequiredApproval: true }],
    });
    const answer = await rsvp(guest.token, { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" });

    expect(answer.data.event.rsvp).toMatchObject({
      approvedAttendees: 0,
      // The pending count is for the event's staff only.
      pendingAttendees: 0,
      my: { attendeeState: "NONE", badge: "RSVP Pending", isGoing: false, isPending: true, tickets: [{ status: "PENDING" }] },
    });
    expect((await ticketRow(tickets[0].id)).availableAmount).toBe(2);
    const hostView = (await api.graphql(EVENT, { slugOrId: event.id }, { token: host.token })).body.data.event.bySlugOrId;
    expect(hostView.pendingAttendees).toBe(1);
  });

  test("a paid ticket must be purchased", async () => {
    const guest = await createVerifiedUser(api);
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      tickets: [{ ticketType: "VIP", kind: "PAID", priceCents: 4500, currency: "USD" }],
    });
    const answer = await rsvp(guest.token, { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" });
    expect(answer.errors[0].message).toBe("This ticket must be purchased.");
    expect(answer.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  test("needs a ticket of this event that is on offer", async () => {
    const guest = await createVerifiedUser(api);
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      tickets: [
        { ticketType: "Inactive", isActive: false },
        { ticketType: "Host-assigned", isPrivate: true },
        { ticketType: "Not yet", visibleStartAt: new Date(api.clock.now().getTime() + 3600_000) },
      ],
    });
    const other = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "Elsewhere" }] });

    const missing = await rsvp(guest.token, { eventId: event.id, response: "ACCEPT" });
    expect(missing.errors[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { eventTicketId: "Choose a ticket." } });
    for (const eventTicketId of [...tickets.map((ticket) => ticket.id), other.tickets[0].id, "nope"]) {
      const answer = await rsvp(guest.token, { eventId: event.id, eventTicketId, response: "ACCEPT" });
      expect(answer.errors[0].message).toBe("This ticket is not available.");
    }
  });

  test("an event that has ended is refused", async () => {
    const guest = await createVerifiedUser(api);
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      startsInHours: -3,
      durationHours: 2,
      tickets: [{ ticketType: "GA" }],
    });
    const answer = await rsvp(guest.token, { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" });
    expect(answer.errors[0].message).toBe("This event has ended.");
  });
});

describe("capacity", () => {
  test("10 people accepting 3 places at once get exactly 3 places", async () => {
    const guests = await Promise.all(Array.from({ length: 10 }, () => createVerifiedUser(api)));
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      tickets: [{ ticketType: "Tiny Room", limitedAmount: 3 }],
    });
    const input = { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" };
    const answers = await Promise.all(guests.map((guest) => rsvp(guest.token, input)));

    const accepted = answers.filter((answer) => !answer.errors);
    const refused = answers.filter((answer) => answer.errors);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.errors[0]).toMatchObject({ message: "This ticket is sold out.", extensions: { code: "CONFLICT" } });
    }

    const issued = await api.platform.deps.db
      .select()
      .from(userTickets)
      .where(and(eq(userTickets.eventTicketId, tickets[0].id), eq(userTickets.status, "ACTIVE")));
    expect(issued).toHaveLength(3);
    expect(await ticketRow(tickets[0].id)).toMatchObject({ availableAmount: 0, releasedAmount: 3 });
    const page = (await api.graphql(EVENT, { slugOrId: event.id }, { token: host.token })).body.data.event.bySlugOrId;
    expect(page).toMatchObject({ isListFull: true, tickets: [{ isFull: true }] });
  }, 60_000);
});

describe("declining", () => {
  test("cancels the viewer's tickets, gives the place back, and is idempotent", async () => {
    const guest = await createVerifiedUser(api);
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "GA", limitedAmount: 1 }] });
    await rsvp(guest.token, { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" });
    expect((await ticketRow(tickets[0].id)).availableAmount).toBe(0);

    for (let attempt = 0; attempt < 2; attempt++) {
      const declined = await rsvp(guest.token, { eventId: event.id, response: "DECLINE" });
      expect(declined.errors).toBeUndefined();
      expect(declined.data.event.rsvp.my).toMatchObject({
        attendeeState: "INVITEE_DECLINED",
        badge: null,
        isGoing: false,
        isPending: false,
        tickets: [],
      });
      expect(await ticketRow(tickets[0].id)).toMatchObject({ availableAmount: 1, releasedAmount: 0 });
    }

    // The freed place can be taken by someone else.
    const next = await createVerifiedUser(api);
    expect((await rsvp(next.token, { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" })).errors).toBeUndefined();
  });

  test("withdraws a pending request", async () => {
    const guest = await createVerifiedUser(api);
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      tickets: [{ ticketType: "Apply", isRequiredApproval: true, limitedAmount: 4 }],
    });
    await rsvp(guest.token, { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" });
    const declined = await rsvp(guest.token, { eventId: event.id, response: "DECLINE" });
    expect(declined.data.event.rsvp.my).toMatchObject({ attendeeState: "INVITEE_DECLINED", isPending: false, tickets: [] });
    expect((await ticketRow(tickets[0].id)).availableAmount).toBe(4);
  });
});

describe("one RSVP with its answers, the disclosure's acceptance and a gift", () => {
  const QUESTION = "Any dietary needs?";
  /** An event asking one required question and the acceptance of its disclosure, with a free ticket. */
  async function demandingEvent() {
    return createEvent(api, {
      createdByUserId: host.userId,
      optInQuestionRequirements: true,
      questionRequirements: [{ question: QUESTION, isRequired: true, showPublicTickets: true, showPrivateTickets: true }],
      optInDisclosureOrPrivacyPolicy: true,
      disclosureTitle: "Climbing waiver",
      disclosureFileUrl: "/media/00000000-0000-4000-8000-000000000000.pdf",
      tickets: [{ ticketType: "Free", limitedAmount: 5 }],
    });
  }
  async function attendeeRows(eventId: string) {
    return api.platform.deps.db.select().from(attendees).where(eq(attendees.eventId, eventId));
  }
  async function heldTickets(eventId: string) {
    return api.platform.deps.db.select().from(userTickets).where(eq(userTickets.eventId, eventId));
  }
  /** Nothing of a refused RSVP is left: no attendee row, no answers, no ticket, no place taken, no waiver copy. */
  async function expectNothingWritten(eventId: string, eventTicketId: string, guest: AuthInfo) {
    expect(await attendeeRows(eventId)).toEqual([]);
    expect(await heldTickets(eventId)).toEqual([]);
    expect((await ticketRow(eventTicketId)).availableAmount).toBe(5);
    expect((await api.outbox(guest.email)).filter((message) => message.subject.includes("Climbing waiver"))).toEqual([]);
  }

  test("all of it is written in one call: answers, acceptance and the ticket", async () => {
    const guest = await createVerifiedUser(api);
    const { event, tickets } = await demandingEvent();
    const answer = await rsvp(guest.token, {
      eventId: event.slug,
      eventTicketId: tickets[0].id,
      response: "ACCEPT",
      answers: [{ question: QUESTION, answer: " Vegetarian " }],
      acceptDisclosure: true,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.event.rsvp.my).toMatchObject({ attendeeState: "APPROVED", isGoing: true });
    const [row] = await attendeeRows(event.id);
    expect(row).toMatchObject({ userId: guest.userId, state: "APPROVED", privacyPolicyState: "ACCEPTED", questionAnswers: [{ question: QUESTION, answer: "Vegetarian" }] });
    expect((await heldTickets(event.id)).map((t) => [t.ownerUserId, t.status])).toEqual([[guest.userId, "ACTIVE"]]);
    expect((await ticketRow(tickets[0].id)).availableAmount).toBe(4);
  });

  test("the disclosure not accepted refuses the RSVP and leaves no answers behind", async () => {
    const guest = await createVerifiedUser(api);
    const { event, tickets } = await demandingEvent();
    const answer = await rsvp(guest.token, {
      eventId: event.id,
      eventTicketId: tickets[0].id,
      response: "ACCEPT",
      answers: [{ question: QUESTION, answer: "Vegetarian" }],
      acceptDisclosure: false,
    });
    expect(answer.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { acceptDisclosure: expect.any(String) } });
    await expectNothingWritten(event.id, tickets[0].id, guest);
  });

  test("an answer to a question the event does not ask refuses it before anything is written", async () => {
    const guest = await createVerifiedUser(api);
    const { event, tickets } = await demandingEvent();
    const answer = await rsvp(guest.token, {
      eventId: event.id,
      eventTicketId: tickets[0].id,
      response: "ACCEPT",
      answers: [{ question: QUESTION, answer: "Vegan" }, { question: "Shoe size?", answer: "42" }],
      acceptDisclosure: true,
    });
    expect(answer.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { "answers.1": expect.any(String) } });
    await expectNothingWritten(event.id, tickets[0].id, guest);
  });

  test("a required question left unanswered refuses the acceptance of the disclosure with it", async () => {
    const guest = await createVerifiedUser(api);
    const { event, tickets } = await demandingEvent();
    const answer = await rsvp(guest.token, { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT", answers: [], acceptDisclosure: true });
    expect(answer.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { "answers.0": expect.any(String) } });
    await expectNothingWritten(event.id, tickets[0].id, guest);
  });

  test("a gift to someone who is not a member writes neither the giver's answers nor their acceptance", async () => {
    const giver = await createVerifiedUser(api);
    const { event, tickets } = await demandingEvent();
    const answer = await rsvp(giver.token, {
      eventId: event.id,
      eventTicketId: tickets[0].id,
      response: "ACCEPT",
      giftRecipient: "@nobody-by-this-name",
      answers: [{ question: QUESTION, answer: "Vegetarian" }],
      acceptDisclosure: true,
    });
    expect(answer.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { recipient: expect.any(String) } });
    await expectNothingWritten(event.id, tickets[0].id, giver);
  });

  test("a gift with the giver's answers and acceptance: the giver's record has them, the recipient the ticket", async () => {
    const giver = await createVerifiedUser(api);
    const recipient = await createVerifiedUser(api);
    const { event, tickets } = await demandingEvent();
    const answer = await rsvp(giver.token, {
      eventId: event.id,
      eventTicketId: tickets[0].id,
      response: "ACCEPT",
      giftRecipient: recipient.email,
      answers: [{ question: QUESTION, answer: "Vegetarian" }],
      acceptDisclosure: true,
    });
    expect(answer.errors).toBeUndefined();
    const rows = await attendeeRows(event.id);
    expect(rows.find((row) => row.userId === giver.userId)).toMatchObject({ state: "NONE", privacyPolicyState: "ACCEPTED", questionAnswers: [{ question: QUESTION, answer: "Vegetarian" }] });
    expect(rows.find((row) => row.userId === recipient.userId)).toMatchObject({ state: "APPROVED" });
    expect((await heldTickets(event.id)).map((t) => [t.ownerUserId, t.status])).toEqual([[recipient.userId, "ACTIVE"]]);
  });
});

describe("places given back (what wakes the waiting lists)", () => {
  test("taking a ticket or repeating the RSVP gives none back; switching tickets, fewer plus-ones and declining do", async () => {
    const guest = await createVerifiedUser(api);
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      tickets: [
        { ticketType: "Seat", limitedAmount: 5, additionalGuests: 2 },
        { ticketType: "Standing", limitedAmount: 5 },
      ],
    });
    const [seat, standing] = tickets;
    const deps = api.platform.deps;
    const accept = (eventTicketId: string, additionalGuests?: number) =>
      rsvpAs(deps, guest.userId, { eventId: event.id, eventTicketId, response: "ACCEPT", additionalGuests });
    expect(await accept(seat.id, 2)).toBe(false);
    expect(await accept(seat.id, 2)).toBe(false);
    expect(await accept(seat.id, 1)).toBe(true);
    expect(await accept(standing.id)).toBe(true);
    expect(await rsvpAs(deps, guest.userId, { eventId: event.id, response: "DECLINE" })).toBe(true);
    // Declining again holds nothing to give back.
    expect(await rsvpAs(deps, guest.userId, { eventId: event.id, response: "DECLINE" })).toBe(false);
  });
});
