import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attendees, guestTickets } from "../../db/schema.js";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
let host: AuthInfo;
let door: AuthInfo;
let stranger: AuthInfo;
let eventId: string;
let eventTicketId: string;

const GUEST_FIELDS = `guestId fullName emailAddress phoneNumber eventTicketIds note tickets { guestTicketId ticketNo guestName checkedInAt } createdBy { userId }`;
const ADD = `mutation ($eventId: ID!, $input: GuestInput!) { event { addGuest(eventId: $eventId, input: $input) { ${GUEST_FIELDS} } } }`;
const UPDATE = `mutation ($guestId: ID!, $input: GuestInput!) { event { updateGuest(guestId: $guestId, input: $input) { ${GUEST_FIELDS} } } }`;
const DELETE = `mutation ($guestId: ID!) { event { deleteGuest(guestId: $guestId) } }`;
const LIST = `query ($eventId: ID!) { event { guestList(eventId: $eventId) { totalCount nodes { ${GUEST_FIELDS} } } guestListSummary(eventId: $eventId) { guests tickets checkedIn } } }`;
const SEARCH = `query ($eventId: ID!, $query: String!, $first: Int, $after: String) { event { searchGuests(eventId: $eventId, query: $query, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { fullName } } } }`;
const CHECK_IN = `mutation ($id: ID!) { event { checkInGuestTicket(guestTicketId: $id) { ticketNo checkedInAt } } }`;
const UNDO = `mutation ($id: ID!) { event { undoGuestCheckIn(guestTicketId: $id) { ticketNo checkedInAt } } }`;
const SAVE_LIST = `mutation ($eventId: ID!, $name: String!) { event { saveGuestList(eventId: $eventId, name: $name) { savedGuestListId name guests { fullName email plus1 } } } }`;
const LOAD_LIST = `mutation ($eventId: ID!, $id: ID!) { event { loadSavedGuestList(eventId: $eventId, savedGuestListId: $id) { guests tickets } } }`;
const REMOVE_LIST = `mutation ($id: ID!) { event { removeSavedGuestList(savedGuestListId: $id) } }`;
const LISTS = `query { event { savedGuestLists { savedGuestListId name } } }`;

async function gql(query: string, variables: Record<string, unknown>, token?: string) {
  return (await api.graphql(query, variables, { token })).body;
}

async function addGuest(input: Record<string, unknown>, token = host.token, forEvent = eventId) {
  const answer = await gql(ADD, { eventId: forEvent, input: { ticketCount: 1, ...input } }, token);
  return answer;
}

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
  door = await createVerifiedUser(api);
  stranger = await createVerifiedUser(api);
  const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "VIP", isPrivate: true }] });
  eventId = event.id;
  eventTicketId = tickets[0].id;
  await api.platform.deps.db.insert(attendees).values({ eventId, userId: door.userId, state: "NONE", roles: ["DOOR"] });
});
afterAll(async () => {
  await api?.close();
});

