import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parse } from "csv-parse/sync";
import { attendees, eventTickets, notifications, userTickets, users } from "../../db/schema.js";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { seedPendingGuests } from "./test-support.js";

let api: TestApi;
let host: AuthInfo;

const DECIDE = `mutation ($input: AttendeeDecisionInput!) {
  event { decideAttendees(input: $input) { processed failed skipped failures { attendeeId reason } } }
}`;
const ATTENDEES = `query ($slugOrId: String!, $filter: AttendeeFilter, $search: String, $page: Int) {
  event { attendees(slugOrId: $slugOrId, filter: $filter, search: $search, page: $page) {
    totalCount nodes { attendeeId status badge email } pageInfo { hasNextPage endCursor }
    summary { total approved pending declined checkedIn none }
  } }
}`;
const INVITE = `mutation ($eventId: ID!, $userId: ID!, $role: AttendeeRole!) {
  event { inviteToRole(eventId: $eventId, userId: $userId, role: $role) { addableRoles pendingInvites { inviteId label user { userId } } } }
}`;
const RESPOND = `mutation ($slug: String!, $inviteId: ID, $token: String, $accept: Boolean!) {
  event { respondToRoleInvite(slug: $slug, inviteId: $inviteId, token: $token, accept: $accept) { label eventName } }
}`;
const TEAM = `query ($s: String!) { event { team(slugOrId: $s) { members { user { userId } labels } pendingInvites { inviteId } } } }`;

async function decide(token: string, input: Record<string, unknown>) {
  return (await api.graphql(DECIDE, { input }, { token })).body;
}
async function list(token: string, variables: Record<string, unknown>) {
  return (await api.graphql(ATTENDEES, variables, { token })).body;
}
async function exportCsv(token: string, path: string) {
  return fetch(`${api.url}/hosting/events/${path}`, { headers: { Authorization: `Bearer ${token}` } });
}
/** After a long arrangement the kept-alive connection may be closing: one cheap call first, retried once. */
async function warmUp() {
  await api.graphql("{ __typename }").catch(() => api.graphql("{ __typename }"));
}
async function approvalEvent(limitedAmount: number | null = null) {
  return createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "Guest list", isRequiredApproval: true, limitedAmount }] });
}
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

