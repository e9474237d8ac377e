// The door against a real database: the scan's answers, exactly-once admission under
// concurrency and retries, offline scans settled by scan time, un-check-in, who may scan.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attendees, bookings, userTickets, type EventRow, type EventTicketRow } from "../../db/schema.js";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { issueTicketPass } from "../../events/domain/ticket-pass.js";
import { createEvent, createHeldTicket, createVerifiedUser, eventSettingsInput } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { notifications } from "../../account/notifications/db.js";
import { ticketScans } from "./db.js";
import { passHashOf } from "./domain/summary.js";

let api: TestApi;
let host: AuthInfo;
let doorStaff: AuthInfo;
let guest: AuthInfo;

const VERIFY = `mutation ($input: VerifyTicketInput!) { event { verifyTicket(input: $input) {
  status ticketId ticketType holderName zoneName scanCount maxScans firstSeen scannedAt earlierScans { status zoneName scannedAt }
} } }`;
const UNDO = `mutation ($input: UndoCheckInInput!) { event { undoCheckIn(input: $input) { ticketId scanCount firstSeen } } }`;
const SAVE_ZONE = `mutation ($eventId: ID!, $input: ScanningZoneInput!) { event { saveScanningZone(eventId: $eventId, input: $input) { zoneId name maxScans eventTicketIds } } }`;
const SUMMARY = `query ($eventId: ID!) { event { checkedInSummary(eventId: $eventId) { checkedIn admissible zones { zoneId name checkedIn admissible } } } }`;
const PASSES = `query ($eventId: ID!, $zoneId: ID) { event { doorPasses(eventId: $eventId, zoneId: $zoneId) { passHash ticketId scanCount } } }`;

let nonces = 0;
const nonce = () => `test-nonce-${Date.now()}-${++nonces}`;

async function scan(token: string, input: Record<string, unknown>) {
  const answer = await api.graphql(VERIFY, { input: { nonce: nonce(), zoneId: null, ...input } }, { token });
  return answer.body;
}

/** An event starting in an hour with a staff member holding the DOOR role. */
async function doorEvent(tickets = [{ ticketType: "General" }]): Promise<{ event: EventRow; tickets: EventTicketRow[] }> {
  const made = await createEvent(api, { createdByUserId: host.userId, startsInHours: 1, tickets });
  await api.platform.deps.db.insert(attendees).values({ eventId: made.event.id, userId: doorStaff.userId, state: "NONE", roles: ["DOOR"] });
  return made;
}

/** A ticket held by a new guest (or `holder`), and its pass. */
async function heldTicket(event: EventRow, eventTicket: EventTicketRow, options: Parameters<typeof createHeldTicket>[3] = {}) {
  const { ticket, attendee } = await createHeldTicket(api, event, eventTicket, options);
  // The pass is issued for ACTIVE tickets only; the door must also refuse the others' passes.
  const pass = issueTicketPass(api.platform.deps.ticketPassKey, { id: ticket.id, status: "ACTIVE" })!;
  return { ticket, pass, attendee };
}