describe("the guest list", () => {
  test("a host adds a guest with numbered tickets, the phone in E.164", async () => {
    const answer = await addGuest({ fullName: "Maya Chen", emailAddress: "MAYA@example.test", phoneNumber: "(415) 555-2671", ticketCount: 2, eventTicketId, note: "Band" });
    const guest = answer.data.event.addGuest;
    expect(guest).toMatchObject({ fullName: "Maya Chen", emailAddress: "maya@example.test", phoneNumber: "+14155552671", eventTicketIds: [eventTicketId], note: "Band", createdBy: { userId: host.userId } });
    expect(guest.tickets.map((ticket: { ticketNo: number }) => ticket.ticketNo)).toEqual([1, 2]);
  });

  test("wrong fields come back by field", async () => {
    const answer = await addGuest({ fullName: " ", emailAddress: "not-an-email" });
    expect(answer.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(answer.errors[0].extensions.fields).toMatchObject({ fullName: "Enter the guest's full name.", emailAddress: "Your email address is invalid. Please try again." });
  });

  test("editing renames the tickets and changes their number; deleting removes the guest", async () => {
    const added = (await addGuest({ fullName: "Sam Lee", ticketCount: 3 })).data.event.addGuest;
    const updated = (await gql(UPDATE, { guestId: added.guestId, input: { fullName: "Samuel Lee", ticketCount: 1 } }, host.token)).data.event.updateGuest;
    expect(updated.tickets).toHaveLength(1);
    expect(updated.tickets[0].guestName).toBe("Samuel Lee");
    expect((await gql(DELETE, { guestId: added.guestId }, host.token)).data.event.deleteGuest).toBe(true);
    const list = (await gql(LIST, { eventId }, host.token)).data.event.guestList;
    expect(list.nodes.map((guest: { fullName: string }) => guest.fullName)).not.toContain("Samuel Lee");
  });

  test("search finds guests by name, e-mail and ticket number, page by page", async () => {
    await addGuest({ fullName: "Searchable One" });
    api.clock.advance(1000);
    await addGuest({ fullName: "Searchable Two" });
    const first = (await gql(SEARCH, { eventId, query: "searchable", first: 1 }, door.token)).data.event.searchGuests;
    expect(first).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true }, nodes: [{ fullName: "Searchable One" }] });
    const second = (await gql(SEARCH, { eventId, query: "searchable", first: 1, after: first.pageInfo.endCursor }, door.token)).data.event.searchGuests;
    expect(second.nodes).toEqual([{ fullName: "Searchable Two" }]);
    expect((await gql(SEARCH, { eventId, query: "maya@", first: 5 }, host.token)).data.event.searchGuests.nodes).toEqual([{ fullName: "Maya Chen" }]);
    expect((await gql(SEARCH, { eventId, query: "#2", first: 5 }, host.token)).data.event.searchGuests.nodes).toEqual([{ fullName: "Maya Chen" }]);
  });
});

describe("who may do what", () => {
  test("a stranger is refused every call; a private event's list does not exist for them", async () => {
    const added = (await addGuest({ fullName: "Private Person" })).data.event.addGuest;
    for (const [query, variables] of [
      [LIST, { eventId }],
      [ADD, { eventId, input: { fullName: "X", ticketCount: 1 } }],
      [UPDATE, { guestId: added.guestId, input: { fullName: "X", ticketCount: 1 } }],
      [DELETE, { guestId: added.guestId }],
      [CHECK_IN, { id: added.tickets[0].guestTicketId }],
      [SAVE_LIST, { eventId, name: "Mine" }],
    ] as const) {
      const answer = await gql(query, variables, stranger.token);
      expect(answer.errors[0].extensions.code, query).toBe("AUTH_NOT_AUTHORIZED");
    }
    const secret = await createEvent(api, { createdByUserId: host.userId, isPrivate: true });
    expect((await gql(LIST, { eventId: secret.event.id }, stranger.token)).errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await gql(LIST, { eventId }, undefined)).errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });

  test("the door may search and check in but not add guests", async () => {
    const added = (await addGuest({ fullName: "Door Guest" })).data.event.addGuest;
    expect((await addGuest({ fullName: "By the door" }, door.token)).errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    const checked = await gql(CHECK_IN, { id: added.tickets[0].guestTicketId }, door.token);
    expect(checked.data.event.checkInGuestTicket.checkedInAt).toBeTruthy();
  });
});

describe("check-in", () => {
  test("two phones checking the same ticket in at once admit it once", async () => {
    const added = (await addGuest({ fullName: "Rush Hour" })).data.event.addGuest;
    const id = added.tickets[0].guestTicketId;
    const answers = await Promise.all([gql(CHECK_IN, { id }, host.token), gql(CHECK_IN, { id }, door.token), gql(CHECK_IN, { id }, host.token)]);
    const admitted = answers.filter((answer) => answer.data?.event.checkInGuestTicket);
    const refused = answers.filter((answer) => answer.errors?.[0].extensions.code === "CONFLICT");
    expect(admitted).toHaveLength(1);
    expect(refused).toHaveLength(2);
    expect(refused[0].errors[0].message).toBe("This ticket is already checked in.");
  });

  test("a check-in can be undone, then done again", async () => {
    const added = (await addGuest({ fullName: "Undo Me" })).data.event.addGuest;
    const id = added.tickets[0].guestTicketId;
    await gql(CHECK_IN, { id }, host.token);
    expect((await gql(UNDO, { id }, host.token)).data.event.undoGuestCheckIn.checkedInAt).toBeNull();
    expect((await gql(UNDO, { id }, host.token)).errors[0].extensions.code).toBe("CONFLICT");
    expect((await gql(CHECK_IN, { id }, host.token)).data.event.checkInGuestTicket.checkedInAt).toBeTruthy();
    const [row] = await api.platform.deps.db.select().from(guestTickets).where(eq(guestTickets.id, id));
    expect(row.checkedInByUserId).toBe(host.userId);
  });
});

describe("saved guest lists", () => {
  test("a host saves an event's list, loads it into another event and removes it", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    await addGuest({ fullName: "Kept Guest", emailAddress: "kept@example.test", ticketCount: 3 }, host.token, event.id);
    const saved = (await gql(SAVE_LIST, { eventId: event.id, name: "Regulars" }, host.token)).data.event.saveGuestList;
    expect(saved.guests).toEqual([{ fullName: "Kept Guest", email: "kept@example.test", plus1: 2 }]);
    const next = await createEvent(api, { createdByUserId: host.userId });
    const loaded = (await gql(LOAD_LIST, { eventId: next.event.id, id: saved.savedGuestListId }, host.token)).data.event.loadSavedGuestList;
    expect(loaded).toEqual({ guests: 1, tickets: 3 });
    expect((await gql(LOAD_LIST, { eventId: next.event.id, id: saved.savedGuestListId }, stranger.token)).errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    expect((await gql(REMOVE_LIST, { id: saved.savedGuestListId }, stranger.token)).errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await gql(REMOVE_LIST, { id: saved.savedGuestListId }, host.token)).data.event.removeSavedGuestList).toBe(true);
    expect((await gql(LISTS, {}, host.token)).data.event.savedGuestLists).toEqual([]);
  });
});