describe("who may manage attendees", () => {
  test("a stranger finds no event; a door scanner on the team is not authorised to approve, list, add roles or export", async () => {
    const { event, tickets } = await approvalEvent();
    const { attendeeIds } = await seedPendingGuests(api, { eventId: event.id, eventTicketId: tickets[0].id, count: 1 });
    const stranger = await createVerifiedUser(api);
    const door = await createVerifiedUser(api);
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: door.userId, roles: ["DOOR"] });

    expect((await list(stranger.token, { slugOrId: event.id })).errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await decide(stranger.token, { eventId: event.id, decision: "APPROVE", attendeeIds })).errors[0].extensions.code).toBe("NOT_FOUND");
    for (const answer of [
      await list(door.token, { slugOrId: event.id }),
      await decide(door.token, { eventId: event.id, decision: "APPROVE", attendeeIds }),
      (await api.graphql(INVITE, { eventId: event.id, userId: stranger.userId, role: "DOOR" }, { token: door.token })).body,
      (await api.graphql(`mutation ($e: ID!) { event { createRoleInviteLink(eventId: $e, role: DOOR) } }`, { e: event.id }, { token: door.token })).body,
      (await api.graphql(`query ($s: String!) { event { attendeeStatistics(slugOrId: $s) { total } } }`, { s: event.id }, { token: door.token })).body,
      (await api.graphql(`query ($s: String!, $a: ID!) { event { attendee(slugOrId: $s, attendeeId: $a) { name } } }`, { s: event.id, a: attendeeIds[0] }, { token: door.token })).body,
      (await api.graphql(`mutation ($e: ID!, $a: ID!) { event { setAttendeeNote(eventId: $e, attendeeId: $a, note: "x") { note } } }`, { e: event.id, a: attendeeIds[0] }, { token: door.token })).body,
    ]) {
      expect(answer.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    }
    expect((await exportCsv(door.token, `${event.id}/attendees.csv`)).status).toBe(403);
    expect((await exportCsv(stranger.token, `${event.id}/tickets.csv`)).status).toBe(404);
  });

  test("a manager is invited only by the creator, accepts from the e-mail, then invites a promoter but not another manager", async () => {
    const { event } = await approvalEvent();
    const manager = await createVerifiedUser(api);
    const other = await createVerifiedUser(api);
    const invited = (await api.graphql(INVITE, { eventId: event.id, userId: manager.userId, role: "CO_HOST" }, { token: host.token })).body;
    const [pending] = invited.data.event.inviteToRole.pendingInvites;
    expect(pending).toMatchObject({ label: "Manager", user: { userId: manager.userId } });
    const [mail] = await api.outbox(manager.email!);
    expect(mail.subject).toBe("You're invited to be Manager of Test Event");
    expect(mail.links.some((link) => link.includes(`/events/${event.slug}/role-invite?invite=${pending.inviteId}`))).toBe(true);
    const [bell] = await api.platform.deps.db.select().from(notifications).where(eq(notifications.recipientUserId, manager.userId));
    expect(bell).toMatchObject({ type: "EventCoHostInvitation" });

    // Only the invitee may answer it.
    const stolen = (await api.graphql(RESPOND, { slug: event.slug, inviteId: pending.inviteId, accept: true }, { token: other.token })).body;
    expect(stolen.errors[0].extensions.code).toBe("NOT_FOUND");
    const accepted = (await api.graphql(RESPOND, { slug: event.slug, inviteId: pending.inviteId, accept: true }, { token: manager.token })).body;
    expect(accepted.data.event.respondToRoleInvite).toMatchObject({ label: "Manager" });
    const team = (await api.graphql(TEAM, { s: event.id }, { token: host.token })).body.data.event.team;
    expect(team.members.map((member: { labels: string[] }) => member.labels)).toEqual([["Producer"], ["Manager"]]);
    expect(team.pendingInvites).toEqual([]);

    const refused = (await api.graphql(INVITE, { eventId: event.id, userId: other.userId, role: "CO_HOST" }, { token: manager.token })).body;
    expect(refused.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    const promoter = (await api.graphql(INVITE, { eventId: event.id, userId: other.userId, role: "PROMOTER" }, { token: manager.token })).body;
    expect(promoter.data.event.inviteToRole.addableRoles).not.toContain("CO_HOST");
    // The manager takes the invitation back.
    const inviteId = promoter.data.event.inviteToRole.pendingInvites[0].inviteId;
    const removed = (await api.graphql(`mutation ($e: ID!, $i: ID!) { event { removeRoleInvite(eventId: $e, inviteId: $i) { pendingInvites { inviteId } } } }`, { e: event.id, i: inviteId }, { token: manager.token })).body;
    expect(removed.data.event.removeRoleInvite.pendingInvites).toEqual([]);
    const late = (await api.graphql(RESPOND, { slug: event.slug, inviteId, accept: true }, { token: other.token })).body;
    expect(late.errors[0].extensions.code).toBe("NOT_FOUND");
  });

  test("an invite link works once, for whoever opens it signed in", async () => {
    const { event } = await approvalEvent();
    const link = (await api.graphql(`mutation ($e: ID!) { event { createRoleInviteLink(eventId: $e, role: DOOR) } }`, { e: event.id }, { token: host.token })).body
      .data.event.createRoleInviteLink as string;
    const token = new URL(link).searchParams.get("token")!;
    expect(token.length).toBeGreaterThanOrEqual(32);
    const scanner = await createVerifiedUser(api);
    const second = await createVerifiedUser(api);
    const accepted = (await api.graphql(RESPOND, { slug: event.slug, token, accept: true }, { token: scanner.token })).body;
    expect(accepted.data.event.respondToRoleInvite.label).toBe("Scanner");
    const again = (await api.graphql(RESPOND, { slug: event.slug, token, accept: true }, { token: second.token })).body;
    expect(again.errors[0].extensions.code).toBe("NOT_FOUND");
    const [row] = await api.platform.deps.db.select().from(attendees).where(eq(attendees.userId, scanner.userId));
    expect(row.roles).toContain("DOOR");
  });
});

