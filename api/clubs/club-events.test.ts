// A club's events (ADR 0028): an event created in a club's manager area belongs to the club,
// and whoever may manage the club's events holds the creator's permissions on them, on the
// club's events only. The event's own permissions (spec 2 §6) stay as they are.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { events } from "../db/schema.js";
import { ALL_EVENT_PERMISSIONS } from "../events/domain/permissions.js";
import { createEvent, createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";
import { addClubTeamMember } from "./domain/clubs.js";
import { clubs, clubTeamMembers } from "./db.js";

let api: TestApi;
let owner: AuthInfo;
let eventManager: AuthInfo;
let rewardManager: AuthInfo;
let clubA: string;
let clubB: string;

const CREATE_CLUB = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`;
const CREATE_EVENT = `mutation ($input: EventInfoInput!, $clubId: ID) { event { create(input: $input, clubId: $clubId) { eventId clubId my { isCreator permissions canEdit } } } }`;
const EVENT = `query ($slugOrId: String!) { event { bySlugOrId(slugOrId: $slugOrId) { eventId clubId my { isCreator permissions canEdit } } } }`;
const MANAGED = `query ($clubId: ID) { event { managed(clubId: $clubId) { event { eventId } } } }`;
const MANAGED_EVENT = `query ($slugOrId: String!, $clubId: ID) { event { managedEvent(slugOrId: $slugOrId, clubId: $clubId) { event { eventId } actions } } }`;
const EARNINGS = `query ($filter: EarningsFilter!) { event { earnings(filter: $filter) { totals { net } events { eventId } } } }`;
const PUBLISH = `mutation ($eventId: ID!) { event { publish(eventId: $eventId) { status } } }`;

function info() {
  const start = new Date(api.clock.now().getTime() + 48 * 3600_000);
  return {
    eventType: "PARTY",
    displayName: "Club Night",
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
    timeZone: "Europe/Lisbon",
    isPrivate: false,
    isListed: true,
  };
}

async function newClub(name: string): Promise<string> {
  const answer = await api.graphql(CREATE_CLUB, { input: { name, access: "PUBLIC" } }, { token: owner.token });
  return answer.body.data.club.create.clubId;
}

beforeAll(async () => {
  api = await startTestApi();
  owner = await createVerifiedUser(api);
  eventManager = await createVerifiedUser(api);
  rewardManager = await createVerifiedUser(api);
  clubA = await newClub("Club A");
  clubB = await newClub("Club B");
  await addClubTeamMember(api.platform.deps, { clubId: clubA, userId: eventManager.userId, role: "EVENT_MANAGER", kind: "COLLABORATOR" });
  await addClubTeamMember(api.platform.deps, { clubId: clubA, userId: rewardManager.userId, role: "REWARD_MANAGER", kind: "TEAM" });
});
afterAll(async () => {
  await api?.close();
});

describe("events in a club", () => {
  test("an event created in the club belongs to it; only those who may manage the club's events create there", async () => {
    const created = await api.graphql(CREATE_EVENT, { input: info(), clubId: clubA }, { token: eventManager.token });
    expect(created.body.errors).toBeUndefined();
    const event = created.body.data.event.create;
    expect(event.clubId).toBe(clubA);
    const [row] = await api.platform.deps.db.select().from(events).where(eq(events.id, event.eventId));
    expect(row).toMatchObject({ clubId: clubA, createdByUserId: eventManager.userId });

    for (const [who, clubId] of [
      [rewardManager, clubA],
      [eventManager, clubB],
    ] as const) {
      const refused = await api.graphql(CREATE_EVENT, { input: info(), clubId }, { token: who.token });
      expect(refused.body.errors[0].extensions.code).toBe("NOT_FOUND");
    }
    const own = await api.graphql(CREATE_EVENT, { input: info() }, { token: rewardManager.token });
    expect(own.body.data.event.create.clubId).toBeNull();
  });

  test("the club's owner and event managers hold the creator's permissions on the club's events, not on another club's", async () => {
    const { event: inA } = await createEvent(api, { createdByUserId: rewardManager.userId, clubId: clubA, status: "DRAFT" });
    const { event: inB } = await createEvent(api, { createdByUserId: owner.userId, clubId: clubB, status: "DRAFT" });

    for (const manager of [owner, eventManager]) {
      const seen = await api.graphql(EVENT, { slugOrId: inA.id }, { token: manager.token });
      expect(seen.body.data.event.bySlugOrId.my).toEqual({ isCreator: true, permissions: [...ALL_EVENT_PERMISSIONS], canEdit: true });
      const managed = await api.graphql(MANAGED_EVENT, { slugOrId: inA.id, clubId: clubA }, { token: manager.token });
      expect(managed.body.data.event.managedEvent.actions).toContain("APPROVE_ANY_ATTENDEE");
    }
    // The event manager may run club A's draft (publish it) but not even see club B's draft.
    expect((await api.graphql(PUBLISH, { eventId: inA.id }, { token: eventManager.token })).body.data.event.publish.status).toBe("PUBLISHED");
    const other = await api.graphql(EVENT, { slugOrId: inB.id }, { token: eventManager.token });
    expect(other.body.errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await api.graphql(PUBLISH, { eventId: inB.id }, { token: eventManager.token })).body.errors[0].extensions.code).toBe("NOT_FOUND");

    // A reward manager of club A gets nothing from the club (their own event's rights are the creator's, as before).
    const { event: notTheirs } = await createEvent(api, { createdByUserId: owner.userId, clubId: clubA });
    const asRewards = await api.graphql(EVENT, { slugOrId: notTheirs.id }, { token: rewardManager.token });
    expect(asRewards.body.data.event.bySlugOrId.my).toMatchObject({ isCreator: false, permissions: [], canEdit: false });
  });

  test("a change of the club's team decides the next request: a new event manager gets the creator's permissions, a removed one loses them", async () => {
    const newcomer = await createVerifiedUser(api);
    // Created by someone without rights in the club: what the others hold on it comes from the club.
    const { event } = await createEvent(api, { createdByUserId: rewardManager.userId, clubId: clubA });
    const asOwner = () => api.graphql(EVENT, { slugOrId: event.id }, { token: owner.token }).then((answer) => answer.body.data.event.bySlugOrId.my);
    const asNewcomer = () => api.graphql(EVENT, { slugOrId: event.id }, { token: newcomer.token }).then((answer) => answer.body.data.event.bySlugOrId.my);
    // Read once: who manages the club's events is now in the read cache.
    expect(await asNewcomer()).toMatchObject({ isCreator: false, canEdit: false });
    expect(await asOwner()).toMatchObject({ isCreator: true, canEdit: true });

    await addClubTeamMember(api.platform.deps, { clubId: clubA, userId: newcomer.userId, role: "EVENT_MANAGER", kind: "COLLABORATOR" });
    expect(await asNewcomer()).toMatchObject({ isCreator: true, canEdit: true });

    await api.platform.deps.db
      .delete(clubTeamMembers)
      .where(and(eq(clubTeamMembers.clubId, clubA), eq(clubTeamMembers.userId, newcomer.userId)));
    expect(await asNewcomer()).toMatchObject({ isCreator: false, canEdit: false });

    // Ownership handed over: the new owner manages the events, the old one no longer does.
    await api.platform.deps.db.update(clubs).set({ ownerUserId: newcomer.userId }).where(eq(clubs.id, clubA));
    expect(await asNewcomer()).toMatchObject({ isCreator: true, canEdit: true });
    expect(await asOwner()).toMatchObject({ isCreator: false, canEdit: false });
    await api.platform.deps.db.update(clubs).set({ ownerUserId: owner.userId }).where(eq(clubs.id, clubA));
  });

  test("the club's manager area lists the club's events; an event of another club is NOT_FOUND there", async () => {
    const { event: inA } = await createEvent(api, { createdByUserId: owner.userId, clubId: clubA });
    const { event: inB } = await createEvent(api, { createdByUserId: owner.userId, clubId: clubB });
    const { event: ownEvent } = await createEvent(api, { createdByUserId: owner.userId });

    const listed = await api.graphql(MANAGED, { clubId: clubA }, { token: eventManager.token });
    const ids = listed.body.data.event.managed.map((managed: { event: { eventId: string } }) => managed.event.eventId);
    expect(ids).toContain(inA.id);
    expect(ids).not.toContain(inB.id);
    expect(ids).not.toContain(ownEvent.id);

    expect((await api.graphql(MANAGED, { clubId: clubB }, { token: eventManager.token })).body.errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await api.graphql(MANAGED, { clubId: clubA }, { token: rewardManager.token })).body.errors[0].extensions.code).toBe("NOT_FOUND");
    const wrongClub = await api.graphql(MANAGED_EVENT, { slugOrId: inB.id, clubId: clubA }, { token: owner.token });
    expect(wrongClub.body.errors[0].extensions.code).toBe("NOT_FOUND");
    const notAClubEvent = await api.graphql(MANAGED_EVENT, { slugOrId: ownEvent.id, clubId: clubA }, { token: owner.token });
    expect(notAClubEvent.body.errors[0].extensions.code).toBe("NOT_FOUND");

    // The club's earnings across its events: for its event managers, not for others.
    const earnings = await api.graphql(EARNINGS, { filter: { clubId: clubA } }, { token: eventManager.token });
    expect(earnings.body.errors).toBeUndefined();
    expect(earnings.body.data.event.earnings).toEqual({ totals: [], events: [] });
    expect((await api.graphql(EARNINGS, { filter: { clubId: clubB } }, { token: eventManager.token })).body.errors[0].extensions.code).toBe("NOT_FOUND");
  });
});
