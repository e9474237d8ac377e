// The Settings tab's location radius (spec 2 §3 Radius, optInLocationRadius): the host sets a
// place, a radius and its unit; RSVP and checkout then take only members whose area (the
// profile's point) lies within it, and ask those without one to set it.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { eventSettingsMessages as m } from "../../contract/events/messages.js";
import { profileFormMessages } from "../../contract/account/profile.js";
import { radiusRule } from "../../contract/events/radius.js";
import { createEvent, createVerifiedUser, eventSettingsInput } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";

let api: TestApi;
let host: AuthInfo;

const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };
/** About 23 km (14.3 miles) west of Los Angeles. */
const SANTA_MONICA = { latitude: 34.0195, longitude: -118.4912 };
/** About 180 km south-east. */
const SAN_DIEGO = { latitude: 32.7157, longitude: -117.1611 };

const SAVE = `mutation ($eventId: ID!, $input: EventSettingsInput!) { event { updateSettings(eventId: $eventId, input: $input) {
  optInLocationRadius locationRadius { address latitude longitude radius unit } } } }`;
const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;
const PURCHASE = `mutation ($input: TicketOrderInput!) { event { purchaseTickets(input: $input) { checkoutUrl } } }`;
const UPDATE_ADDRESS = `mutation ($input: UpdateAddressInput!) { user { updateAddress(input: $input) { address { city latitude longitude } } } }`;

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

async function memberAt(point: { latitude: number; longitude: number } | null): Promise<AuthInfo> {
  const member = await createVerifiedUser(api);
  if (point) {
    const saved = await api.graphql(UPDATE_ADDRESS, { input: { city: "Somewhere", ...point } }, { token: member.token });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.user.updateAddress.address).toEqual({ city: "Somewhere", ...point });
  }
  return member;
}

async function radiusEvent(radius: number, unit: "KILOMETERS" | "MILES") {
  const { event, tickets } = await createEvent(api, {
    createdByUserId: host.userId,
    tickets: [
      { ticketType: "Entry", kind: "FREE", limitedAmount: null },
      { ticketType: "VIP", kind: "PAID", priceCents: 3000, limitedAmount: 10 },
    ],
  });
  const saved = await api.graphql(
    SAVE,
    { eventId: event.id, input: eventSettingsInput({ optInLocationRadius: true, radiusAddress: "Downtown Los Angeles", ...prefixed(LOS_ANGELES), radius, radiusUnit: unit }) },
    { token: host.token },
  );
  expect(saved.body.errors).toBeUndefined();
  expect(saved.body.data.event.updateSettings).toEqual({
    optInLocationRadius: true,
    locationRadius: { address: "Downtown Los Angeles", ...LOS_ANGELES, radius, unit },
  });
  return { event, free: tickets[0]!.id, paid: tickets[1]!.id, rule: radiusRule(radius, unit, "Downtown Los Angeles") };
}

const prefixed = (point: { latitude: number; longitude: number }) => ({ radiusLatitude: point.latitude, radiusLongitude: point.longitude });
const rsvp = (token: string, eventId: string, eventTicketId: string) => api.graphql(RSVP, { input: { eventId, eventTicketId, response: "ACCEPT" } }, { token });
const purchase = (token: string, eventId: string, eventTicketId: string) => api.graphql(PURCHASE, { input: { eventId, items: [{ eventTicketId, quantity: 1 }] } }, { token });