describe("invite links (issue 39)", () => {
  const LINK = `mutation ($e: ID!, $r: AttendeeRole!) { event { createRoleInviteLink(eventId: $e, role: $r) } }`;
  const VIEW = `query ($slug: String!, $inviteId: ID, $token: String) { event { roleInvite(slug: $slug, inviteId: $inviteId, token: $token) { label } } }`;

  test("a door scanner or promoter cannot make themselves co-host with a link invite's id; only its token opens it", async () => {
    const { event } = await approvalEvent();
    const door = await createVerifiedUser(api);
    const promoter = await createVerifiedUser(api);
    await api.platform.deps.db.insert(attendees).values([
      { eventId: event.id, userId: door.userId, roles: ["DOOR"] },
      { eventId: event.id, userId: promoter.userId, roles: ["PROMOTER"] },
    ]);
    const link = (await api.graphql(LINK, { e: event.id, r: "CO_HOST" }, { token: host.token })).body.data.event.createRoleInviteLink as string;
    const [hostView] = (await api.graphql(TEAM, { s: event.id }, { token: host.token })).body.data.event.team.pendingInvites;
    expect(hostView.inviteId).toBeTruthy();

    for (const staff of [door, promoter]) {
      // The team page no longer lists invitations of roles the viewer may not add.
      const team = (await api.graphql(TEAM, { s: event.id }, { token: staff.token })).body;
      expect(team.data.event.team.pendingInvites).toEqual([]);
      // Even with the id in hand (read earlier, or leaked), the link cannot be opened or accepted.
      const seen = (await api.graphql(VIEW, { slug: event.slug, inviteId: hostView.inviteId }, { token: staff.token })).body;
      expect(seen.errors[0].extensions.code).toBe("NOT_FOUND");
      const taken = (await api.graphql(RESPOND, { slug: event.slug, inviteId: hostView.inviteId, accept: true }, { token: staff.token })).body;
      expect(taken.errors[0].extensions.code).toBe("NOT_FOUND");
    }
    const [doorRow] = await api.platform.deps.db.select().from(attendees).where(eq(attendees.userId, door.userId));
    expect(doorRow.roles).toEqual(["DOOR"]);

    // The one given the link accepts with its token.
    const invitee = await createVerifiedUser(api);
    const accepted = (await api.graphql(RESPOND, { slug: event.slug, token: new URL(link).searchParams.get("token"), accept: true }, { token: invitee.token })).body;
    expect(accepted.data.event.respondToRoleInvite.label).toBe("Manager");
  });

  test("a link gives no more than its inviter may give now: a removed manager's link is void", async () => {
    const { event } = await approvalEvent();
    const manager = await createVerifiedUser(api);
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: manager.userId, roles: ["CO_HOST"] });
    const link = (await api.graphql(LINK, { e: event.id, r: "PROMOTER" }, { token: manager.token })).body.data.event.createRoleInviteLink as string;
    const removed = (await api.graphql(`mutation ($e: ID!, $u: ID!) { event { removeTeamRole(eventId: $e, userId: $u, role: CO_HOST) { addableRoles } } }`, { e: event.id, u: manager.userId }, { token: host.token })).body;
    expect(removed.errors).toBeUndefined();
    const invitee = await createVerifiedUser(api);
    const refused = (await api.graphql(RESPOND, { slug: event.slug, token: new URL(link).searchParams.get("token"), accept: true }, { token: invitee.token })).body;
    expect(refused.errors[0].extensions.code).toBe("NOT_FOUND");
    const rows = await api.platform.deps.db.select().from(attendees).where(eq(attendees.userId, invitee.userId));
    expect(rows.flatMap((row) => row.roles)).not.toContain("PROMOTER");
  });
});

