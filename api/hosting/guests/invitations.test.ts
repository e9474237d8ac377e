import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attendees, emailSubscriptions, events, eventTickets, users, userTickets } from "../../db/schema.js";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createEvent, createVerifiedUser, uniqueEmail } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
let host: AuthInfo;

const INVITE = `mutation ($input: InviteInput!) { event { invite(input: $input) { invited skipped } } }`;
const LIST = `query ($eventId: ID!, $status: InvitationStatusFilter) { event { invitations(eventId: $eventId, status: $status) { totalCount nodes { invitationId contactId emailAddress state source isMember ticketName quantity } } uniqueInviteeCount(eventId: $eventId) } }`;
const CHECK = `query ($eventId: ID!, $emails: [String!]!) { event { checkInviteEmails(eventId: $eventId, emails: $emails) { address isMember isExcluded } } }`;
const INVITATION = `query ($id: ID!) { event { invitation(invitationId: $id) { invitationId eventName state ticketName quantity } } }`;
const RESPOND = `mutation ($id: ID!, $accept: Boolean!) { event { respondToInvitation(invitationId: $id, accept: $accept) { state } } }`;
const SAVE_CONTACT = `mutation ($input: ContactInput!) { user { contacts { save(input: $input) { contactId } } } }`;
const MESSAGE = `mutation ($input: GroupMessageInput!) { event { sendGroupMessage(input: $input) { sent skipped } } }`;

async function gql(query: string, variables: Record<string, unknown>, token: string | undefined = host.token) {
  return (await api.graphql(query, variables, { token })).body;
}

async function member() {
  const email = uniqueEmail("guest");
  const auth = await createVerifiedUser(api, { userName: email });
  return { ...auth, email };
}

