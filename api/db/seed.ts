// Demo data for a fresh database: a host with a handful of upcoming events around the
// world (one of each kind the product has), her rep club holding one of them, an
// attendee going to one of them, and a past event of hers with attendees, guests, door
// scans, revenue and a payout request (api/hosting/seed.ts). Dates are relative to the clock, so the demo always
// shows upcoming events.
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { count, inArray } from "drizzle-orm";
import { hashPassword } from "../access/domain/passwords.js";
import type { AuthDeps, DomainDeps } from "../kernel/deps.js";
import { rsvp } from "../events/domain/rsvp.js";
import { seedDemoAchievements, seedDemoPieReward, seedDemoRewardWinners } from "../rewards/seed.js";
import { seedDemoOffers } from "../clubs/offers/seed.js";
import { seedDemoClaims } from "../clubs/earning/seed.js";
import { seedDemoClub, seedDemoClubMembers, seedDemoClubPoints } from "../clubs/seed.js";
import { seedDemoPie, seedDemoPieAward, seedDemoPieShelf } from "../pies/seed.js";
import { seedDemoSliceHolders } from "../pies/trade/seed.js";
import { seedDemoHosting } from "../hosting/seed.js";
import { events, eventTickets, users } from "./schema.js";

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: "host", email: "maya@demo.events-platform.test", password: "DemoHost#2026" },
  { role: "attendee", email: "sam@demo.events-platform.test", password: "DemoGuest#2026" },
  // account life cycle: a staff member who may impersonate members.
  { role: "support", email: "jordan@demo.events-platform.test", password: "DemoSupport#2026" },
  // Codes feature: signs in with a second factor (code by e-mail and SMS).
  { role: "attendee with two-factor sign-in", email: "alex@demo.events-platform.test", password: "DemoTwoFactor#2026" },
  // A newcomer with a pie award waiting: the pie award modal shows on /home and the pie hub (ADR 0081).
  { role: "newcomer with a pie award", email: "riley@demo.events-platform.test", password: "DemoNewcomer#2026" },
];