describe("deciding", () => {
  test("a bulk approval reports processed and skipped, activates tickets, e-mails the guests; decline and undo follow", async () => {
    const { event, tickets } = await approvalEvent(10);
    const { attendeeIds, emails } = await seedPendingGuests(api, { eventId: event.id, eventTicketId: tickets[0].id, count: 4 });

    const first = await decide(host.token, { eventId: event.id, decision: "APPROVE", attendeeIds: attendeeIds.slice(0, 3) });
    expect(first.data.event.decideAttendees).toMatchObject({ processed: 3, failed: 0, skipped: 0 });
    const again = await decide(host.token, { eventId: event.id, decision: "APPROVE", attendeeIds: attendeeIds.slice(2) });
    expect(again.data.event.decideAttendees).toMatchObject({ processed: 1, failed: 0, skipped: 1, failures: [{ reason: "Already approved." }] });
    expect((await ticketRow(tickets[0].id)).availableAmount).toBe(6);
    expect((await api.outbox(emails[0]))[0].subject).toBe("You're approved for Test Event");
    // …and the bell says so (spec 1 §3 EventApproved), then EventDeclined after the decline below.
    const [approvedGuest] = await api.platform.deps.db.select().from(attendees).where(eq(attendees.id, attendeeIds[0]));
    const bellOf = async () =>
      (await api.platform.deps.db.select().from(notifications).where(eq(notifications.recipientUserId, approvedGuest.userId))).map((row) => row.type).sort();
    expect(await bellOf()).toEqual(["EventApproved"]);

    const declined = await decide(host.token, { eventId: event.id, decision: "DECLINE", attendeeIds: [attendeeIds[0]] });
    expect(declined.data.event.decideAttendees.processed).toBe(1);
    expect(await bellOf()).toEqual(["EventApproved", "EventDeclined"]);
    expect((await ticketRow(tickets[0].id)).availableAmount).toBe(7);
    const summary = (await list(host.token, { slugOrId: event.slug })).data.event.attendees.summary;
    expect(summary).toMatchObject({ total: 4, approved: 3, declined: 1, pending: 0 });

    // Undo: the declined guest waits again with their ticket; an approved one too, and the place returns.
    await decide(host.token, { eventId: event.id, decision: "UNDO", attendeeIds: attendeeIds.slice(0, 2) });
    const pending = (await list(host.token, { slugOrId: event.id, filter: "PENDING" })).data.event.attendees;
    expect(pending.nodes.map((node: { attendeeId: string }) => node.attendeeId).sort()).toEqual(attendeeIds.slice(0, 2).sort());
    expect(pending.nodes[0].badge).toBe("Pending");
    expect((await ticketRow(tickets[0].id)).availableAmount).toBe(8);
  });

  test("two hosts approving the last place at once: one gets it, the other is told it is full", async () => {
    const { event, tickets } = await approvalEvent(1);
    const { attendeeIds } = await seedPendingGuests(api, { eventId: event.id, eventTicketId: tickets[0].id, count: 2 });
    const coHost = await createVerifiedUser(api);
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: coHost.userId, roles: ["CO_HOST"] });

    const answers = await Promise.all([
      decide(host.token, { eventId: event.id, decision: "APPROVE", attendeeIds: [attendeeIds[0]] }),
      decide(coHost.token, { eventId: event.id, decision: "APPROVE", attendeeIds: [attendeeIds[1]] }),
    ]);
    const results = answers.map((answer) => answer.data.event.decideAttendees);
    expect(results.map((result) => result.processed).sort()).toEqual([0, 1]);
    expect(results.find((result) => result.failed === 1)?.failures[0].reason).toBe("No places left on Guest list.");
    expect(await ticketRow(tickets[0].id)).toMatchObject({ availableAmount: 0, releasedAmount: 1 });
    const active = await api.platform.deps.db.select().from(userTickets).where(eq(userTickets.eventTicketId, tickets[0].id));
    expect(active.filter((ticket) => ticket.status === "ACTIVE")).toHaveLength(1);
  });

  test("a promoter sees and approves only the guests they brought", async () => {
    const { event, tickets } = await approvalEvent();
    const promoter = await createVerifiedUser(api);
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: promoter.userId, roles: ["PROMOTER"] });
    const theirs = await seedPendingGuests(api, { eventId: event.id, eventTicketId: tickets[0].id, count: 2, inviterUserId: promoter.userId });
    const others = await seedPendingGuests(api, { eventId: event.id, eventTicketId: tickets[0].id, count: 3 });

    const seen = (await list(promoter.token, { slugOrId: event.id })).data.event.attendees;
    expect(seen.totalCount).toBe(2);
    const answer = await decide(promoter.token, { eventId: event.id, decision: "APPROVE", attendeeIds: [...theirs.attendeeIds, others.attendeeIds[0]] });
    expect(answer.data.event.decideAttendees).toMatchObject({ processed: 2, failed: 1, failures: [{ reason: "Not one of your attendees." }] });
    const all = await decide(promoter.token, { eventId: event.id, decision: "DECLINE", allMatching: true, filter: "PENDING" });
    expect(all.data.event.decideAttendees.processed).toBe(0);
    expect((await list(host.token, { slugOrId: event.id, filter: "PENDING" })).data.event.attendees.totalCount).toBe(3);
  });

  test("an attendee's page says who invited them; nobody for one who came on their own", async () => {
    const { event, tickets } = await approvalEvent();
    const promoter = await createVerifiedUser(api, { name: "Pat Promoter" });
    await api.platform.deps.db.update(users).set({ userName: `pat_${event.id.slice(0, 8)}` }).where(eq(users.id, promoter.userId));
    const brought = await seedPendingGuests(api, { eventId: event.id, eventTicketId: tickets[0].id, count: 1, inviterUserId: promoter.userId });
    const walkIn = await seedPendingGuests(api, { eventId: event.id, eventTicketId: tickets[0].id, count: 1 });
    const INVITED_BY = `query ($id: String!, $attendeeId: ID!) { event { attendee(slugOrId: $id, attendeeId: $attendeeId) { invitedBy { name userName } } } }`;
    const invitedBy = async (attendeeId: string) => (await api.graphql(INVITED_BY, { id: event.id, attendeeId }, { token: host.token })).body.data.event.attendee.invitedBy;
    expect(await invitedBy(brought.attendeeIds[0]!)).toEqual({ name: "Pat Promoter", userName: `pat_${event.id.slice(0, 8)}` });
    expect(await invitedBy(walkIn.attendeeIds[0]!)).toBeNull();
  });

  test("a thousand pending guests approved in one post, set-based; pages of 50 and search", async () => {
    const { event, tickets } = await approvalEvent(1500);
    await seedPendingGuests(api, { eventId: event.id, eventTicketId: tickets[0].id, count: 1000 });
    await warmUp();
    const answer = await decide(host.token, { eventId: event.id, decision: "APPROVE", allMatching: true, filter: "PENDING" });
    expect(answer.data.event.decideAttendees).toMatchObject({ processed: 1000, failed: 0, skipped: 0 });
    expect(await ticketRow(tickets[0].id)).toMatchObject({ availableAmount: 500, releasedAmount: 1000 });

    const page = (await list(host.token, { slugOrId: event.id, filter: "APPROVED", page: 20 })).data.event.attendees;
    expect(page).toMatchObject({ totalCount: 1000, summary: { approved: 1000, pending: 0 } });
    expect(page.nodes).toHaveLength(50);
    expect(page.pageInfo.hasNextPage).toBe(false);
    const found = (await list(host.token, { slugOrId: event.id, search: page.nodes[0].email })).data.event.attendees;
    expect(found.totalCount).toBe(1);
    const none = (await list(host.token, { slugOrId: event.id, filter: "DECLINED" })).data.event.attendees;
    expect(none).toMatchObject({ totalCount: 0, nodes: [] });
  });
});

