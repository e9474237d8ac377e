// The door_scan function (migration 0024) against a real database: which refusal wins when a
// ticket has several faults, the door's window to the millisecond, the zone's maxScans settled
// by scan time, a zone that is not the event's, and the holder's one notification.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attendees, bookings, events, userTickets, type EventRow, type EventTicketRow } from "../../db/schema.js";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createEvent, createHeldTicket, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { notifications } from "../../account/notifications/db.js";
import { scanningZones, ticketScans } from "./db.js";
import { IMPLICIT_ZONE, SCANNING_LIMITS } from "../../../contract/hosting/door-messages.js";

let api: TestApi;
let host: AuthInfo;
let nonces = 0;
/** Refusals logged on the busy ticket: walking them all takes many times a whole scan. */
const BUSY_LOG = 50_000;
const hour = 3600_000;
const RULES = {
  implicitZoneName: IMPLICIT_ZONE.name,
  implicitMaxScans: IMPLICIT_ZONE.maxScans,
  opensHoursBeforeStart: SCANNING_LIMITS.doorOpensHoursBeforeStart,
  closesHoursAfterEnd: SCANNING_LIMITS.doorClosesHoursAfterEnd,
};
const NOTICE = { message: "You're checked in at Test Event. Enjoy!", properties: { EventName: "Test Event" } };

interface Scan {
  ticketId: string | null;
  zoneId?: string | null;
  at?: Date;
  offline?: boolean;
  nonce?: string;
  eventId?: string;
}

/** Calls door_scan as scanning.ts does, and answers its JSON. */
async function doorScan(event: EventRow, scan: Scan) {
  const at = scan.at ?? event.startAt;
  const result = (await api.platform.deps.db.execute(sql`select door_scan(
    ${scan.eventId ?? event.id}::uuid, ${scan.zoneId ?? null}::uuid, ${scan.ticketId}::uuid, ${scan.nonce ?? `fn-nonce-${++nonces}`},
    ${at.toISOString()}::timestamptz, ${scan.offline ?? false}, ${host.userId}::uuid, ${at.toISOString()}::timestamptz,
    ${JSON.stringify(RULES)}::jsonb, ${JSON.stringify(NOTICE)}::jsonb) as answer`)) as unknown as { rows: { answer: unknown }[] };
  const answer = result.rows[0]!.answer;
  return (typeof answer === "string" ? JSON.parse(answer) : answer) as Record<string, unknown> & { status: string; scanCount: number };
}

function ticketOf(event: EventRow, eventTicket: EventTicketRow, options: Parameters<typeof createHeldTicket>[3] = {}) {
  return createHeldTicket(api, event, eventTicket, options);
}