beforeAll(async () => {
  api = await startTestApi({ graphqlRateLimitPerMinute: 100_000 });
  host = await createVerifiedUser(api);
  doorStaff = await createVerifiedUser(api);
  guest = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("admitting exactly once", () => {
  test("20 concurrent scans of one ticket admit it once", async () => {
    const { event, tickets } = await doorEvent();
    const { ticket, pass } = await heldTicket(event, tickets[0]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => scan(doorStaff.token, { eventId: event.id, code: pass })));
    const statuses = answers.map((answer) => answer.data.event.verifyTicket.status);
    expect(statuses.filter((status) => status === "OK")).toHaveLength(1);
    expect(statuses.filter((status) => status === "ALREADY_SCANNED")).toHaveLength(19);
    const [attendee] = await api.platform.deps.db.select().from(attendees).where(eq(attendees.id, ticket.attendeeId));
    expect(attendee.checkedInCount).toBe(1);
  });

  test("a retried scan returns its first answer and is not a second scan", async () => {
    const { event, tickets } = await doorEvent();
    const { ticket, pass } = await heldTicket(event, tickets[0]);
    const input = { eventId: event.id, code: pass, nonce: nonce() };
    const first = (await scan(doorStaff.token, input)).data.event.verifyTicket;
    const retried = (await scan(doorStaff.token, input)).data.event.verifyTicket;
    expect(first).toMatchObject({ status: "OK", scanCount: 1, ticketType: "General", holderName: "Dana Holder", zoneName: "All tickets" });
    expect(retried).toEqual(first);
    const rows = await api.platform.deps.db.select().from(ticketScans).where(eq(ticketScans.userTicketId, ticket.id));
    expect(rows).toHaveLength(1);
    // A new scan (a new nonce) is a second scan: refused, with the earlier one shown.
    const again = (await scan(doorStaff.token, { eventId: event.id, code: pass })).data.event.verifyTicket;
    expect(again).toMatchObject({ status: "ALREADY_SCANNED", scanCount: 1, firstSeen: first.firstSeen });
    expect(again.earlierScans).toEqual([expect.objectContaining({ status: "OK", zoneName: "All tickets" })]);
  });

  test("a zone admitting twice admits twice, then refuses", async () => {
    const { event, tickets } = await doorEvent();
    const zone = (await api.graphql(SAVE_ZONE, { eventId: event.id, input: { name: "Bar", eventTicketIds: [tickets[0].id], maxScans: 2 } }, { token: host.token })).body.data.event.saveScanningZone;
    const { ticket, pass } = await heldTicket(event, tickets[0]);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await scan(doorStaff.token, { eventId: event.id, zoneId: zone.zoneId, code: pass })).data.event.verifyTicket.status);
    expect(statuses).toEqual(["OK", "OK", "ALREADY_SCANNED"]);
    // The holder is told of the check-in once, at the first admission, not at the re-entry.
    const told = await api.platform.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, ticket.ownerUserId), eq(notifications.type, "EventCheckinSuccess")));
    expect(told).toHaveLength(1);
    expect(told[0].properties).toMatchObject({ EventName: event.displayName });
  });
});

describe("refusals", () => {
  test("each reason", async () => {
    const { event, tickets } = await doorEvent();
    const other = await doorEvent();
    const [booking] = await api.platform.deps.db
      .insert(bookings)
      .values({
        eventId: event.id, buyerUserId: guest.userId, type: "BUY_EVENT_TICKET", status: "REFUNDED", items: [], quantity: 1, currency: "USD",
        subtotalCents: 1000, gratuityCents: 0, serviceFeeCents: 0, processingFeeCents: 0, taxCents: 0, totalCents: 1000, hostBalanceCents: 1000,
        isAllInPricing: false, paymentProvider: "sandbox", expiresAt: new Date(),
      })
      .returning();
    const cases: [string, string][] = [
      [(await heldTicket(event, tickets[0], { status: "CANCELLED" })).pass, "CANCELLED"],
      [(await heldTicket(event, tickets[0], { status: "PENDING" })).pass, "NOT_APPROVED"],
      [(await heldTicket(event, tickets[0], { attendeeState: "DECLINED" })).pass, "NOT_APPROVED"],
      [(await heldTicket(event, tickets[0], { transactionId: booking.id })).pass, "UNPAID"],
      [(await heldTicket(other.event, other.tickets[0])).pass, "UNKNOWN"],
      ["1.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA", "UNKNOWN"],
      ["not a ticket", "UNKNOWN"],
    ];
    for (const [code, status] of cases) {
      const answer = (await scan(doorStaff.token, { eventId: event.id, code })).data.event.verifyTicket;
      expect({ code, status: answer.status }).toEqual({ code, status });
      expect(answer.scanCount).toBe(0);
    }
  });

  test("a ticket outside the event's window is not yet valid", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, startsInHours: 48, tickets: [{ ticketType: "Early" }] });
    const { pass } = await heldTicket(event, tickets[0]);
    const answer = (await scan(host.token, { eventId: event.id, code: pass })).data.event.verifyTicket;
    expect(answer.status).toBe("NOT_YET_VALID");
  });

  test("a ticket type the zone does not admit is the wrong zone", async () => {
    const { event, tickets } = await doorEvent([{ ticketType: "General" }, { ticketType: "VIP" }]);
    const vipRoom = (await api.graphql(SAVE_ZONE, { eventId: event.id, input: { name: "VIP room", eventTicketIds: [tickets[1].id], maxScans: 1 } }, { token: host.token })).body.data.event.saveScanningZone;
    const { pass } = await heldTicket(event, tickets[0]);
    const answer = (await scan(doorStaff.token, { eventId: event.id, zoneId: vipRoom.zoneId, code: pass })).data.event.verifyTicket;
    expect(answer).toMatchObject({ status: "WRONG_ZONE", zoneName: "VIP room", ticketType: "General" });
    // Once an event has zones, the implicit one is gone.
    const implicit = await scan(doorStaff.token, { eventId: event.id, code: pass });
    expect(implicit.errors[0].extensions.code).toBe("NOT_FOUND");
  });
});