describe("the counts around the list", () => {
  test("are read once and stay exact: a guest who joins and a decision show on the next read, and each row's status agrees with the filters", async () => {
    const { event, tickets } = await approvalEvent();
    const seeded = await seedPendingGuests(api, { eventId: event.id, eventTicketId: tickets[0].id, count: 6 });
    await warmUp();
    const first = (await list(host.token, { slugOrId: event.id })).data.event.attendees;
    expect(first).toMatchObject({ totalCount: 6, summary: { total: 6, pending: 6, approved: 0 } });

    // Written straight to the database, past the API: only the triggers can tell the cached counts.
    await seedPendingGuests(api, { eventId: event.id, eventTicketId: tickets[0].id, count: 1 });
    const joined = (await list(host.token, { slugOrId: event.id, filter: "PENDING" })).data.event.attendees;
    expect(joined).toMatchObject({ totalCount: 7, summary: { total: 7, pending: 7 } });

    await decide(host.token, { eventId: event.id, decision: "APPROVE", attendeeIds: seeded.attendeeIds.slice(0, 2) });
    await decide(host.token, { eventId: event.id, decision: "DECLINE", attendeeIds: [seeded.attendeeIds[2]] });
    await api.platform.deps.db.update(userTickets).set({ status: "CANCELLED" }).where(eq(userTickets.attendeeId, seeded.attendeeIds[3]));
    const after = (await list(host.token, { slugOrId: event.id })).data.event.attendees;
    expect(after.summary).toEqual({ total: 7, approved: 2, declined: 1, pending: 3, none: 1, checkedIn: 0 });
    const statuses = Object.fromEntries(after.nodes.map((node: { attendeeId: string; status: string }) => [node.attendeeId, node.status]));
    expect(seeded.attendeeIds.map((id) => statuses[id])).toEqual(["APPROVED", "APPROVED", "DECLINED", "NONE", "PENDING", "PENDING"]);
    for (const filter of ["APPROVED", "DECLINED", "PENDING", "NONE"] as const) {
      const page = (await list(host.token, { slugOrId: event.id, filter })).data.event.attendees;
      expect(page.totalCount).toBe(page.nodes.length);
      expect(page.nodes.every((node: { status: string }) => node.status === filter)).toBe(true);
    }
  });
});

