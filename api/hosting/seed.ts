// Demo data of the hosting area: what a host's tools show on a first look (a local trial only,
// ADR 0014). A few demo attendees (no password: nobody signs in as them) and one past event of
// Maya's, "Harvest Supper Club", lived through the product's own use cases on a clock set to
// when each step happened: paid seats bought through the checkout and the sandbox provider
// (so bookings, tickets and the ledger are as a real sale leaves them), requests to the
// approval-only standby seat approved, declined or left pending, guests on the guest list,
// tickets scanned at the door (ticket_scans rows) and a payout requested of the balance.
// Upcoming events get a few RSVPs, and the private tasting its invitations.
import { fromZonedTime, formatInTimeZone } from "date-fns-tz";
import { and, eq } from "drizzle-orm";
import { attendees, events, eventTickets, userTickets, users, type EventRow, type UserRow } from "../db/schema.js";
import type { AuthDeps } from "../kernel/deps.js";
import { rsvp } from "../events/domain/rsvp.js";
import { startCheckout } from "../events/checkout/domain/checkout.js";
import { applyPaymentOutcome } from "../events/checkout/domain/settlement.js";
import { createSandboxProvider, SANDBOX_CARDS } from "../payments/sandbox-provider.js";
import { issueTicketPass } from "../events/domain/ticket-pass.js";
import { decideAttendees } from "./approvals/domain/decisions.js";
import { scanTicket } from "./door/domain/scanning.js";
import { addGuest } from "./guests/domain/guests.js";
import { checkInGuestTicket } from "./guests/domain/check-in.js";
import { invite } from "./guests/domain/invitations.js";
import { requestPayout } from "./money/domain/payouts.js";

/** The past event that shows every host tool with data. */
export const DEMO_HOSTED_EVENT = { slug: "harvest-supper-club", name: "Harvest Supper Club" } as const;

const ATTENDEES = [
  { key: "priya", name: "Priya Natarajan", gender: "FEMALE", dateOfBirth: "1993-02-11", city: "San Francisco", region: "CA" },
  { key: "marcus", name: "Marcus Bell", gender: "MALE", dateOfBirth: "1986-09-30", city: "Oakland", region: "CA" },
  { key: "elena", name: "Elena Rossi", gender: "FEMALE", dateOfBirth: "1978-05-02", city: "Berkeley", region: "CA" },
  { key: "tomas", name: "Tomás Ortega", gender: "MALE", dateOfBirth: "2003-12-19", city: "San Jose", region: "CA" },
  { key: "grace", name: "Grace Okafor", gender: "FEMALE", dateOfBirth: "1997-08-07", city: "San Francisco", region: "CA" },
  { key: "hiro", name: "Hiro Tanaka", gender: "MALE", dateOfBirth: "1969-04-23", city: "Palo Alto", region: "CA" },
  { key: "nadia", name: "Nadia Haddad", gender: "FEMALE", dateOfBirth: "2004-01-15", city: "Daly City", region: "CA" },
  { key: "leo", name: "Leo Fischer", gender: "OTHER", dateOfBirth: "1990-10-03", city: "San Mateo", region: "CA" },
] as const;
type AttendeeKey = (typeof ATTENDEES)[number]["key"];

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const TIME_ZONE = "America/Los_Angeles";