function invitationIdFrom(text: string): string {
  const match = /\/invitations\/([0-9a-f-]{36})/.exec(text);
  if (!match) throw new Error(`no invitation link in ${text}`);
  return match[1];
}

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("inviting", () => {
  test("by e-mail: members become INVITED attendees, everyone is e-mailed a link, no one twice", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId, displayName: "Rooftop Night" });
    const guest = await member();
    const outsider = uniqueEmail("outsider");
    const first = (await gql(INVITE, { input: { eventId: event.id, source: "DIRECT", emails: [guest.email, outsider, outsider.toUpperCase()] } })).data.event.invite;
    expect(first).toEqual({ invited: 2, skipped: 0 });
    const again = (await gql(INVITE, { input: { eventId: event.id, source: "DIRECT", emails: [guest.email] } })).data.event.invite;
    expect(again).toEqual({ invited: 0, skipped: 1 });
    const [row] = await api.platform.deps.db.select().from(attendees).where(and(eq(attendees.eventId, event.id), eq(attendees.userId, guest.userId)));
    expect(row).toMatchObject({ state: "INVITED", inviterUserId: host.userId });
    const [mail] = await api.outbox(outsider);
    expect(mail.subject).toBe("You're invited: Rooftop Night");
    const list = (await gql(LIST, { eventId: event.id })).data.event;
    expect(list.uniqueInviteeCount).toBe(2);
    const byAddress = Object.fromEntries(list.invitations.nodes.map((node: { emailAddress: string; isMember: boolean; state: string }) => [node.emailAddress, [node.isMember, node.state]]));
    // The member's address stays private until they accept (an invitation is not a way to read it).
    expect(byAddress).toEqual({ null: [true, "INVITED"], [outsider]: [false, "INVITED"] });
  });

  test("a guest who is going invites friends where the host lets guests invite others; no one else may", async () => {
    const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, displayName: "Garden Party", tickets: [{ ticketType: "Entry" }] });
    const { event: closed, tickets: closedTickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "Entry" }] });
    await api.platform.deps.db.update(events).set({ optInAllowGuestInviteOthers: true }).where(eq(events.id, event.id));
    const going = await member();
    const stranger = await member();
    for (const [which, ticket] of [[event, tickets[0]], [closed, closedTickets[0]]] as const) {
      expect((await gql(RSVP, { input: { eventId: which.id, eventTicketId: ticket.id, response: "ACCEPT" } }, going.token)).errors).toBeUndefined();
    }
    const friend = uniqueEmail("friend");

    const sent = await gql(INVITE, { input: { eventId: event.id, source: "DIRECT", emails: [friend] } }, going.token);
    expect(sent.data.event.invite).toEqual({ invited: 1, skipped: 0 });
    const [mail] = await api.outbox(friend);
    expect(mail.subject).toBe("You're invited: Garden Party");
    expect(mail.text).toContain("invited you to Garden Party");

    const refused = async (input: Record<string, unknown>, token: string) => (await gql(INVITE, { input: { eventId: event.id, source: "DIRECT", emails: [uniqueEmail("x")], ...input } }, token)).errors?.[0]?.extensions.code;
    // Not the host's tickets, nor their other ways; not someone who is not going; not where the host does not allow it.
    expect(await refused({ eventTicketId: tickets[0].id }, going.token)).toBe("AUTH_NOT_AUTHORIZED");
    expect(await refused({ quantity: 2 }, going.token)).toBe("AUTH_NOT_AUTHORIZED");
    expect(await refused({}, stranger.token)).toBe("AUTH_NOT_AUTHORIZED");
    expect(await refused({ eventId: closed.id }, going.token)).toBe("AUTH_NOT_AUTHORIZED");
    const many = await gql(INVITE, { input: { eventId: event.id, source: "DIRECT", emails: Array.from({ length: 11 }, () => uniqueEmail("many")) } }, going.token);
    expect(many.errors[0].message).toBe("Invite at most 10 people at once.");
  });

  test("the e-mail picker's check: an attendee or an invitee cannot be picked", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const attending = await member();
    const fresh = await member();
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: attending.userId, state: "APPROVED" });
    const checks = (await gql(CHECK, { eventId: event.id, emails: [attending.email, fresh.email, "someone@example.test"] })).data.event.checkInviteEmails;
    expect(checks).toEqual([
      { address: attending.email, isMember: true, isExcluded: true },
      { address: fresh.email, isMember: true, isExcluded: false },
      { address: "someone@example.test", isMember: false, isExcluded: false },
    ]);
    const invited = (await gql(INVITE, { input: { eventId: event.id, source: "DIRECT", emails: [attending.email] } })).data.event.invite;
    expect(invited).toEqual({ invited: 0, skipped: 1 });
    const bad = await gql(INVITE, { input: { eventId: event.id, source: "DIRECT", emails: ["nope"] } });
    expect(bad.errors[0].message).toBe("This email address cannot be used.");
  });

  test("from contacts; the list filters INVITED, INVITE_PENDING and NOT_INVITED", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const a = (await gql(SAVE_CONTACT, { input: { name: "Contact A", emailAddress: uniqueEmail("a") } })).data.user.contacts.save;
    const b = (await gql(SAVE_CONTACT, { input: { name: "Contact B", emailAddress: uniqueEmail("b") } })).data.user.contacts.save;
    expect((await gql(INVITE, { input: { eventId: event.id, source: "CONTACT", contactIds: [a.contactId] } })).data.event.invite.invited).toBe(1);
    const of = async (status: string) => (await gql(LIST, { eventId: event.id, status })).data.event.invitations.nodes.map((node: { contactId: string }) => node.contactId);
    expect(await of("INVITED")).toEqual([a.contactId]);
    expect(await of("INVITE_PENDING")).toEqual([a.contactId]);
    expect(await of("NOT_INVITED")).toContain(b.contactId);
    expect(await of("NOT_INVITED")).not.toContain(a.contactId);
    expect(await of("ALL")).toEqual(expect.arrayContaining([a.contactId, b.contactId]));
  });

  test("only the event's team may invite or read the list", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const stranger = await member();
    expect((await gql(INVITE, { input: { eventId: event.id, source: "DIRECT", emails: ["x@example.test"] } }, stranger.token)).errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    expect((await gql(LIST, { eventId: event.id }, stranger.token)).errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    expect((await gql(CHECK, { eventId: event.id, emails: [] }, stranger.token)).errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
  });
});