describe("a page of the list", () => {
  test("is kept between reads and stays exact: a member's new e-mail, a guest who joins and a cancelled ticket show on the next read", async () => {
    const { event, tickets } = await approvalEvent();
    const seeded = await seedPendingGuests(api, { eventId: event.id, eventTicketId: tickets[0].id, count: 2 });
    await warmUp();
    const read = async () => (await list(host.token, { slugOrId: event.id })).data.event.attendees;
    const byId = (page: { nodes: { attendeeId: string; email: string; status: string }[] }) => new Map(page.nodes.map((node) => [node.attendeeId, node]));
    expect((await read()).nodes).toHaveLength(2);

    // Written straight to the database, past the API: only the triggers can tell the kept page.
    await api.platform.deps.db.update(users).set({ email: "renamed-guest@example.test" }).where(eq(users.id, seeded.userIds[0]));
    expect(byId(await read()).get(seeded.attendeeIds[0])?.email).toBe("renamed-guest@example.test");

    const joined = await seedPendingGuests(api, { eventId: event.id, eventTicketId: tickets[0].id, count: 1 });
    const withNewcomer = await read();
    expect(withNewcomer.nodes).toHaveLength(3);
    expect(byId(withNewcomer).has(joined.attendeeIds[0])).toBe(true);

    await api.platform.deps.db.update(userTickets).set({ status: "CANCELLED" }).where(eq(userTickets.attendeeId, seeded.attendeeIds[1]));
    expect(byId(await read()).get(seeded.attendeeIds[1])?.status).toBe("NONE");
  });
});

describe("exports", () => {
  test("the attendee CSV streams every row in batches with the export's columns and neutralised formulas", async () => {
    const { event, tickets } = await approvalEvent();
    await seedPendingGuests(api, {
      eventId: event.id,
      eventTicketId: tickets[0].id,
      count: 1203,
      names: (index) => (index === 7 ? "=HYPERLINK(\"http://evil.test\")" : `Guest ${index}`),
    });
    await decide(host.token, { eventId: event.id, decision: "APPROVE", allMatching: true });

    const response = await exportCsv(host.token, `${event.id}/attendees.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const rows: Record<string, string>[] = parse(await response.text(), { columns: true, bom: true });
    expect(rows).toHaveLength(1203);
    expect(Object.keys(rows[0])).toEqual(expect.arrayContaining(["Name", "Email", "Status", "Tickets", "Ticket prices", "Total spent", "Approved time", "Approved by", "Accepted policy time", "Purchased items"]));
    expect(rows.every((row) => row.Status === "APPROVED" && row["Approved by"] === "Alex Morgan")).toBe(true);
    expect(rows.find((row) => row.Name.includes("HYPERLINK"))?.Name).toBe("'=HYPERLINK(\"http://evil.test\")");

    const ticketCsv = await exportCsv(host.token, `${event.id}/tickets.csv`);
    const ticketRows: Record<string, string>[] = parse(await ticketCsv.text(), { columns: true, bom: true });
    expect(ticketRows).toHaveLength(1203);
    expect(ticketRows[0]).toMatchObject({ "Ticket type": "Guest list", Status: "ACTIVE", Price: "0.00" });
  });
});
