// The ticket waiting list: joining a full ticket, being told by e-mail when places open,
// as many as there are places, once each.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { waitingListMessages as m } from "../../contract/events/messages.js";
import { createEvent, createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";
import { notifyWaitingLists, TOLD_TURN_HOURS } from "./domain/waiting-list.js";

let api: TestApi;
let host: AuthInfo;

const JOIN = `mutation ($id: ID!) { event { joinWaitingList(eventTicketId: $id) { my { waitingTicketIds } } } }`;
const LEAVE = `mutation ($id: ID!) { event { leaveWaitingList(eventTicketId: $id) { my { waitingTicketIds } } } }`;
const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;
const SAVE = `mutation ($eventId: ID!, $input: EventTicketInput!) { event { saveTicket(eventId: $eventId, input: $input) { eventTicketId } } }`;

const emailOf = (auth: AuthInfo) => auth.email;
const placeEmails = async (auth: AuthInfo) => (await api.outbox(emailOf(auth))).filter((message) => message.subject.startsWith("A place opened up"));

/** The list once it has something (the telling runs in the background), or the empty list after 5 s. */
async function eventually<T>(read: () => Promise<T[]>): Promise<T[]> {
  for (let waited = 0; waited < 5000; waited += 100) {
    const found = await read();
    if (found.length) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read();
}

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("the waiting list", () => {
  test("the host's counts show each ticket's places left and its waiting list, fresh after every change", async () => {
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      tickets: [{ ticketType: "Seat", kind: "FREE", limitedAmount: 1, availableAmount: 1 }],
    });
    const COUNTS = `query ($id: String!) { event { managedEvent(slugOrId: $id) { ticketTypes { ticketType sold available waiting } } } }`;
    const counts = async () => (await api.graphql(COUNTS, { id: event.id }, { token: host.token })).body.data.event.managedEvent.ticketTypes;
    expect(await counts()).toEqual([{ ticketType: "Seat", sold: 0, available: 1, waiting: 0 }]);
    const [first, second] = [await createVerifiedUser(api), await createVerifiedUser(api)];
    await api.graphql(RSVP, { input: { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" } }, { token: first.token });
    expect(await counts()).toEqual([{ ticketType: "Seat", sold: 1, available: 0, waiting: 0 }]);
    // Read (and cached) above, the counts follow the waiting list as it changes.
    await api.graphql(JOIN, { id: tickets[0].id }, { token: second.token });
    expect(await counts()).toEqual([{ ticketType: "Seat", sold: 1, available: 0, waiting: 1 }]);
    await api.graphql(LEAVE, { id: tickets[0].id }, { token: second.token });
    expect(await counts()).toEqual([{ ticketType: "Seat", sold: 1, available: 0, waiting: 0 }]);
  });

  test("only a full ticket has one; joining twice changes nothing; leaving takes the member off", async () => {
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      tickets: [{ ticketType: "Seat", kind: "FREE", limitedAmount: 1 }],
    });
    const [first, second] = [await createVerifiedUser(api), await createVerifiedUser(api)];
    const early = await api.graphql(JOIN, { id: tickets[0].id }, { token: second.token });
    expect(early.body.errors[0].extensions.fields).toEqual({ eventTicketId: m.notFull });

    await api.graphql(RSVP, { input: { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" } }, { token: first.token });
    const holder = await api.graphql(JOIN, { id: tickets[0].id }, { token: first.token });
    expect(holder.body.errors[0].extensions.fields).toEqual({ eventTicketId: m.alreadyHolding });

    for (let i = 0; i < 2; i++) {
      const joined = await api.graphql(JOIN, { id: tickets[0].id }, { token: second.token });
      expect(joined.body.data.event.joinWaitingList.my.waitingTicketIds).toEqual([tickets[0].id]);
    }
    const left = await api.graphql(LEAVE, { id: tickets[0].id }, { token: second.token });
    expect(left.body.data.event.leaveWaitingList.my.waitingTicketIds).toEqual([]);
  });

  test("when places open, the first waiting are told, as many as there are places, once each", async () => {
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      tickets: [{ ticketType: "Seat", kind: "FREE", limitedAmount: 1 }],
    });
    const going = await createVerifiedUser(api);
    await api.graphql(RSVP, { input: { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" } }, { token: going.token });
    const waiting = [await createVerifiedUser(api), await createVerifiedUser(api), await createVerifiedUser(api)];
    for (const member of waiting) {
      await api.graphql(JOIN, { id: tickets[0].id }, { token: member.token });
      api.clock.advance(1000);
    }
    expect(await notifyWaitingLists(api.platform.deps)).toBe(0);

    // The guest cancels: one place, the first in line is told (by the API's background telling, woken by the cancellation).
    await api.graphql(RSVP, { input: { eventId: event.id, response: "DECLINE" } }, { token: going.token });
    const [told] = await eventually(() => placeEmails(waiting[0]));
    expect(told.subject).toBe("A place opened up: Test Event");
    expect(told.text).toContain(`http://localhost:3000/events/${event.slug}`);
    expect(await placeEmails(waiting[1])).toHaveLength(0);
    // Running again tells nobody: the one place is offered to the first in line for their turn.
    expect(await notifyWaitingLists(api.platform.deps)).toBe(0);
    // They take it, and are off the list.
    const taken = await api.graphql(RSVP, { input: { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" } }, { token: waiting[0].token });
    expect(taken.body.errors).toBeUndefined();
    const status = await api.graphql(`query ($slug: String!) { event { bySlugOrId(slugOrId: $slug) { my { waitingTicketIds } } } }`, { slug: event.slug }, { token: waiting[0].token });
    expect(status.body.data.event.bySlugOrId.my.waitingTicketIds).toEqual([]);

    // The host raises the limit by two: the next two are told.
    await api.graphql(
      SAVE,
      { eventId: event.id, input: { eventTicketId: tickets[0].id, ticketType: "Seat", kind: "FREE", limitedAmount: 3, isRequiredApproval: false, isPrivate: false, isActive: true, optInShowTicketAmount: false } },
      { token: host.token },
    );
    expect(await eventually(() => placeEmails(waiting[1]))).toHaveLength(1);
    expect(await eventually(() => placeEmails(waiting[2]))).toHaveLength(1);
    expect(await notifyWaitingLists(api.platform.deps)).toBe(0);
  });

  test(`someone told who does not act within ${TOLD_TURN_HOURS} hours loses their turn to the next in line`, async () => {
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      startsInHours: 24 * 7,
      tickets: [{ ticketType: "Seat", kind: "FREE", limitedAmount: 1 }],
    });
    const going = await createVerifiedUser(api);
    await api.graphql(RSVP, { input: { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" } }, { token: going.token });
    const waiting = [await createVerifiedUser(api), await createVerifiedUser(api)];
    for (const member of waiting) {
      await api.graphql(JOIN, { id: tickets[0].id }, { token: member.token });
      api.clock.advance(1000);
    }
    await api.graphql(RSVP, { input: { eventId: event.id, response: "DECLINE" } }, { token: going.token });
    await eventually(() => placeEmails(waiting[0]));
    api.clock.advance(TOLD_TURN_HOURS * 3600_000 + 1000);
    expect(await notifyWaitingLists(api.platform.deps)).toBe(1);
    expect(await placeEmails(waiting[1])).toHaveLength(1);
  });
});
