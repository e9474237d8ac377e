// Creating, editing, publishing and deleting events through the API: who may, and the
// date and time-zone rules of spec 2 §5.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { attendees, events, eventTickets } from "../db/schema.js";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { eventEditorMessages } from "../../contract/events/messages.js";
import { createVerifiedUser, registrationBody } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";

let api: TestApi;
let host: AuthInfo;
let stranger: AuthInfo;

const FIELDS = "eventId slug status displayName eventType description faqs timeZone startDate endDate isPrivate isListed location { address isOnlyVisibleToApprovedAttendees } my { isCreator canEdit }";
const CREATE = `mutation ($input: EventInfoInput!) { event { create(input: $input) { ${FIELDS} } } }`;
const UPDATE = `mutation ($eventId: ID!, $input: EventInfoInput!) { event { updateInfo(eventId: $eventId, input: $input) { ${FIELDS} } } }`;
const PUBLISH = `mutation ($eventId: ID!) { event { publish(eventId: $eventId) { eventId status } } }`;
const DUPLICATE = `mutation ($eventId: ID!) { event { duplicate(eventId: $eventId) { ${FIELDS} managedTickets { ticketType balance { limitedAmount availableAmount releasedAmount } } } } }`;
const DELETE = `mutation ($eventId: ID!) { event { delete(eventId: $eventId) } }`;
const BY_ID = `query ($slugOrId: String!) { event { bySlugOrId(slugOrId: $slugOrId) { ${FIELDS} } } }`;
const SEARCH = `query ($keyword: String) { event { search(first: 50, criteria: { keyword: $keyword }) { nodes { eventId } } } }`;

const HOUR = 3600_000;

function info(overrides: Record<string, unknown> = {}) {
  const start = new Date(api.clock.now().getTime() + 48 * HOUR);
  return {
    eventType: "CONCERT",
    displayName: "Harbour Lights Concert",
    description: "An evening of strings by the water.",
    faqs: "Is there parking? Yes, on Pier 3.",
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 3 * HOUR).toISOString(),
    timeZone: "Europe/Lisbon",
    isPrivate: false,
    isListed: true,
    location: { address: "Cais do Sodré, Lisbon", isOnlyVisibleToApprovedAttendees: false },
    ...overrides,
  };
}

async function create(token: string, input = info()) {
  return (await api.graphql(CREATE, { input }, { token })).body;
}

beforeAll(async () => {
  api = await startTestApi();
  [host, stranger] = await Promise.all([createVerifiedUser(api), createVerifiedUser(api)]);
});
afterAll(async () => {
  await api?.close();
});