describe("the location radius", () => {
  test("a member whose area is inside the radius RSVPs", async () => {
    const { event, free } = await radiusEvent(25, "KILOMETERS");
    const member = await memberAt(SANTA_MONICA);
    expect((await rsvp(member.token, event.id, free)).body.errors).toBeUndefined();
  });

  test("a member whose area is outside is refused at RSVP and at checkout, saying why", async () => {
    const { event, free, paid, rule } = await radiusEvent(25, "KILOMETERS");
    expect(rule).toBe("Open to members within 25 km of Downtown Los Angeles.");
    const member = await memberAt(SAN_DIEGO);
    const refused = await rsvp(member.token, event.id, free);
    expect(refused.body.errors[0]).toMatchObject({ message: m.tooFar(rule), extensions: { code: "AUTH_NOT_AUTHORIZED" } });
    expect((await purchase(member.token, event.id, paid)).body.errors[0].message).toBe(m.tooFar(rule));
  });

  test("a member without an area is asked to set it; once set inside, they RSVP", async () => {
    const { event, free, paid, rule } = await radiusEvent(25, "KILOMETERS");
    const member = await memberAt(null);
    expect((await rsvp(member.token, event.id, free)).body.errors[0]).toMatchObject({ message: m.areaNeeded(rule), extensions: { code: "AUTH_NOT_AUTHORIZED" } });
    expect((await purchase(member.token, event.id, paid)).body.errors[0].message).toBe(m.areaNeeded(rule));
    await api.graphql(UPDATE_ADDRESS, { input: SANTA_MONICA }, { token: member.token });
    expect((await rsvp(member.token, event.id, free)).body.errors).toBeUndefined();
  });

  test("a radius in miles is measured in miles", async () => {
    // Santa Monica is about 14.3 miles away: inside 20 miles (32 km), outside 10 miles (16 km).
    const member = await memberAt(SANTA_MONICA);
    const wide = await radiusEvent(20, "MILES");
    expect(wide.rule).toBe("Open to members within 20 miles of Downtown Los Angeles.");
    expect((await rsvp(member.token, wide.event.id, wide.free)).body.errors).toBeUndefined();
    const narrow = await radiusEvent(10, "MILES");
    expect((await rsvp(member.token, narrow.event.id, narrow.free)).body.errors[0].message).toBe(m.tooFar(narrow.rule));
  });

  test("the host is never refused, and a radius switched off refuses no one", async () => {
    const { event, free } = await radiusEvent(25, "KILOMETERS");
    expect((await rsvp(host.token, event.id, free)).body.errors).toBeUndefined();
    const member = await memberAt(SAN_DIEGO);
    const off = await api.graphql(
      SAVE,
      { eventId: event.id, input: eventSettingsInput({ optInLocationRadius: false, radiusAddress: "Downtown Los Angeles", ...prefixed(LOS_ANGELES), radius: 25 }) },
      { token: host.token },
    );
    // Kept while off, for the host to switch it on again.
    expect(off.body.data.event.updateSettings).toMatchObject({ optInLocationRadius: false, locationRadius: { radius: 25 } });
    expect((await rsvp(member.token, event.id, free)).body.errors).toBeUndefined();
  });

  test("each broken rule is reported at its field", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const fieldsOf = async (overrides: Record<string, unknown>) =>
      (await api.graphql(SAVE, { eventId: event.id, input: eventSettingsInput({ optInLocationRadius: true, ...overrides }) }, { token: host.token })).body.errors[0].extensions.fields;
    expect(await fieldsOf({})).toEqual({
      radiusAddress: m.radiusAddressRequired,
      radiusLatitude: m.radiusPointRequired,
      radiusLongitude: m.radiusPointRequired,
      radius: m.radiusRange,
    });
    const place = { radiusAddress: "Downtown Los Angeles", ...prefixed(LOS_ANGELES) };
    expect(await fieldsOf({ ...place, radius: 0 })).toEqual({ radius: m.radiusRange });
    expect(await fieldsOf({ ...place, radius: 501 })).toEqual({ radius: m.radiusRange });
    expect(await fieldsOf({ ...place, radiusLatitude: 91, radius: 5 })).toEqual({ radiusLatitude: m.radiusLatitudeInvalid });
  });

  test("a member's area is both coordinates or neither, each in range", async () => {
    const member = await createVerifiedUser(api);
    const fieldsOf = async (input: Record<string, unknown>) => (await api.graphql(UPDATE_ADDRESS, { input }, { token: member.token })).body.errors[0].extensions.fields;
    expect(await fieldsOf({ latitude: 34 })).toEqual({ latitude: profileFormMessages.pointHalfSet });
    expect(await fieldsOf({ latitude: 95, longitude: 0 })).toEqual({ latitude: profileFormMessages.latitudeInvalid });
  });
});