/** Seeds the hosting demo: part of seedDemoData, on a fresh database (its guard), so it runs once. */
export async function seedDemoHosting(deps: AuthDeps, host: UserRow, upcoming: { yoga: EventRow; founders: EventRow; tasting: EventRow }): Promise<void> {
  const now = deps.clock();
  const people = await seedDemoAttendees(deps, now);
  const at = (days: number, time: string) => {
    const day = formatInTimeZone(new Date(now.getTime() + days * DAY), TIME_ZONE, "yyyy-MM-dd");
    return fromZonedTime(`${day}T${time}:00`, TIME_ZONE);
  };
  const startAt = at(-4, "18:30");
  const endAt = at(-4, "22:30");
  /** The use cases, run at an instant of the event's past. */
  const on = (instant: Date): AuthDeps => ({ ...deps, clock: () => instant });
  const salesOpen = new Date(startAt.getTime() - 12 * DAY);

  const [supper] = await deps.db
    .insert(events)
    .values({
      createdByUserId: host.id,
      status: "PUBLISHED",
      slug: DEMO_HOSTED_EVENT.slug,
      eventType: "PARTY",
      displayName: DEMO_HOSTED_EVENT.name,
      description:
        "A long-table dinner in a Mission District courtyard: four courses from the autumn market, natural wines and a standby list for the last few seats, which the host picks.",
      timeZone: TIME_ZONE,
      startAt,
      endAt,
      locationAddress: "The Courtyard at 18th & Valencia, 3470 18th St, San Francisco, CA 94110",
      locationLatitude: 37.7617,
      locationLongitude: -122.4216,
      optInShowGuestCount: true,
      createdAt: salesOpen,
      updatedAt: salesOpen,
    })
    .returning();
  const [seat, standby] = await deps.db
    .insert(eventTickets)
    .values([
      { eventId: supper.id, ticketType: "Supper Seat", kind: "PAID", priceCents: 4500, currency: "USD", limitedAmount: 40, availableAmount: 40, optInShowTicketAmount: true, sortOrder: 0 },
      { eventId: supper.id, ticketType: "Standby Seat", kind: "FREE", limitedAmount: 10, availableAmount: 10, isRequiredApproval: true, sortOrder: 1 },
    ])
    .returning();

  // Paid seats: the checkout, then the sandbox's payment page, as a buyer goes through them.
  const buyers: [AttendeeKey, number, number][] = [
    ["priya", 1, 1],
    ["marcus", 2, 2],
    ["elena", 2, 3],
    ["tomas", 1, 5],
  ];
  for (const [key, quantity, day] of buyers) {
    const when = on(new Date(salesOpen.getTime() + day * DAY));
    const sandbox = createSandboxProvider({ db: deps.db, clock: when.clock, publicUrl: deps.publicUrl, onOutcome: (outcome) => applyPaymentOutcome(when, outcome) });
    const { booking } = await startCheckout({ ...when, payments: sandbox }, people[key].id, { eventId: supper.id, items: [{ eventTicketId: seat.id, quantity }] });
    const paid = await sandbox.pay(booking.checkoutId!, { number: SANDBOX_CARDS.paid[0], expiry: "12/40", cvc: "123", name: people[key].name ?? "" });
    if (paid.status !== "paid") throw new Error(`the demo payment of ${key} was not paid`);
  }

  // Standby requests wait for the host: approved, declined, or still pending.
  for (const key of ["grace", "hiro", "nadia", "leo"] as const) {
    await rsvp(on(new Date(salesOpen.getTime() + 6 * DAY)), people[key].id, { eventId: supper.id, eventTicketId: standby.id, response: "ACCEPT" });
  }
  const attendeeIdOf = async (key: AttendeeKey) => {
    const [row] = await deps.db.select({ id: attendees.id }).from(attendees).where(and(eq(attendees.eventId, supper.id), eq(attendees.userId, people[key].id)));
    return row.id;
  };
  const decidedAt = on(new Date(startAt.getTime() - 3 * DAY));
  await decideAttendees(decidedAt, host.id, { eventId: supper.id, decision: "APPROVE", attendeeIds: [await attendeeIdOf("grace")] });
  await decideAttendees(decidedAt, host.id, { eventId: supper.id, decision: "DECLINE", attendeeIds: [await attendeeIdOf("hiro")] });

  // The guest list: the host's own guests, one of whom came.
  const guestsAddedAt = on(new Date(startAt.getTime() - 2 * DAY));
  const chef = await addGuest(guestsAddedAt, host.id, supper.id, {
    fullName: "Rosa Delgado",
    emailAddress: "rosa.delgado@demo.events-platform.test",
    note: "Guest chef: the dessert course.",
    ticketCount: 1,
  });
  await addGuest(guestsAddedAt, host.id, supper.id, { fullName: "Ben Carter", note: "Photographer, plus one.", ticketCount: 2 });

  // The door, half an hour after the start: the first tickets scanned, the guest chef checked in.
  let scan = 0;
  for (const key of ["priya", "marcus", "elena", "grace"] as const) {
    const held = await deps.db
      .select()
      .from(userTickets)
      .where(and(eq(userTickets.eventId, supper.id), eq(userTickets.ownerUserId, people[key].id), eq(userTickets.status, "ACTIVE")));
    for (const ticket of held) {
      const code = issueTicketPass(deps.ticketPassKey, ticket);
      if (!code) continue;
      scan += 1;
      const door = on(new Date(startAt.getTime() + (20 + scan) * 60_000));
      await scanTicket(door, host.id, { eventId: supper.id, zoneId: null, code, nonce: `demo-door-scan-${scan}` });
    }
  }
  await checkInGuestTicket(on(new Date(startAt.getTime() + 40 * 60_000)), host.id, chef.tickets[0].id);

  // The morning after: most of the balance asked for, the rest left to request.
  await requestPayout(on(new Date(endAt.getTime() + 14 * HOUR)), host.id, { eventId: supper.id, amount: 20000, idempotencyKey: "demo-harvest-supper-payout" });

  // Upcoming events: a few going to the yoga, requests waiting at the founders' breakfast,
  // and invitations out for the private tasting.
  const [mat] = await deps.db.select({ id: eventTickets.id }).from(eventTickets).where(eq(eventTickets.eventId, upcoming.yoga.id));
  for (const key of ["priya", "marcus", "leo"] as const) {
    await rsvp(deps, people[key].id, { eventId: upcoming.yoga.id, eventTicketId: mat.id, response: "ACCEPT" });
  }
  const [founderSeat] = await deps.db.select({ id: eventTickets.id }).from(eventTickets).where(eq(eventTickets.eventId, upcoming.founders.id));
  for (const key of ["tomas", "nadia"] as const) {
    await rsvp(deps, people[key].id, { eventId: upcoming.founders.id, eventTicketId: founderSeat.id, response: "ACCEPT" });
  }
  await invite(
    deps,
    host.id,
    { eventId: upcoming.tasting.id, source: "DIRECT", emails: [people.elena.email!, people.grace.email!, "julien.moreau@demo.events-platform.test"] },
    async () => {},
  );
}

/** The demo attendees: verified, with the ages and genders the statistics count. */
async function seedDemoAttendees(deps: AuthDeps, now: Date): Promise<Record<AttendeeKey, UserRow>> {
  const rows = await deps.db
    .insert(users)
    .values(
      ATTENDEES.map((person) => ({
        email: `${person.key}@demo.events-platform.test`,
        demo: true,
        name: person.name,
        userName: `${person.key}.demo`,
        gender: person.gender,
        dateOfBirth: person.dateOfBirth,
        city: person.city,
        region: person.region,
        addressCountryCode: "US",
        countryCode: "US",
        emailVerifiedAt: now,
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  return Object.fromEntries(ATTENDEES.map((person) => [person.key, byEmail.get(`${person.key}@demo.events-platform.test`)!])) as Record<AttendeeKey, UserRow>;
}