describe("answering", () => {
  test("INVITED → INVITEE_ACCEPTED with the private ticket, once, then INVITEE_DECLINED gives it back", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "Backstage", isPrivate: true, limitedAmount: 5 }] });
    const guest = await member();
    await gql(INVITE, { input: { eventId: event.id, source: "DIRECT", emails: [guest.email], eventTicketId: tickets[0].id, quantity: 2 } });
    const id = invitationIdFrom((await api.outbox(guest.email))[0].text);
    expect((await gql(INVITATION, { id }, guest.token)).data.event.invitation).toMatchObject({ state: "INVITED", ticketName: "Backstage", quantity: 2 });
    const answers = await Promise.all([gql(RESPOND, { id, accept: true }, guest.token), gql(RESPOND, { id, accept: true }, guest.token)]);
    for (const answer of answers) expect(answer.data.event.respondToInvitation.state).toBe("INVITEE_ACCEPTED");
    const held = await api.platform.deps.db.select().from(userTickets).where(eq(userTickets.eventId, event.id));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ status: "ACTIVE", count: 2, ownerUserId: guest.userId });
    const [ticket] = await api.platform.deps.db.select().from(eventTickets).where(eq(eventTickets.id, tickets[0].id));
    expect(ticket.availableAmount).toBe(3);
    const [attendee] = await api.platform.deps.db.select().from(attendees).where(and(eq(attendees.eventId, event.id), eq(attendees.userId, guest.userId)));
    expect(attendee.state).toBe("INVITEE_ACCEPTED");

    expect((await gql(RESPOND, { id, accept: false }, guest.token)).data.event.respondToInvitation.state).toBe("INVITEE_DECLINED");
    const [after] = await api.platform.deps.db.select().from(eventTickets).where(eq(eventTickets.id, tickets[0].id));
    expect(after.availableAmount).toBe(5);
    const list = (await gql(LIST, { eventId: event.id, status: "INVITE_PENDING" })).data.event.invitations;
    expect(list.totalCount).toBe(0);
  });

  test("a non-member's invitation is answered once they sign up with that address; nobody else's", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const email = uniqueEmail("later");
    await gql(INVITE, { input: { eventId: event.id, source: "DIRECT", emails: [email] } });
    const id = invitationIdFrom((await api.outbox(email))[0].text);
    const someoneElse = await member();
    expect((await gql(RESPOND, { id, accept: true }, someoneElse.token)).errors[0].extensions.code).toBe("NOT_FOUND");
    const joined = await createVerifiedUser(api, { userName: email });
    expect((await gql(RESPOND, { id, accept: true }, joined.token)).data.event.respondToInvitation.state).toBe("INVITEE_ACCEPTED");
    const list = (await gql(LIST, { eventId: event.id, status: "INVITED" })).data.event.invitations.nodes;
    expect(list[0]).toMatchObject({ state: "INVITEE_ACCEPTED", isMember: true });
  });
});

describe("messages to attendees", () => {
  test("reach the chosen states by e-mail, skipping who unsubscribed; only the team may send", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId, displayName: "Picnic" });
    const going = await member();
    const unsubscribed = await member();
    const invited = await member();
    await api.platform.deps.db.insert(attendees).values([
      { eventId: event.id, userId: going.userId, state: "APPROVED" },
      { eventId: event.id, userId: unsubscribed.userId, state: "APPROVED" },
      { eventId: event.id, userId: invited.userId, state: "INVITED" },
    ]);
    await api.platform.deps.db.insert(emailSubscriptions).values({ email: unsubscribed.email, eventUpdates: false });
    const input = { eventId: event.id, states: ["APPROVED"], channels: ["EMAIL"], subject: "Bring a blanket", body: "Rain is unlikely." };
    expect((await gql(MESSAGE, { input }, going.token)).errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    expect((await gql(MESSAGE, { input })).data.event.sendGroupMessage).toEqual({ sent: 1, skipped: 1 });
    const [mail] = await api.outbox(going.email);
    expect(mail).toMatchObject({ subject: "Bring a blanket" });
    expect(mail.text).toContain("Rain is unlikely.");
    expect((await api.outbox(unsubscribed.email)).some((message) => message.subject === "Bring a blanket")).toBe(false);
    expect((await api.outbox(invited.email)).some((message) => message.subject === "Bring a blanket")).toBe(false);
    const empty = await gql(MESSAGE, { input: { ...input, subject: " ", channels: [] } });
    expect(empty.errors[0].extensions.fields).toMatchObject({ subject: "Enter a subject.", channels: "Choose e-mail, SMS or both." });
  });
});