describe("creating", () => {
  test("a member creates a draft they can see and edit; a stranger cannot see it", async () => {
    const answer = await create(host.token);
    expect(answer.errors).toBeUndefined();
    const event = answer.data.event.create;
    expect(event).toMatchObject({
      status: "DRAFT",
      displayName: "Harbour Lights Concert",
      eventType: "CONCERT",
      faqs: "Is there parking? Yes, on Pier 3.",
      timeZone: "Europe/Lisbon",
      location: { address: "Cais do Sodré, Lisbon", isOnlyVisibleToApprovedAttendees: false },
      my: { isCreator: true, canEdit: true },
    });
    expect(event.slug).toMatch(/^harbour-lights-concert-[0-9a-f]{6}$/);

    const seen = await api.graphql(BY_ID, { slugOrId: event.slug }, { token: stranger.token });
    expect(seen.body.errors[0].extensions.code).toBe("NOT_FOUND");
    const listed = await api.graphql(SEARCH, { keyword: "Harbour" }, { token: stranger.token });
    expect(listed.body.data.event.search.nodes).toEqual([]);
  });

  test("a new event admits with QR passes until its host turns them off (ADR 0100)", async () => {
    const { eventId } = (await create(host.token)).data.event.create;
    const QR = `query ($id: String!) { event { bySlugOrId(slugOrId: $id) { optInUseQrPass } } }`;
    expect((await api.graphql(QR, { id: eventId }, { token: host.token })).body.data.event.bySlugOrId.optInUseQrPass).toBe(true);
  });

  test("signed out, or with an unconfirmed e-mail, nobody creates events", async () => {
    const signedOut = await api.graphql(CREATE, { input: info() });
    expect(signedOut.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
    const unconfirmed = (await api.post("/auth/password/register", registrationBody())).body;
    const refused = await create(unconfirmed.token);
    expect(refused.errors[0]).toMatchObject({ message: eventEditorMessages.emailNotVerified, extensions: { code: "AUTH_NOT_AUTHORIZED" } });
  });

  test("dates must be after now, the end after the start, within 5 years and 90 days, the zone a real one; each error names its field", async () => {
    const now = api.clock.now().getTime();
    const past = await create(host.token, info({ startDate: new Date(now - HOUR).toISOString() }));
    expect(past.errors[0]).toMatchObject({
      message: "Event dates must be after the current time in the event's time zone.",
      extensions: { code: "BAD_USER_INPUT", fields: { startDate: "Event dates must be after the current time in the event's time zone." } },
    });

    const backwards = await create(
      host.token,
      info({ startDate: new Date(now + 5 * HOUR).toISOString(), endDate: new Date(now + 4 * HOUR).toISOString() }),
    );
    expect(backwards.errors[0].extensions.fields).toEqual({ endDate: eventEditorMessages.endBeforeStart });

    const instant = await create(host.token, info({ startDate: new Date(now + 5 * HOUR).toISOString(), endDate: new Date(now + 5 * HOUR).toISOString() }));
    expect(instant.errors[0].extensions.fields).toEqual({ endDate: eventEditorMessages.endBeforeStart });

    // A sane range: a start at most 5 years ahead (not in the year 9999), at most 90 days long.
    const years = (n: number) => n * 365.25 * 24 * HOUR;
    for (const startDate of [new Date(now + years(5) + 48 * HOUR), new Date("9999-12-31T00:00:00Z")]) {
      const far = await create(host.token, info({ startDate: startDate.toISOString(), endDate: new Date(startDate.getTime() + HOUR).toISOString() }));
      expect(far.errors[0]).toMatchObject({ message: eventEditorMessages.startTooFar, extensions: { code: "BAD_USER_INPUT", fields: { startDate: eventEditorMessages.startTooFar } } });
    }
    const long = await create(host.token, info({ startDate: new Date(now + 5 * HOUR).toISOString(), endDate: new Date(now + 5 * HOUR + 90 * 24 * HOUR + 60_000).toISOString() }));
    expect(long.errors[0].extensions.fields).toEqual({ endDate: eventEditorMessages.tooLong });
    const longest = await create(host.token, info({ startDate: new Date(now + 5 * HOUR).toISOString(), endDate: new Date(now + 5 * HOUR + 90 * 24 * HOUR).toISOString() }));
    expect(longest.errors).toBeUndefined();

    const zone = await create(host.token, info({ timeZone: "Mars/Olympus_Mons" }));
    expect(zone.errors[0].extensions.fields).toEqual({ timeZone: eventEditorMessages.timeZoneInvalid });

    const nameless = await create(host.token, info({ displayName: "   " }));
    expect(nameless.errors[0].extensions.fields).toEqual({ displayName: eventEditorMessages.nameRequired });
  });

  test("the same instant is accepted whatever zone names it: 'after now' compares instants", async () => {
    // 30 minutes from now, written as a Pacific/Kiritimati (UTC+14) wall clock and as UTC: both in the future.
    const soon = new Date(api.clock.now().getTime() + 30 * 60_000);
    const answer = await create(host.token, info({ startDate: soon.toISOString(), endDate: new Date(soon.getTime() + HOUR).toISOString(), timeZone: "Pacific/Kiritimati" }));
    expect(answer.errors).toBeUndefined();
    expect(answer.data.event.create.startDate).toBe(soon.toISOString());
  });
});

describe("editing, publishing, deleting", () => {
  test("only the host and co-hosts edit; an attendee is told so, a stranger cannot see a draft", async () => {
    const event = (await create(host.token)).data.event.create;
    const coHost = await createVerifiedUser(api);
    const guest = await createVerifiedUser(api);
    await api.platform.deps.db.insert(attendees).values([
      { eventId: event.eventId, userId: coHost.userId, state: "APPROVED", roles: ["CO_HOST"] },
      { eventId: event.eventId, userId: guest.userId, state: "APPROVED", roles: ["ATTENDEE"] },
    ]);

    const byStranger = await api.graphql(UPDATE, { eventId: event.eventId, input: info({ displayName: "Taken over" }) }, { token: stranger.token });
    expect(byStranger.body.errors[0].extensions.code).toBe("NOT_FOUND");

    const published = await api.graphql(PUBLISH, { eventId: event.eventId }, { token: host.token });
    expect(published.body.data.event.publish.status).toBe("PUBLISHED");

    const byGuest = await api.graphql(UPDATE, { eventId: event.eventId, input: info({ displayName: "Taken over" }) }, { token: guest.token });
    expect(byGuest.body.errors[0]).toMatchObject({ message: eventEditorMessages.notAllowed, extensions: { code: "AUTH_NOT_AUTHORIZED" } });
    const byStrangerNow = await api.graphql(UPDATE, { eventId: event.eventId, input: info() }, { token: stranger.token });
    expect(byStrangerNow.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    const guestView = await api.graphql(BY_ID, { slugOrId: event.eventId }, { token: guest.token });
    expect(guestView.body.data.event.bySlugOrId.my).toEqual({ isCreator: false, canEdit: false });

    const byCoHost = await api.graphql(
      UPDATE,
      { eventId: event.eventId, input: info({ displayName: "Harbour Lights, Second Night", location: { address: "Pier 3", isOnlyVisibleToApprovedAttendees: true } }) },
      { token: coHost.token },
    );
    expect(byCoHost.body.errors).toBeUndefined();
    expect(byCoHost.body.data.event.updateInfo).toMatchObject({
      displayName: "Harbour Lights, Second Night",
      // The slug stays: links already shared keep working.
      slug: event.slug,
      location: { address: "Pier 3", isOnlyVisibleToApprovedAttendees: true },
      my: { isCreator: false, canEdit: true },
    });

    // Published and public: strangers find it now, but not its restricted address.
    const seen = await api.graphql(BY_ID, { slugOrId: event.slug }, { token: stranger.token });
    expect(seen.body.data.event.bySlugOrId).toMatchObject({ displayName: "Harbour Lights, Second Night", location: { address: null, isOnlyVisibleToApprovedAttendees: true } });

    // A co-host may not delete; the creator may, and then nobody sees it.
    const coHostDelete = await api.graphql(DELETE, { eventId: event.eventId }, { token: coHost.token });
    expect(coHostDelete.body.errors[0]).toMatchObject({ message: eventEditorMessages.onlyCreatorDeletes });
    const deleted = await api.graphql(DELETE, { eventId: event.eventId }, { token: host.token });
    expect(deleted.body.data.event.delete).toBe(true);
    const gone = await api.graphql(BY_ID, { slugOrId: event.slug }, { token: host.token });
    expect(gone.body.errors[0].extensions.code).toBe("NOT_FOUND");
  });

  test("an event under way keeps its start when other details change, but a start cannot be moved into the past", async () => {
    const created = (await create(host.token)).data.event.create;
    // It started an hour ago (written straight to the database: the API would refuse such a start).
    const now = api.clock.now().getTime();
    await api.platform.deps.db
      .update(events)
      .set({ startAt: new Date(now - HOUR), endAt: new Date(now + 2 * HOUR) })
      .where(eq(events.id, created.eventId));
    const startDate = new Date(now - HOUR).toISOString();
    const endDate = new Date(now + 2 * HOUR).toISOString();

    const renamed = await api.graphql(UPDATE, { eventId: created.eventId, input: info({ displayName: "Still On", startDate, endDate }) }, { token: host.token });
    expect(renamed.body.errors).toBeUndefined();
    expect(renamed.body.data.event.updateInfo).toMatchObject({ displayName: "Still On", startDate });

    const moved = await api.graphql(
      UPDATE,
      { eventId: created.eventId, input: info({ startDate: new Date(now - 2 * HOUR).toISOString(), endDate }) },
      { token: host.token },
    );
    expect(moved.body.errors[0].extensions.fields).toEqual({ startDate: eventEditorMessages.startInPast });
  });

  test("duplicate: a new draft of the viewer's, tickets with every place free, a past date moved forward by whole weeks", async () => {
    const created = (await create(host.token)).data.event.create;
    await api.graphql(PUBLISH, { eventId: created.eventId }, { token: host.token });
    const coHost = await createVerifiedUser(api);
    const guest = await createVerifiedUser(api);
    await api.platform.deps.db.insert(attendees).values([
      { eventId: created.eventId, userId: coHost.userId, state: "APPROVED", roles: ["CO_HOST"] },
      { eventId: created.eventId, userId: guest.userId, state: "APPROVED", roles: ["ATTENDEE"] },
    ]);
    const [ticket] = await api.platform.deps.db
      .insert(eventTickets)
      .values({ eventId: created.eventId, ticketType: "Seat", limitedAmount: 30, availableAmount: 18, releasedAmount: 12 })
      .returning();
    // The original started 10 days ago, a Wednesday evening say: the copy is on the same weekday and time, next time round.
    const now = api.clock.now().getTime();
    const startAt = new Date(now - 10 * 24 * HOUR);
    await api.platform.deps.db.update(events).set({ startAt, endAt: new Date(startAt.getTime() + 3 * HOUR) }).where(eq(events.id, created.eventId));

    const refused = await api.graphql(DUPLICATE, { eventId: created.eventId }, { token: guest.token });
    expect(refused.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");

    const copy = await api.graphql(DUPLICATE, { eventId: created.eventId }, { token: coHost.token });
    expect(copy.body.errors).toBeUndefined();
    const duplicate = copy.body.data.event.duplicate;
    expect(duplicate).toMatchObject({ status: "DRAFT", displayName: created.displayName, faqs: created.faqs, my: { isCreator: true, canEdit: true } });
    expect(duplicate.eventId).not.toBe(created.eventId);
    expect(duplicate.slug).not.toBe(created.slug);
    expect(Date.parse(duplicate.startDate)).toBe(startAt.getTime() + 14 * 24 * HOUR);
    expect(duplicate.managedTickets).toEqual([{ ticketType: ticket!.ticketType, balance: { limitedAmount: 30, availableAmount: 30, releasedAmount: 0 } }]);
  });

  test("an unknown or malformed id is NOT_FOUND", async () => {
    for (const eventId of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const answer = await api.graphql(PUBLISH, { eventId }, { token: host.token });
      expect(answer.body.errors[0].extensions.code).toBe("NOT_FOUND");
    }
  });
});