describe("offline scans", () => {
  test("are settled by scan time: the earliest is admitted, a later one already scanned", async () => {
    const { event, tickets } = await doorEvent();
    const { ticket, pass } = await heldTicket(event, tickets[0]);
    const online = (await scan(doorStaff.token, { eventId: event.id, code: pass })).data.event.verifyTicket;
    expect(online.status).toBe("OK");
    const earlier = new Date(new Date(online.scannedAt).getTime() - 10 * 60_000).toISOString();
    const synced = (await scan(doorStaff.token, { eventId: event.id, code: pass, scannedAt: earlier })).data.event.verifyTicket;
    expect(synced).toMatchObject({ status: "OK", scanCount: 1, firstSeen: earlier });
    const later = new Date(new Date(online.scannedAt).getTime() - 60_000).toISOString();
    const laterSynced = (await scan(doorStaff.token, { eventId: event.id, code: pass, scannedAt: later })).data.event.verifyTicket;
    expect(laterSynced).toMatchObject({ status: "ALREADY_SCANNED", scanCount: 1, firstSeen: earlier });
    const summary = (await api.graphql(SUMMARY, { eventId: event.id }, { token: doorStaff.token })).body.data.event.checkedInSummary;
    expect(summary).toMatchObject({ checkedIn: 1, admissible: 1 });
    const [row] = await api.platform.deps.db.select().from(userTickets).where(eq(userTickets.id, ticket.id));
    expect(row.firstSeenAt?.toISOString()).toBe(earlier);
  });

  test("a device time in the future is refused", async () => {
    const { event, tickets } = await doorEvent();
    const { pass } = await heldTicket(event, tickets[0]);
    const future = new Date(api.clock.now().getTime() + 3600_000).toISOString();
    const answer = await scan(doorStaff.token, { eventId: event.id, code: pass, scannedAt: future });
    expect(answer.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  test("the passes for offline scanning are hashes of the zone's admissible tickets", async () => {
    const { event, tickets } = await doorEvent();
    const admissible = await heldTicket(event, tickets[0]);
    await heldTicket(event, tickets[0], { status: "CANCELLED" });
    const passes = (await api.graphql(PASSES, { eventId: event.id }, { token: doorStaff.token })).body.data.event.doorPasses;
    expect(passes).toEqual([{ passHash: passHashOf(admissible.pass), ticketId: admissible.ticket.id, scanCount: 0 }]);
    expect(JSON.stringify(passes)).not.toContain(admissible.pass);
  });
});

describe("an event without QR passes (ADR 0100)", () => {
  test("its tickets carry no pass, a pass issued before is refused without a scan, and nothing goes offline", async () => {
    const { event, tickets } = await doorEvent();
    const { pass } = await heldTicket(event, tickets[0]);
    // The holder's own ticket: a pass while the event uses QR passes, none once it does not.
    const holder = await createVerifiedUser(api, { name: "Quinn Byname" });
    const [attendee] = await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: holder.userId, state: "APPROVED" }).returning();
    await api.platform.deps.db.insert(userTickets).values({ eventId: event.id, eventTicketId: tickets[0].id, attendeeId: attendee.id, ownerUserId: holder.userId, status: "ACTIVE" });
    const MINE = `query ($id: String!) { event { bySlugOrId(slugOrId: $id) { optInUseQrPass my { tickets { status passToken } } } } }`;
    const mine = async () => (await api.graphql(MINE, { id: event.id }, { token: holder.token })).body.data.event.bySlugOrId;
    expect(await mine()).toMatchObject({ optInUseQrPass: true, my: { tickets: [{ status: "ACTIVE", passToken: expect.any(String) }] } });

    // The host turns QR passes off in the event's settings.
    const SETTINGS = `mutation ($eventId: ID!, $input: EventSettingsInput!) { event { updateSettings(eventId: $eventId, input: $input) { optInUseQrPass } } }`;
    const saved = await api.graphql(SETTINGS, { eventId: event.id, input: eventSettingsInput({ optInUseQrPass: false }) }, { token: host.token });
    expect(saved.body.data.event.updateSettings.optInUseQrPass).toBe(false);
    expect(await mine()).toMatchObject({ optInUseQrPass: false, my: { tickets: [{ status: "ACTIVE", passToken: null }] } });
    const refused = await scan(doorStaff.token, { eventId: event.id, code: pass });
    expect(refused.errors[0]).toMatchObject({
      message: "This event does not use QR passes: find the guest by name and check them in.",
      extensions: { code: "CONFLICT" },
    });
    expect(await api.platform.deps.db.select().from(ticketScans).where(eq(ticketScans.eventId, event.id))).toEqual([]);
    expect((await api.graphql(PASSES, { eventId: event.id }, { token: doorStaff.token })).body.data.event.doorPasses).toEqual([]);
    const DOOR = `query ($eventId: ID!) { event { door(eventId: $eventId) { usesQrPass } } }`;
    expect((await api.graphql(DOOR, { eventId: event.id }, { token: doorStaff.token })).body.data.event.door.usesQrPass).toBe(false);

    // The door finds the guest by name and checks them in, once.
    const FIND = `query ($eventId: ID!, $search: String!) { event { doorTickets(eventId: $eventId, search: $search) { ticketId ticketType holderName scanCount } } }`;
    const ADMIT = `mutation ($input: AdmitTicketInput!) { event { admitTicket(input: $input) { status holderName scanCount } } }`;
    const find = async (search: string, token = doorStaff.token) => (await api.graphql(FIND, { eventId: event.id, search }, { token })).body;
    expect((await find("q")).data.event.doorTickets).toEqual([]);
    expect((await find("%")).data.event.doorTickets).toEqual([]);
    const [found] = (await find("BYNAME")).data.event.doorTickets;
    expect(found).toMatchObject({ ticketType: "General", holderName: "Quinn Byname", scanCount: 0 });
    expect((await find("byname", guest.token)).errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    const admit = async (token: string, ticketNonce = nonce()) => (await api.graphql(ADMIT, { input: { eventId: event.id, zoneId: null, ticketId: found.ticketId, nonce: ticketNonce } }, { token })).body;
    expect((await admit(guest.token)).errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    const retried = nonce();
    expect((await admit(doorStaff.token, retried)).data.event.admitTicket).toEqual({ status: "OK", holderName: "Quinn Byname", scanCount: 1 });
    expect((await admit(doorStaff.token, retried)).data.event.admitTicket.status).toBe("OK");
    expect((await admit(doorStaff.token)).data.event.admitTicket.status).toBe("ALREADY_SCANNED");
    expect((await find("quinn")).data.event.doorTickets[0].scanCount).toBe(1);
  });
});

describe("who may work the door", () => {
  test("someone without SCAN_TICKETS is refused, and nothing is recorded", async () => {
    const { event, tickets } = await doorEvent();
    const { ticket, pass } = await heldTicket(event, tickets[0]);
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: guest.userId, state: "APPROVED", roles: ["PROMOTER"] });
    for (const token of [guest.token, (await createVerifiedUser(api)).token]) {
      const answer = await scan(token, { eventId: event.id, code: pass });
      expect(answer.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
      const summary = await api.graphql(SUMMARY, { eventId: event.id }, { token });
      expect(summary.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    }
    expect(await api.platform.deps.db.select().from(ticketScans).where(eq(ticketScans.userTicketId, ticket.id))).toHaveLength(0);
  });

  test("door staff may not change the zones; the host may", async () => {
    const { event, tickets } = await doorEvent();
    const input = { name: "Main door", eventTicketIds: [tickets[0].id], maxScans: 1 };
    const refused = await api.graphql(SAVE_ZONE, { eventId: event.id, input }, { token: doorStaff.token });
    expect(refused.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    const invalid = await api.graphql(SAVE_ZONE, { eventId: event.id, input: { ...input, maxScans: 0, eventTicketIds: [] } }, { token: host.token });
    expect(invalid.body.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT" });
    const saved = await api.graphql(SAVE_ZONE, { eventId: event.id, input }, { token: host.token });
    expect(saved.body.data.event.saveScanningZone).toMatchObject({ name: "Main door", maxScans: 1 });
    const taken = await api.graphql(SAVE_ZONE, { eventId: event.id, input: { ...input, name: "main DOOR" } }, { token: host.token });
    expect(taken.body.errors[0].extensions.code).toBe("CONFLICT");
  });
});

describe("un-check-in", () => {
  test("undoes the latest admission: the ticket may enter again", async () => {
    const { event, tickets } = await doorEvent();
    const { ticket, pass } = await heldTicket(event, tickets[0]);
    expect((await scan(doorStaff.token, { eventId: event.id, code: pass })).data.event.verifyTicket.status).toBe("OK");
    const undoInput = { eventId: event.id, zoneId: null, ticketId: ticket.id, nonce: nonce() };
    const refused = await api.graphql(UNDO, { input: undoInput }, { token: guest.token });
    expect(refused.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    const undone = (await api.graphql(UNDO, { input: undoInput }, { token: doorStaff.token })).body.data.event.undoCheckIn;
    expect(undone).toEqual({ ticketId: ticket.id, scanCount: 0, firstSeen: null });
    // A retried undo undoes nothing more; a new one finds nothing to undo.
    expect((await api.graphql(UNDO, { input: undoInput }, { token: doorStaff.token })).body.data.event.undoCheckIn).toEqual(undone);
    const nothing = await api.graphql(UNDO, { input: { ...undoInput, nonce: nonce() } }, { token: doorStaff.token });
    expect(nothing.body.errors[0].extensions.code).toBe("CONFLICT");
    const summary = (await api.graphql(SUMMARY, { eventId: event.id }, { token: doorStaff.token })).body.data.event.checkedInSummary;
    expect(summary.checkedIn).toBe(0);
    expect((await scan(doorStaff.token, { eventId: event.id, code: pass })).data.event.verifyTicket).toMatchObject({ status: "OK", scanCount: 1 });
  });
});

describe("the checked-in summary", () => {
  test("counts per zone, and streams a new count after a scan", async () => {
    const { event, tickets } = await doorEvent([{ ticketType: "General" }, { ticketType: "VIP" }]);
    const main = (await api.graphql(SAVE_ZONE, { eventId: event.id, input: { name: "Main", eventTicketIds: [tickets[0].id, tickets[1].id], maxScans: 1 } }, { token: host.token })).body.data.event.saveScanningZone;
    await api.graphql(SAVE_ZONE, { eventId: event.id, input: { name: "Lounge", eventTicketIds: [tickets[1].id], maxScans: 1 } }, { token: host.token });
    const general = await heldTicket(event, tickets[0]);
    await heldTicket(event, tickets[1]);

    const controller = new AbortController();
    const response = await fetch(`${api.url}/hosting/door/${event.id}/summary/stream`, { headers: { Authorization: `Bearer ${doorStaff.token}` }, signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffered = "";
    const nextSummary = async (): Promise<unknown> => {
      while (!buffered.includes("\n\n")) buffered += decoder.decode((await reader.read()).value, { stream: true });
      const [message] = buffered.split("\n\n", 1);
      buffered = buffered.slice(message.length + 2);
      const data = message.split("\n").find((line) => line.startsWith("data: "));
      // Comment lines (keep-alives) carry no data.
      return data ? JSON.parse(data.slice(6)) : nextSummary();
    };
    expect(await nextSummary()).toMatchObject({ checkedIn: 0, admissible: 2, zones: [{ name: "Main", checkedIn: 0, admissible: 2 }, { name: "Lounge", checkedIn: 0, admissible: 1 }] });

    await scan(doorStaff.token, { eventId: event.id, zoneId: main.zoneId, code: general.pass });
    expect(await nextSummary()).toMatchObject({ checkedIn: 1, zones: [{ name: "Main", checkedIn: 1 }, { name: "Lounge", checkedIn: 0 }] });
    controller.abort();

    const stranger = await fetch(`${api.url}/hosting/door/${event.id}/summary/stream`, { headers: { Authorization: `Bearer ${guest.token}` } });
    expect(stranger.status).toBe(403);
  });

  test("a scanner taken off the door hears nothing more: the stream ends (issue 39)", async () => {
    const { event, tickets } = await doorEvent();
    const { pass } = await heldTicket(event, tickets[0]);
    const response = await fetch(`${api.url}/hosting/door/${event.id}/summary/stream`, { headers: { Authorization: `Bearer ${doorStaff.token}` } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const first = decoder.decode((await reader.read()).value);
    expect(first).toContain("event: summary");

    const removed = (await api.graphql(`mutation ($e: ID!, $u: ID!) { event { removeTeamRole(eventId: $e, userId: $u, role: DOOR) { addableRoles } } }`, { e: event.id, u: doorStaff.userId }, { token: host.token })).body;
    expect(removed.errors).toBeUndefined();
    // The host keeps scanning; the removed scanner's stream sends no count and closes.
    expect((await scan(host.token, { eventId: event.id, code: pass })).data.event.verifyTicket.status).toBe("OK");
    const rest: string[] = [];
    const ended = await Promise.race([
      (async () => {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest.push(decoder.decode(chunk.value));
        return true;
      })(),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    await reader.cancel().catch(() => undefined);
    expect(rest.join("")).not.toContain("event: summary");
    expect(ended).toBe(true);
  });
});