async function booking(event: EventRow, status: "PENDING" | "COMPLETED" | "REFUNDED") {
  const [row] = await api.platform.deps.db
    .insert(bookings)
    .values({
      eventId: event.id, buyerUserId: host.userId, type: "BUY_EVENT_TICKET", status, items: [], quantity: 1, currency: "USD",
      subtotalCents: 1000, gratuityCents: 0, serviceFeeCents: 0, processingFeeCents: 0, taxCents: 0, totalCents: 1000, hostBalanceCents: 1000,
      isAllInPricing: false, paymentProvider: "sandbox", expiresAt: new Date(),
    })
    .returning();
  return row;
}

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("door_scan's refusals", () => {
  test("each reason, and the first one a door person needs when there are several", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "General" }, { ticketType: "VIP" }] });
    const [vipRoom] = await api.platform.deps.db.insert(scanningZones).values({ eventId: event.id, name: "VIP room", eventTicketIds: [tickets[1].id], maxScans: 1 }).returning();
    const refunded = await booking(event, "REFUNDED");
    const cases: [Awaited<ReturnType<typeof ticketOf>>, string][] = [
      [await ticketOf(event, tickets[1]), "OK"],
      [await ticketOf(event, tickets[1], { transactionId: (await booking(event, "COMPLETED")).id }), "OK"],
      [await ticketOf(event, tickets[1], { status: "CANCELLED", attendeeState: "DECLINED", transactionId: refunded.id }), "CANCELLED"],
      [await ticketOf(event, tickets[1], { status: "PENDING" }), "NOT_APPROVED"],
      [await ticketOf(event, tickets[1], { attendeeState: "DECLINED", transactionId: refunded.id }), "NOT_APPROVED"],
      [await ticketOf(event, tickets[1], { transactionId: refunded.id }), "UNPAID"],
      [await ticketOf(event, tickets[1], { transactionId: (await booking(event, "PENDING")).id }), "UNPAID"],
      [await ticketOf(event, tickets[0], { transactionId: refunded.id }), "UNPAID"],
      [await ticketOf(event, tickets[0]), "WRONG_ZONE"],
    ];
    for (const [{ ticket }, status] of cases) {
      const answer = await doorScan(event, { ticketId: ticket.id, zoneId: vipRoom.id });
      expect({ ticket: ticket.id, status: answer.status }).toEqual({ ticket: ticket.id, status });
      expect(answer).toMatchObject({ zoneName: "VIP room", maxScans: 1, ticketType: ticket.eventTicketId === tickets[0].id ? "General" : "VIP" });
    }
  });

  test("a cancelled event cancels every ticket; a ticket of another event or none is unknown, and logged", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "General" }] });
    const other = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "General" }] });
    const { ticket } = await ticketOf(event, tickets[0]);
    const { ticket: elsewhere } = await ticketOf(other.event, other.tickets[0]);
    expect(await doorScan(event, { ticketId: elsewhere.id })).toMatchObject({ status: "UNKNOWN", ticketId: null, scanCount: 0, zoneName: "All tickets" });
    expect(await doorScan(event, { ticketId: null })).toMatchObject({ status: "UNKNOWN", earlierScans: [] });
    const logged = await api.platform.deps.db.select().from(ticketScans).where(and(eq(ticketScans.eventId, event.id), eq(ticketScans.outcome, "UNKNOWN")));
    expect(logged).toHaveLength(2);
    await api.platform.deps.db.update(events).set({ status: "CANCELLED" }).where(eq(events.id, event.id));
    expect((await doorScan(event, { ticketId: ticket.id })).status).toBe("CANCELLED");
  });

  test("the door opens hours before the start and closes hours after the end, to the millisecond", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "General" }] });
    const opensAt = event.startAt.getTime() - SCANNING_LIMITS.doorOpensHoursBeforeStart * hour;
    const closesAt = event.endAt.getTime() + SCANNING_LIMITS.doorClosesHoursAfterEnd * hour;
    const at = async (time: number) => (await doorScan(event, { ticketId: (await ticketOf(event, tickets[0])).ticket.id, at: new Date(time) })).status;
    expect(await at(opensAt - 1)).toBe("NOT_YET_VALID");
    expect(await at(opensAt)).toBe("OK");
    expect(await at(closesAt)).toBe("OK");
    expect(await at(closesAt + 1)).toBe("NOT_YET_VALID");
  });

  test("a zone of another event, a deleted zone, or the implicit zone of an event with zones is not found, and nothing is logged", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "General" }] });
    const other = await createEvent(api, { createdByUserId: host.userId });
    const { ticket } = await ticketOf(event, tickets[0]);
    const [foreign] = await api.platform.deps.db.insert(scanningZones).values({ eventId: other.event.id, name: "Hall", eventTicketIds: [], maxScans: 1 }).returning();
    expect(await doorScan(event, { ticketId: ticket.id, zoneId: foreign.id })).toEqual({ error: "ZONE_NOT_FOUND" });
    const [gone] = await api.platform.deps.db.insert(scanningZones).values({ eventId: event.id, name: "Old hall", eventTicketIds: [tickets[0].id], maxScans: 1, deletedAt: new Date() }).returning();
    expect(await doorScan(event, { ticketId: ticket.id, zoneId: gone.id })).toEqual({ error: "ZONE_NOT_FOUND" });
    await api.platform.deps.db.insert(scanningZones).values({ eventId: event.id, name: "Hall", eventTicketIds: [tickets[0].id], maxScans: 1 });
    expect(await doorScan(event, { ticketId: ticket.id })).toEqual({ error: "ZONE_NOT_FOUND" });
    expect(await api.platform.deps.db.select().from(ticketScans).where(eq(ticketScans.eventId, event.id))).toEqual([]);
  });
});