/** Seeds when the users table is empty; true when it did. */
export async function seedDemoData(deps: AuthDeps): Promise<boolean> {
  const [existing] = await deps.db.select({ value: count() }).from(users);
  if (existing.value > 0) return false;
  const now = deps.clock();
  const [host, guest] = DEMO_ACCOUNTS;

  const [maya, sam] = await deps.db
    .insert(users)
    .values([
      {
        email: host.email,
        passwordHash: await hashPassword(host.password),
        demo: true,
        name: "Maya Chen",
        userName: "mayachen",
        gender: "FEMALE",
        dateOfBirth: "1988-03-14",
        phoneNumber: "+14155552671",
        bio: "I produce small, warm events: live music, morning meetups and the odd wine night.",
        city: "San Francisco",
        region: "CA",
        addressCountryCode: "US",
        countryCode: "US",
        tier: "VERIFIED",
        repScore: 72,
      },
      {
        email: guest.email,
        passwordHash: await hashPassword(guest.password),
        demo: true,
        name: "Sam Rivera",
        userName: "samrivera",
        gender: "MALE",
        dateOfBirth: "1995-07-22",
        phoneNumber: "+12125550199",
        city: "New York",
        region: "NY",
        addressCountryCode: "US",
        countryCode: "US",
        repScore: 38,
      },
    ])
    .returning();
  await deps.db
    .update(users)
    .set({ emailVerifiedAt: now, phoneVerifiedAt: now, termsAcceptedAt: now, createdAt: now, updatedAt: now })
    .where(inArray(users.id, [maya.id, sam.id]));

  // Codes feature: an attendee with the second factor on (verified phone, as MFA requires).
  const twoFactor = DEMO_ACCOUNTS[3];
  await deps.db.insert(users).values({
    email: twoFactor.email,
    passwordHash: await hashPassword(twoFactor.password),
    demo: true,
    name: "Alex Morgan",
    userName: "alexmorgan",
    gender: "OTHER",
    dateOfBirth: "1991-11-05",
    phoneNumber: "+13125550142",
    city: "Chicago",
    region: "IL",
    addressCountryCode: "US",
    countryCode: "US",
    repScore: 21,
    mfaEnabled: true,
    emailVerifiedAt: now,
    phoneVerifiedAt: now,
    termsAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
  });

  /** A wall-clock time `days` from now in the event's zone, as an instant. */
  const at = (timeZone: string, days: number, time: string) => {
    const day = formatInTimeZone(new Date(now.getTime() + days * 24 * 3600_000), timeZone, "yyyy-MM-dd");
    return fromZonedTime(`${day}T${time}:00`, timeZone);
  };
  const hosted = { createdByUserId: maya.id, status: "PUBLISHED" as const, createdAt: now, updatedAt: now };
  // Maya's published rep club; the jazz night is one of its events (ADR 0028).
  const club = await seedDemoClub(deps, maya.id);
  // Its published offers: a points package, a check-in programme and a coupon (ADR 0060).
  await seedDemoOffers(deps, club.id, maya.id);
  await seedDemoClubMembers(deps, club);
  // Sam's claim of the survey rule waits for Maya (ADR 0079).
  await seedDemoClaims(deps, club.id);
  // Maya may create pies, and has one (ADR 0063).
  const pie = await seedDemoPie(deps, maya.id);
  // More pies for the trade hub, wishes, and slices Sam was given (ADR 0069).
  await seedDemoPieShelf(deps, { mayaPieId: pie.id, fanUserId: sam.id });
  // Sam bought slices of Maya's pie too (ADR 0070).
  await seedDemoSliceHolders(deps, pie, sam.id);

  const [yoga, jazz, founders, festival, tasting, comedy, stargazing] = await deps.db
    .insert(events)
    .values([
      {
        ...hosted,
        slug: "sunset-yoga-dolores-park",
        eventType: "WORKSHOP",
        displayName: "Sunset Yoga in Dolores Park",
        description:
          "An all-levels flow as the sun drops behind the city, led by Priya from Mission Movement. Bring a mat and a layer; we finish with ten minutes of stillness and a view of downtown.",
        timeZone: "America/Los_Angeles",
        startAt: at("America/Los_Angeles", 3, "18:00"),
        endAt: at("America/Los_Angeles", 3, "19:30"),
        isFeatured: true,
        locationAddress: "Dolores Park, 19th St & Dolores St, San Francisco, CA 94114",
        locationLatitude: 37.7596,
        locationLongitude: -122.4269,
        optInShowGuestCount: true,
      },
      {
        ...hosted,
        slug: "rooftop-jazz-night",
        clubId: club.id,
        eventType: "CONCERT",
        displayName: "Rooftop Jazz Night",
        description:
          "The Lena Ortiz Quartet plays two sets of standards and originals on an open-air terrace above Fifth Avenue. Doors at 7:30, first set at 8. Drinks available at the bar.",
        terms: "Ages 21+ with ID. The event goes ahead in light rain under the terrace canopy.",
        timeZone: "America/New_York",
        startAt: at("America/New_York", 6, "19:30"),
        endAt: at("America/New_York", 6, "23:00"),
        ageLimit: 21,
        optInAgeLimit: true,
        locationAddress: "The Skyline Terrace, 230 Fifth Ave, New York, NY 10001",
        locationLatitude: 40.7441,
        locationLongitude: -73.9882,
        optInShowGuestList: true,
        optInShowGuestCount: true,
      },
      {
        ...hosted,
        slug: "founders-coffee-morning-meetup",
        eventType: "CONFERENCE",
        displayName: "Founders & Coffee: Morning Meetup",
        description:
          "A small breakfast for early-stage founders: three five-minute stories, then open tables by topic (hiring, fundraising, first customers). Places are limited, so the host approves each request.",
        timeZone: "America/Chicago",
        startAt: at("America/Chicago", 9, "08:30"),
        endAt: at("America/Chicago", 9, "10:30"),
        locationAddress: "Lakeview Roasters, 3201 N Clark St, Chicago, IL 60657",
        locationLatitude: 41.9403,
        locationLongitude: -87.6456,
      },
      {
        ...hosted,
        slug: "harbour-lights-music-festival",
        eventType: "FESTIVAL",
        displayName: "Harbour Lights Music Festival",
        description:
          "Two days of indie, soul and electronic acts across three stages on the harbour, with food trucks from around Sydney and a closing set over the water.",
        timeZone: "Australia/Sydney",
        startAt: at("Australia/Sydney", 24, "12:00"),
        endAt: at("Australia/Sydney", 25, "23:00"),
        isFeatured: true,
        isAllInPricing: true,
        locationAddress: "Barangaroo Reserve, Hickson Rd, Barangaroo NSW 2000, Australia",
        locationLatitude: -33.8568,
        locationLongitude: 151.2013,
        optInShowGuestCount: true,
      },
      {
        ...hosted,
        slug: "private-tasting-loire-natural-wines",
        eventType: "PARTY",
        displayName: "Private Tasting: Natural Wines of the Loire",
        description:
          "Sixteen seats around one table, six low-intervention wines from the Loire Valley and the winemaker's notes read aloud. By invitation only.",
        timeZone: "Europe/Paris",
        startAt: at("Europe/Paris", 14, "19:00"),
        endAt: at("Europe/Paris", 14, "22:00"),
        isPrivate: true,
        isListed: false,
        locationAddress: "Le Comptoir des Vignes, 12 Rue de Charonne, 75011 Paris, France",
        locationLatitude: 48.8534,
        locationLongitude: 2.3755,
        locationOnlyVisibleToApprovedAttendees: true,
      },
      {
        ...hosted,
        slug: "stand-up-at-the-cellar",
        eventType: "COMEDY_SHOW",
        displayName: "Stand-up at The Cellar",
        description:
          "Five comics trying out new material in a brick-vaulted basement in Soho. Expect rough edges and big laughs. Front-row seats are picked by the host.",
        timeZone: "Europe/London",
        startAt: at("Europe/London", 18, "20:00"),
        endAt: at("Europe/London", 18, "22:00"),
        locationAddress: "The Cellar, 42 Greek St, London W1D 4EH, United Kingdom",
        locationLatitude: 51.5137,
        locationLongitude: -0.1318,
      },
      {
        // Near Me's default place is Los Angeles: one event there.
        ...hosted,
        slug: "stargazing-griffith-observatory",
        eventType: "OTHER",
        displayName: "Stargazing at Griffith Observatory",
        description:
          "Volunteer astronomers set up telescopes on the lawn for an evening of planets, double stars and the Moon, with the city lights below. Free, all ages; dress warmly.",
        timeZone: "America/Los_Angeles",
        startAt: at("America/Los_Angeles", 5, "20:00"),
        endAt: at("America/Los_Angeles", 5, "22:30"),
        locationAddress: "Griffith Observatory, 2800 E Observatory Rd, Los Angeles, CA 90027",
        locationLatitude: 34.1184,
        locationLongitude: -118.3004,
        optInShowGuestCount: true,
      },
    ])
    .returning();

  const free = (limit: number | null) => ({ kind: "FREE" as const, limitedAmount: limit, availableAmount: limit });
  const paid = (priceCents: number, currency: string, limit: number) => ({
    kind: "PAID" as const,
    priceCents,
    currency,
    limitedAmount: limit,
    availableAmount: limit,
    optInShowTicketAmount: true,
  });
  const [, jazzAdmission] = await deps.db
    .insert(eventTickets)
    .values([
      { eventId: yoga.id, ticketType: "Mat Spot", ...free(null) },
      { eventId: jazz.id, ticketType: "General Admission", ...free(120), optInShowTicketAmount: true },
      { eventId: founders.id, ticketType: "Founder Seat", ...free(40), isRequiredApproval: true },
      { eventId: festival.id, ticketType: "Day Pass", ...paid(8900, "AUD", 2000), sortOrder: 0 },
      { eventId: festival.id, ticketType: "Weekend Pass", ...paid(15900, "AUD", 1000), sortOrder: 1 },
      { eventId: tasting.id, ticketType: "Seat at the Table", ...free(16) },
      { eventId: comedy.id, ticketType: "Standing", ...free(80), sortOrder: 0 },
      { eventId: comedy.id, ticketType: "Front Row", ...free(10), isRequiredApproval: true, sortOrder: 1 },
      { eventId: stargazing.id, ticketType: "Lawn Spot", ...free(null) },
    ])
    .returning();

  await rsvp(deps, sam.id, { eventId: jazz.id, eventTicketId: jazzAdmission.id, response: "ACCEPT" });
  // The club's two badges, one held by Sam (the rewards area).
  await seedDemoAchievements(deps, { clubId: club.id, ownerUserId: maya.id, holderUserId: sam.id });
  // A draw on Maya's pie that Sam, holding 10 of its slices, takes part in (ADR 0072).
  await seedDemoPieReward(deps, { pieId: pie.id, ownerUserId: maya.id, holderUserId: sam.id });
  const jordan = await seedStaff(deps, now);
  // Sam and Jordan belong to the club, with rep points earned and granted (the clubs area).
  await seedDemoClubPoints(deps, club, {
    members: [
      { userId: sam.id, userName: sam.userName! },
      { userId: jordan.id, userName: jordan.userName! },
    ],
    jazzNight: jazz,
  });
  // What the host's tools show on a first look: attendees in every state, a guest list,
  // invitations, statistics, revenue and a payout request (the hosting area).
  await seedDemoHosting(deps, maya, { yoga, founders, tasting });
  // Winners of two promotions on Maya's pie, among them Sam and the hosting demo's members (ADR 0076).
  await seedDemoRewardWinners(deps, { pieId: pie.id, ownerUserId: maya.id, fanUserId: sam.id });
  // Riley, new here, was awarded a pie by Jordan and has not activated it yet (ADR 0081).
  const newcomer = DEMO_ACCOUNTS[4];
  await seedDemoPieAward(deps, { email: newcomer.email, passwordHash: await hashPassword(newcomer.password), awardedBy: jordan.id });
  return true;
}

/** The demo accounts present in the database (to print at start). */
export async function presentDemoAccounts(deps: DomainDeps): Promise<DemoAccount[]> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const found = new Set(
    (await deps.db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((row) => row.email),
  );
  return DEMO_ACCOUNTS.filter((account) => found.has(account.email));
}

/** The support demo account (role SUPPORT): signs in at /auth/login, impersonates at /auth/im-login. */
async function seedStaff(deps: DomainDeps, now: Date): Promise<{ id: string; userName: string | null }> {
  const staff = DEMO_ACCOUNTS[2];
  const [jordan] = await deps.db.insert(users).values({
    email: staff.email,
    passwordHash: await hashPassword(staff.password),
    demo: true,
    name: "Jordan Park",
    userName: "jordan.support",
    gender: "OTHER",
    dateOfBirth: "1990-01-09",
    phoneNumber: "+14155550142",
    countryCode: "US",
    role: "SUPPORT",
    emailVerifiedAt: now,
    phoneVerifiedAt: now,
    termsAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
  }).returning({ id: users.id, userName: users.userName });
  return jordan!;
}
