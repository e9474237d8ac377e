// The hosting demo (api/hosting/seed.ts) as the host's tools read it: attendees in every state,
// statistics with real buckets, a guest list, invitations, door scans, revenue whose ledger
// matches the bookings as the checkout left them, and a payout request; seeding twice adds nothing.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bookings, eventInvitations, events, guestListGuests, hostLedgerEntries, payoutRequests, ticketScans, users } from "../db/schema.js";
import { seedDemoData } from "../db/seed.js";
import { startTestApi, type TestApi } from "../test/support.js";
import { attendeeStatistics } from "./approvals/domain/statistics.js";
import { summarize } from "./approvals/domain/attendee-list.js";
import { eventEarnings } from "./money/domain/earnings.js";
import { payoutInfo } from "./money/domain/payouts.js";
import { DEMO_HOSTED_EVENT } from "./seed.js";

let api: TestApi;
let mayaId: string;
let eventId: string;

beforeAll(async () => {
  api = await startTestApi({ seed: true });
  const db = api.platform.deps.db;
  [{ id: mayaId }] = await db.select({ id: users.id }).from(users).where(eq(users.email, "maya@demo.events-platform.test"));
  [{ id: eventId }] = await db.select({ id: events.id }).from(events).where(eq(events.slug, DEMO_HOSTED_EVENT.slug));
});
afterAll(async () => {
  await api?.close();
});

describe("the hosting demo", () => {
  test("the past supper has pending, approved, declined and checked-in attendees, guests and statistics with real buckets", async () => {
    const deps = api.platform.deps;
    const summary = await summarize(deps.db, eventId, null);
    expect(summary).toMatchObject({ approved: 5, declined: 1, pending: 2, checkedIn: 4 });
    const statistics = await attendeeStatistics(deps, mayaId, DEMO_HOSTED_EVENT.slug, null);
    expect(statistics.total).toBe(8);
    expect(statistics.ageBuckets.filter((bucket) => bucket.count > 0).length).toBeGreaterThanOrEqual(4);
    expect(statistics.genders.filter((gender) => gender.count > 0).map((gender) => gender.label)).toEqual(["Female", "Male", "Other"]);
    const guests = await deps.db.select().from(guestListGuests).where(eq(guestListGuests.eventId, eventId));
    expect(guests.map((guest) => guest.fullName).sort()).toEqual(["Ben Carter", "Rosa Delgado"]);
    // Every admission is a scan row, as the door writes it: one for each ticket of the four who came.
    const scans = await deps.db.select().from(ticketScans).where(and(eq(ticketScans.eventId, eventId), eq(ticketScans.outcome, "OK")));
    expect(scans).toHaveLength(4);
  });

  test("revenue is what the completed bookings left in the ledger, less the payout requested", async () => {
    const deps = api.platform.deps;
    const sold = await deps.db.select().from(bookings).where(eq(bookings.eventId, eventId));
    expect(sold.map((booking) => booking.status)).toEqual(["COMPLETED", "COMPLETED", "COMPLETED", "COMPLETED"]);
    const [ledger] = await deps.db
      .select({
        sales: sql<number>`coalesce(sum(${hostLedgerEntries.amountCents}) filter (where ${hostLedgerEntries.kind} = 'SALE'), 0)::int`,
        payouts: sql<number>`coalesce(sum(${hostLedgerEntries.amountCents}) filter (where ${hostLedgerEntries.kind} = 'PAYOUT'), 0)::int`,
      })
      .from(hostLedgerEntries)
      .where(eq(hostLedgerEntries.eventId, eventId));
    const hostShare = sold.reduce((sum, booking) => sum + booking.hostBalanceCents, 0);
    expect(ledger).toEqual({ sales: hostShare, payouts: -20000 });
    const earnings = await eventEarnings(deps, mayaId, { eventId: DEMO_HOSTED_EVENT.slug });
    expect(earnings.totals).toEqual([expect.objectContaining({ currency: "USD", completedBookings: 4, ticketsSold: 6, net: hostShare })]);
    const info = await payoutInfo(deps, mayaId, DEMO_HOSTED_EVENT.slug);
    expect(info).toMatchObject({ currency: "USD", totalAmount: hostShare, pendingAmount: 20000, totalBalance: hostShare - 20000, canRequestPayout: true });
    expect(await deps.db.select().from(payoutRequests).where(eq(payoutRequests.eventId, eventId))).toHaveLength(1);
  });

  test("the private tasting has its invitations out", async () => {
    const deps = api.platform.deps;
    const [tasting] = await deps.db.select({ id: events.id }).from(events).where(eq(events.slug, "private-tasting-loire-natural-wines"));
    expect(await deps.db.select().from(eventInvitations).where(eq(eventInvitations.eventId, tasting.id))).toHaveLength(3);
  });

  test("seeding again adds nothing", async () => {
    const deps = api.platform.deps;
    const count = async () => (await deps.db.select({ value: sql<number>`count(*)::int` }).from(bookings))[0].value;
    const before = await count();
    expect(await seedDemoData(deps)).toBe(false);
    expect(await count()).toBe(before);
  });
});