describe("door_scan's admissions", () => {
  test("up to maxScans, then already scanned with the earlier scans newest first; a retried nonce answers the same", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "General" }] });
    const [hall] = await api.platform.deps.db.insert(scanningZones).values({ eventId: event.id, name: "Hall", eventTicketIds: [tickets[0].id], maxScans: 2 }).returning();
    const { ticket, attendee } = await ticketOf(event, tickets[0]);
    const minute = (n: number) => new Date(event.startAt.getTime() + n * 60_000);
    expect(await doorScan(event, { ticketId: ticket.id, zoneId: hall.id, at: minute(1) })).toMatchObject({ status: "OK", scanCount: 1, earlierScans: [] });
    expect(await doorScan(event, { ticketId: ticket.id, zoneId: hall.id, at: minute(2) })).toMatchObject({ status: "OK", scanCount: 2 });
    const refused = await doorScan(event, { ticketId: ticket.id, zoneId: hall.id, at: minute(3), nonce: "fn-retried-nonce" });
    expect(refused).toMatchObject({ status: "ALREADY_SCANNED", scanCount: 2, holderName: "Dana Holder" });
    expect(new Date(refused.firstSeen as string).getTime()).toBe(minute(1).getTime());
    const earlier = refused.earlierScans as { status: string; zoneName: string; scannedAt: string }[];
    expect(earlier.map((scan) => [scan.status, scan.zoneName, new Date(scan.scannedAt).getTime()])).toEqual([
      ["OK", "Hall", minute(2).getTime()],
      ["OK", "Hall", minute(1).getTime()],
    ]);
    expect(await doorScan(event, { ticketId: ticket.id, zoneId: hall.id, at: minute(9), nonce: "fn-retried-nonce" })).toEqual(refused);
    const [counted] = await api.platform.deps.db.select().from(attendees).where(eq(attendees.id, attendee.id));
    expect(counted.checkedInCount).toBe(2);
    const told = await api.platform.deps.db.select().from(notifications).where(eq(notifications.recipientUserId, ticket.ownerUserId));
    expect(told.map((row) => [row.type, row.defaultMessage, row.properties])).toEqual([["EventCheckinSuccess", NOTICE.message, NOTICE.properties]]);
  });

  test("when full, an offline scan made before the latest admission takes its place; one made after is already scanned", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "General" }] });
    const { ticket, attendee } = await ticketOf(event, tickets[0]);
    const minute = (n: number) => new Date(event.startAt.getTime() + n * 60_000);
    await doorScan(event, { ticketId: ticket.id, at: minute(10) });
    expect(await doorScan(event, { ticketId: ticket.id, at: minute(11), offline: true })).toMatchObject({ status: "ALREADY_SCANNED", scanCount: 1 });
    const earlier = await doorScan(event, { ticketId: ticket.id, at: minute(5), offline: true });
    expect(earlier).toMatchObject({ status: "OK", scanCount: 1 });
    expect(new Date(earlier.firstSeen as string).getTime()).toBe(minute(5).getTime());
    expect(await doorScan(event, { ticketId: ticket.id, at: minute(4) })).toMatchObject({ status: "ALREADY_SCANNED", scanCount: 1 });
    const superseded = await api.platform.deps.db.select().from(ticketScans).where(and(eq(ticketScans.userTicketId, ticket.id), eq(ticketScans.outcome, "SUPERSEDED")));
    expect(superseded).toHaveLength(1);
    const [counted] = await api.platform.deps.db.select().from(attendees).where(eq(attendees.id, attendee.id));
    expect(counted.checkedInCount).toBe(1);
    const [row] = await api.platform.deps.db.select().from(userTickets).where(eq(userTickets.id, ticket.id));
    expect(row.firstSeenAt?.getTime()).toBe(minute(5).getTime());
  });

  // A pass shown again and again (a busy door, a screenshot passed around) logs every refusal.
  // The count of the ticket's admissions runs under its row lock, so it must read only the
  // admissions: when it walked the whole log, each scan took longer than the last.
  test("a ticket with a long log of refusals scans as fast as a fresh one", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "General" }] });
    const { ticket: busy } = await ticketOf(event, tickets[0]);
    const { ticket: fresh } = await ticketOf(event, tickets[0]);
    for (const ticket of [busy, fresh]) expect(await doorScan(event, { ticketId: ticket.id })).toMatchObject({ status: "OK" });
    await api.platform.deps.db.execute(sql`insert into ticket_scans (event_id, user_ticket_id, nonce, scanned_at, outcome, scan_count)
      select ${event.id}::uuid, ${busy.id}::uuid, 'logged-' || i, ${event.startAt.toISOString()}::timestamptz + i * interval '1 millisecond', 'ALREADY_SCANNED', 1
      from generate_series(1, ${BUSY_LOG}) as i`);
    const medianMs = async (ticketId: string) => {
      const times: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const started = performance.now();
        expect(await doorScan(event, { ticketId, at: new Date(event.startAt.getTime() + 3_600_000) })).toMatchObject({ status: "ALREADY_SCANNED", scanCount: 1 });
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[3]!;
    };
    await medianMs(fresh.id);
    const [busyMs, freshMs] = [await medianMs(busy.id), await medianMs(fresh.id)];
    expect(busyMs, `a scan of the busy ticket took ${busyMs.toFixed(1)} ms, of the fresh one ${freshMs.toFixed(1)} ms`).toBeLessThan(freshMs * 3 + 2);
  });
});

describe("door_scan's answer names the holder", () => {
  test("the holder and their plus-ones come with the scan; a code that names no ticket has neither", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "General", additionalGuests: 3 }] });
    const { ticket } = await ticketOf(event, tickets[0]);
    await api.platform.deps.db.update(userTickets).set({ additionalGuests: 2 }).where(eq(userTickets.id, ticket.id));
    expect(await doorScan(event, { ticketId: ticket.id })).toMatchObject({ status: "OK", holderUserId: ticket.ownerUserId, additionalGuests: 2 });
    expect(await doorScan(event, { ticketId: ticket.id })).toMatchObject({ status: "ALREADY_SCANNED", holderUserId: ticket.ownerUserId, additionalGuests: 2 });
    expect(await doorScan(event, { ticketId: "00000000-0000-4000-8000-000000000000" })).toMatchObject({ status: "UNKNOWN", holderUserId: null, additionalGuests: 0 });
  });
});