describe("limits on invitations and address checks (security review, issue 39)", () => {
  test("a host invites at most 300 addresses an hour; a call over it is refused before anyone is invited", async () => {
    const spammer = await createVerifiedUser(api);
    const { event: first } = await createEvent(api, { createdByUserId: spammer.userId, displayName: "Flood One" });
    const { event: second } = await createEvent(api, { createdByUserId: spammer.userId, displayName: "Flood Two" });
    const emails = (count: number, tag: string) => Array.from({ length: count }, (_, i) => `${tag}${i}@flood.test`);
    expect((await gql(INVITE, { input: { eventId: first.id, source: "DIRECT", emails: emails(200, "a") } }, spammer.token)).data.event.invite).toEqual({ invited: 200, skipped: 0 });
    const over = await gql(INVITE, { input: { eventId: second.id, source: "DIRECT", emails: emails(101, "b") } }, spammer.token);
    expect(over.errors[0].extensions.code).toBe("RATE_LIMITED");
    expect((await gql(LIST, { eventId: second.id }, spammer.token)).data.event.invitations.totalCount).toBe(0);
    // Another host is not held up.
    const { event: theirs } = await createEvent(api, { createdByUserId: host.userId, displayName: "Quiet Dinner" });
    expect((await gql(INVITE, { input: { eventId: theirs.id, source: "DIRECT", emails: emails(1, "c") } })).data.event.invite).toEqual({ invited: 1, skipped: 0 });
  });

  test("the e-mail picker's check takes at most 30 addresses and counts each against the availability limit", async () => {
    const prober = await createVerifiedUser(api);
    const { event } = await createEvent(api, { createdByUserId: prober.userId, displayName: "Probe Party" });
    const emails = (count: number, tag: string) => Array.from({ length: count }, (_, i) => `${tag}${i}@probe.test`);
    const check = async (list: string[]) => (await api.graphql(CHECK, { eventId: event.id, emails: list }, { token: prober.token, ip: "198.51.100.7" })).body;
    expect((await check(emails(31, "a"))).errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect((await check(emails(25, "b"))).data.event.checkInviteEmails).toHaveLength(25);
    expect((await check(emails(25, "c"))).errors[0].extensions.code).toBe("RATE_LIMITED");
  });
});

describe("an invitation is not a way to read members' personal data (security review, issue 39)", () => {
  const SEARCH_PEOPLE = `query ($q: String!) { user { search(query: $q) { userId name } } }`;
  const ATTENDEES = `query ($id: String!, $search: String) { event { attendees(slugOrId: $id, search: $search) { totalCount nodes { attendeeId email state user { userId name } } } } }`;
  const DETAIL = `query ($id: String!, $attendeeId: ID!) { event { attendee(slugOrId: $id, attendeeId: $attendeeId) { name phoneNumber dateOfBirth gender city socialConnections attendee { email state } } } }`;
  const STATISTICS = `query ($id: String!) { event { attendeeStatistics(slugOrId: $id) { total genders { label count } } } }`;
  const csv = async (token: string, eventId: string) => (await fetch(`${api.url}/hosting/events/${eventId}/attendees.csv`, { headers: { Authorization: `Bearer ${token}` } })).text();

  test("a member who invites others to an event of their own sees their names and states only, until they accept", async () => {
    const victim = await member();
    const surname = `Harvestee${Date.now().toString(36)}`;
    await api.platform.deps.db
      .update(users)
      .set({ name: `Vera ${surname}`, phoneNumber: "+14155557788", dateOfBirth: "1990-04-02", gender: "FEMALE", city: "Oakland" })
      .where(eq(users.id, victim.userId));
    const harvester = await createVerifiedUser(api);
    const { event } = await createEvent(api, { createdByUserId: harvester.userId, displayName: "Totally Real Party" });

    // People search: a public profile, with no way to ask for the e-mail address.
    const found = (await gql(SEARCH_PEOPLE, { q: surname }, harvester.token)).data.user.search;
    expect(found).toEqual([{ userId: victim.userId, name: `Vera ${surname}` }]);
    const withEmail = await gql(`query ($q: String!) { user { search(query: $q) { userId emailAddress } } }`, { q: surname }, harvester.token);
    expect(withEmail.errors[0].message).toMatch(/Cannot query field "emailAddress"/);

    expect((await gql(INVITE, { input: { eventId: event.id, source: "DIRECT", userIds: [victim.userId] } }, harvester.token)).data.event.invite).toEqual({ invited: 1, skipped: 0 });

    const invited = (await gql(LIST, { eventId: event.id }, harvester.token)).data.event.invitations.nodes;
    expect(invited).toHaveLength(1);
    expect(invited[0]).toMatchObject({ emailAddress: null, state: "INVITED", isMember: true });

    const list = (await gql(ATTENDEES, { id: event.id }, harvester.token)).data.event.attendees;
    expect(list.nodes).toEqual([{ attendeeId: expect.any(String), email: null, state: "INVITED", user: { userId: victim.userId, name: `Vera ${surname}` } }]);
    const attendeeId = list.nodes[0].attendeeId;
    const detail = (await gql(DETAIL, { id: event.id, attendeeId }, harvester.token)).data.event.attendee;
    expect(detail).toEqual({ name: `Vera ${surname}`, phoneNumber: null, dateOfBirth: null, gender: null, city: null, socialConnections: [], attendee: { email: null, state: "INVITED" } });
    // Nor can the address be guessed through the list's search, the statistics or the export.
    expect((await gql(ATTENDEES, { id: event.id, search: victim.email }, harvester.token)).data.event.attendees.totalCount).toBe(0);
    expect((await gql(STATISTICS, { id: event.id }, harvester.token)).data.event.attendeeStatistics.total).toBe(0);
    const exported = await csv(harvester.token, event.id);
    expect(exported).toContain(`Vera ${surname}`);
    expect(exported).not.toContain(victim.email);
    expect(exported).not.toContain("+14155557788");

    // Declining keeps it so.
    const [mail] = await api.outbox(victim.email);
    const invitationId = invitationIdFrom(mail.text);
    expect((await gql(RESPOND, { id: invitationId, accept: false }, victim.token)).data.event.respondToInvitation.state).toBe("INVITEE_DECLINED");
    expect((await gql(DETAIL, { id: event.id, attendeeId }, harvester.token)).data.event.attendee).toMatchObject({ phoneNumber: null, city: null, attendee: { email: null, state: "INVITEE_DECLINED" } });
  });

  test("once the invitee accepts, the host sees them as an attendee", async () => {
    const guest = await member();
    await api.platform.deps.db.update(users).set({ phoneNumber: "+14155557799", city: "Berkeley" }).where(eq(users.id, guest.userId));
    const { event } = await createEvent(api, { createdByUserId: host.userId, displayName: "Garden Supper" });
    await gql(INVITE, { input: { eventId: event.id, source: "DIRECT", userIds: [guest.userId] } });
    const [mail] = await api.outbox(guest.email);
    expect((await gql(RESPOND, { id: invitationIdFrom(mail.text), accept: true }, guest.token)).data.event.respondToInvitation.state).toBe("INVITEE_ACCEPTED");
    const [node] = (await gql(ATTENDEES, { id: event.id })).data.event.attendees.nodes;
    expect(node).toMatchObject({ email: guest.email, state: "INVITEE_ACCEPTED" });
    const detail = (await gql(DETAIL, { id: event.id, attendeeId: node.attendeeId })).data.event.attendee;
    expect(detail).toMatchObject({ phoneNumber: "+14155557799", city: "Berkeley", attendee: { email: guest.email } });
    expect((await gql(LIST, { eventId: event.id })).data.event.invitations.nodes[0]).toMatchObject({ emailAddress: guest.email, state: "INVITEE_ACCEPTED" });
  });
});