describe("the CSV export", () => {
  test("one row per ticket, formulas made text, only for the event's team", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    await addGuest({ fullName: "=HYPERLINK(\"http://evil\")", ticketCount: 2 }, host.token, event.id);
    const answer = await fetch(`${api.url}/hosting/events/${event.id}/guests.csv`, { headers: { Authorization: `Bearer ${host.token}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/csv");
    const lines = (await answer.text()).trim().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const refused = await fetch(`${api.url}/hosting/events/${event.id}/guests.csv`, { headers: { Authorization: `Bearer ${stranger.token}` } });
    expect(refused.status).toBe(403);
  });
});

describe("each role sees and changes only what it needs (issue 39, ADR 0021)", () => {
  const FIELDS = `guestId fullName emailAddress phoneNumber note eventTicketIds customFields { key value } tickets { guestTicketId }`;
  const FLAGS = `query ($eventId: ID!) { event { guestList(eventId: $eventId) { nodes { showsContacts canManage } } } }`;
  const flags = async (forEvent: string, token: string) => (await gql(FLAGS, { eventId: forEvent }, token)).data.event.guestList.nodes;
  const ROLE_LIST = `query ($eventId: ID!) { event { guestList(eventId: $eventId) { totalCount nodes { ${FIELDS} } } guestListSummary(eventId: $eventId) { guests tickets } } }`;
  const ROLE_UPDATE = `mutation ($guestId: ID!, $input: GuestInput!) { event { updateGuest(guestId: $guestId, input: $input) { ${FIELDS} } } }`;
  const csv = (forEvent: string, token: string) => fetch(`${api.url}/hosting/events/${forEvent}/guests.csv`, { headers: { Authorization: `Bearer ${token}` } });
  const names = (answer: { data: { event: { guestList: { nodes: { fullName: string }[] } } } }) => answer.data.event.guestList.nodes.map((guest) => guest.fullName);

  async function teamEvent() {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "VIP" }] });
    const [promoter, otherPromoter, coordinator, coHost] = await Promise.all([createVerifiedUser(api), createVerifiedUser(api), createVerifiedUser(api), createVerifiedUser(api)]);
    await api.platform.deps.db.insert(attendees).values([
      { eventId: event.id, userId: door.userId, state: "NONE", roles: ["DOOR"] },
      { eventId: event.id, userId: promoter.userId, state: "NONE", roles: ["PROMOTER"] },
      { eventId: event.id, userId: otherPromoter.userId, state: "NONE", roles: ["PROMOTER"] },
      { eventId: event.id, userId: coordinator.userId, state: "NONE", roles: ["COORDINATOR"] },
      { eventId: event.id, userId: coHost.userId, state: "NONE", roles: ["CO_HOST"] },
    ]);
    const hostGuest = (
      await addGuest(
        { fullName: "Hosted Vip", emailAddress: "vip@example.test", phoneNumber: "(415) 555-2671", note: "Side door", eventTicketId: tickets[0].id, customFields: [{ key: "table", label: "Table", value: "7" }] },
        host.token,
        event.id,
      )
    ).data.event.addGuest;
    api.clock.advance(1000);
    const promoted = (await addGuest({ fullName: "Promoted Pal", emailAddress: "pal@example.test" }, promoter.token, event.id)).data.event.addGuest;
    return { event, eventTicketId: tickets[0].id, promoter, otherPromoter, coordinator, coHost, hostGuest, promoted };
  }

  test("a promoter sees, edits, removes and checks in only the guests they added, and cannot take the list out", async () => {
    const { event, promoter, otherPromoter, hostGuest, promoted } = await teamEvent();

    const seen = await gql(ROLE_LIST, { eventId: event.id }, promoter.token);
    expect(names(seen)).toEqual(["Promoted Pal"]);
    expect(seen.data.event.guestList.nodes[0]).toMatchObject({ emailAddress: "pal@example.test" });
    expect(seen.data.event.guestListSummary).toEqual({ guests: 1, tickets: 1 });
    expect((await gql(SEARCH, { eventId: event.id, query: "vip", first: 5 }, promoter.token)).data.event.searchGuests.nodes).toEqual([]);
    expect(names(await gql(ROLE_LIST, { eventId: event.id }, otherPromoter.token))).toEqual([]);

    // The host's guest, by its id: not there to read, edit, remove or check in.
    for (const [query, variables] of [
      [ROLE_UPDATE, { guestId: hostGuest.guestId, input: { fullName: "Hijacked", emailAddress: null, phoneNumber: null, ticketCount: 1 } }],
      [DELETE, { guestId: hostGuest.guestId }],
      [CHECK_IN, { id: hostGuest.tickets[0].guestTicketId }],
    ] as const) {
      expect((await gql(query, variables, promoter.token)).errors[0].extensions.code, query).toBe("NOT_FOUND");
    }
    expect((await gql(DELETE, { guestId: promoted.guestId }, otherPromoter.token)).errors[0].extensions.code).toBe("NOT_FOUND");
    const kept = (await gql(ROLE_LIST, { eventId: event.id }, host.token)).data.event.guestList.nodes.find((guest: { guestId: string }) => guest.guestId === hostGuest.guestId);
    expect(kept).toMatchObject({ fullName: "Hosted Vip", emailAddress: "vip@example.test", phoneNumber: "+14155552671" });

    // No export, no copy of the list.
    expect((await csv(event.id, promoter.token)).status).toBe(403);
    expect((await gql(SAVE_LIST, { eventId: event.id, name: "Stolen" }, promoter.token)).errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");

    // Their own guest is theirs to change.
    const renamed = (await gql(ROLE_UPDATE, { guestId: promoted.guestId, input: { fullName: "Promoted Friend", ticketCount: 2 } }, promoter.token)).data.event.updateGuest;
    expect(renamed).toMatchObject({ fullName: "Promoted Friend", emailAddress: "pal@example.test" });
    expect((await gql(CHECK_IN, { id: renamed.tickets[0].guestTicketId }, promoter.token)).data.event.checkInGuestTicket.checkedInAt).toBeTruthy();
    expect(await flags(event.id, promoter.token)).toEqual([{ showsContacts: true, canManage: true }]);
    expect((await gql(DELETE, { guestId: promoted.guestId }, promoter.token)).data.event.deleteGuest).toBe(true);
  });

  test("the door sees every guest by name and ticket, with no e-mail, phone or custom fields, and finds none by them", async () => {
    const { event, hostGuest } = await teamEvent();
    const seen = await gql(ROLE_LIST, { eventId: event.id }, door.token);
    expect(names(seen)).toEqual(["Hosted Vip", "Promoted Pal"]);
    for (const guest of seen.data.event.guestList.nodes) {
      expect(guest).toMatchObject({ emailAddress: null, phoneNumber: null, customFields: [] });
    }
    expect(seen.data.event.guestList.nodes[0].note).toBe("Side door");
    for (const query of ["vip@example", "555", "pal@"]) {
      expect((await gql(SEARCH, { eventId: event.id, query, first: 5 }, door.token)).data.event.searchGuests.nodes, query).toEqual([]);
    }
    expect((await gql(SEARCH, { eventId: event.id, query: "hosted", first: 5 }, door.token)).data.event.searchGuests.nodes).toEqual([{ fullName: "Hosted Vip" }]);
    expect((await gql(CHECK_IN, { id: hostGuest.tickets[0].guestTicketId }, door.token)).data.event.checkInGuestTicket.checkedInAt).toBeTruthy();
    expect((await gql(DELETE, { guestId: hostGuest.guestId }, door.token)).errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    expect((await csv(event.id, door.token)).status).toBe(403);
    expect(await flags(event.id, door.token)).toEqual([
      { showsContacts: false, canManage: false },
      { showsContacts: false, canManage: false },
    ]);
  });

  test("managers see every guest's contacts and edit them; an edit keeps the fields it did not send; only who may export exports", async () => {
    const { event, eventTicketId, coordinator, coHost, hostGuest } = await teamEvent();
    for (const manager of [coordinator, coHost]) {
      const nodes = (await gql(ROLE_LIST, { eventId: event.id }, manager.token)).data.event.guestList.nodes;
      expect(nodes.map((guest: { emailAddress: string }) => guest.emailAddress)).toEqual(["vip@example.test", "pal@example.test"]);
    }
    // The coordinator renames the guest, sending only the name and the tickets: nothing else is wiped.
    const renamed = (await gql(ROLE_UPDATE, { guestId: hostGuest.guestId, input: { fullName: "Hosted Star", ticketCount: 1 } }, coordinator.token)).data.event.updateGuest;
    expect(renamed).toMatchObject({
      fullName: "Hosted Star",
      emailAddress: "vip@example.test",
      phoneNumber: "+14155552671",
      note: "Side door",
      eventTicketIds: [eventTicketId],
      customFields: [{ key: "table", value: "7" }],
    });
    // Sent empty, a field is cleared.
    const cleared = (await gql(ROLE_UPDATE, { guestId: hostGuest.guestId, input: { fullName: "Hosted Star", phoneNumber: "", ticketCount: 1 } }, coordinator.token)).data.event.updateGuest;
    expect(cleared).toMatchObject({ emailAddress: "vip@example.test", phoneNumber: null });

    expect(await flags(event.id, coordinator.token)).toEqual([
      { showsContacts: true, canManage: true },
      { showsContacts: true, canManage: true },
    ]);
    expect((await csv(event.id, coordinator.token)).status).toBe(403);
    expect((await gql(SAVE_LIST, { eventId: event.id, name: "Regulars" }, coordinator.token)).errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    expect((await csv(event.id, coHost.token)).status).toBe(200);
    expect((await gql(SAVE_LIST, { eventId: event.id, name: "Regulars" }, coHost.token)).data.event.saveGuestList.guests).toHaveLength(2);
  });
});
