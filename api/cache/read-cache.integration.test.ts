// The read cache against the real database (PGlite, or Postgres with DATABASE_URL):
// repeated reads cost no statements, and every committed change, whoever makes it,
// is seen by the next request.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { events, eventTickets, users } from "../db/schema.js";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { createEvent, createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, statementCountingLogger, type TestApi } from "../test/support.js";

let api: TestApi;
let host: AuthInfo;
let guest: AuthInfo;
let slug: string;
let eventId: string;
let ticketId: string;

const { logger, statements: statementCount, texts: statementTexts } = statementCountingLogger();

const PAGE = `query ($slug: String!) { event { bySlugOrId(slugOrId: $slug) {
  displayName approvedAttendees guestPreview(first: 3) { user { name } }
  createdBy { name } tickets { ticketType } my { tickets { status } }
} } }`;
const ME = `query { user { me { name } } }`;
const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { approvedAttendees my { tickets { status } } } } }`;

beforeAll(async () => {
  api = await startTestApi({ logger });
  host = await createVerifiedUser(api);
  guest = await createVerifiedUser(api);
  const created = await createEvent(api, { createdByUserId: host.userId, optInShowGuestList: true, optInShowGuestCount: true, tickets: [{ ticketType: "GA" }] });
  slug = created.event.slug;
  eventId = created.event.id;
  ticketId = created.tickets[0].id;
});
afterAll(async () => {
  await api?.close();
});

async function page(token = guest.token) {
  const before = statementCount();
  const answer = await api.graphql(PAGE, { slug }, { token });
  expect(answer.body.errors).toBeUndefined();
  return { event: answer.body.data.event.bySlugOrId, statements: statementCount() - before };
}

test("a page read again costs no statements", async () => {
  const first = await page();
  expect(first.statements).toBeGreaterThan(0);
  const again = await page();
  expect(again.statements).toBe(0);
  expect(again.event).toEqual(first.event);
});

test("a change written straight to the database is seen by the next request", async () => {
  await page();
  await api.platform.deps.db.update(events).set({ displayName: "Renamed by hand" }).where(eq(events.id, eventId));
  expect((await page()).event.displayName).toBe("Renamed by hand");
  await api.platform.deps.db.update(users).set({ name: "Host Renamed" }).where(eq(users.id, host.userId));
  expect((await page()).event.createdBy.name).toBe("Host Renamed");
});

test("a change to a ticket drops what shows the tickets, not the event's row nor the viewer's attendee row", async () => {
  await page();
  const before = statementCount();
  await api.platform.deps.db.update(eventTickets).set({ ticketType: "General admission" }).where(eq(eventTickets.id, ticketId));
  const after = await page();
  expect(after.event.tickets).toEqual([{ ticketType: "General admission" }]);
  const read = statementTexts().slice(before);
  expect(read.some((text) => /from "event_tickets"/.test(text))).toBe(true);
  // Every sale changes a ticket (its places): the event's own row and the viewer's place are kept.
  expect(read.filter((text) => /from "events" where/.test(text))).toEqual([]);
  expect(read.filter((text) => /from "attendees" where \("attendees"\."user_id" = \$1 and "attendees"\."event_id" in/.test(text))).toEqual([]);
  // A change to the event's row still drops it (and one to an attendee drops the attendee rows: the RSVP test below).
  await api.platform.deps.db.update(events).set({ displayName: "Renamed again" }).where(eq(events.id, eventId));
  expect((await page()).event.displayName).toBe("Renamed again");
});

test("the viewer's own RSVP shows at once, in the answer and on the next read", async () => {
  expect((await page()).event.my.tickets).toEqual([]);
  const answer = await api.graphql(RSVP, { input: { eventId, eventTicketId: ticketId, response: "ACCEPT" } }, { token: guest.token });
  expect(answer.body.errors).toBeUndefined();
  expect(answer.body.data.event.rsvp.my.tickets).toHaveLength(1);
  const after = await page();
  expect(after.event.my.tickets).toHaveLength(1);
  expect(after.event.approvedAttendees).toBe(1);
  // Another viewer's cached copy of the event was dropped too.
  expect((await page(host.token)).event.approvedAttendees).toBe(1);
});

test("an attendee whose account is deleted leaves the counts at once", async () => {
  const going = await page(host.token);
  expect(going.event.approvedAttendees).toBe(1);
  await api.platform.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, guest.userId));
  expect((await page(host.token)).event.approvedAttendees).toBe(0);
  await api.platform.deps.db.update(users).set({ deletedAt: null }).where(eq(users.id, guest.userId));
  expect((await page(host.token)).event.approvedAttendees).toBe(1);
});

test("a signed-out session is refused on its very next call", async () => {
  const other = await createVerifiedUser(api);
  expect((await api.graphql(ME, {}, { token: other.token })).status).toBe(200);
  expect((await api.graphql(ME, {}, { token: other.token })).status).toBe(200);
  expect((await api.post("/auth/sign-out", {}, { token: other.token })).status).toBe(204);
  expect((await api.graphql(ME, {}, { token: other.token })).status).toBe(401);
});
