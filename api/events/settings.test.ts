// The editor's Settings tab through the API, and the age limit and minimum rep score it
// sets being kept at the door of RSVP and checkout.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { disclosureMessages as d, eventSettingsMessages as m, socialRequirementMessages as social } from "../../contract/events/messages.js";
import { socialIdentities } from "../db/schema.js";
import { createEvent, createVerifiedUser, eventSettingsInput } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";
import { ageAt } from "./domain/settings.js";

let api: TestApi;
let host: AuthInfo;
let member: AuthInfo;

const SAVE = `mutation ($eventId: ID!, $input: EventSettingsInput!) { event { updateSettings(eventId: $eventId, input: $input) {
  optInShowGuestList optInAgeLimit ageLimit minimumRepScore isAllInPricing ticketTermsPurchasePolicy optInShowMusicEmbed musicEmbedUrl } } }`;
const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;
const PURCHASE = `mutation ($input: TicketOrderInput!) { event { purchaseTickets(input: $input) { checkoutUrl } } }`;

const settings = eventSettingsInput;

async function save(token: string, eventId: string, input: Record<string, unknown>) {
  return (await api.graphql(SAVE, { eventId, input }, { token })).body;
}

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
  // Registered with a date of birth of 1992-05-17 (api/test/fixtures.ts).
  member = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("saving the settings", () => {
  test("the host saves them; a limit that is switched off is not kept", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const saved = await save(host.token, event.id, settings({
      optInAgeLimit: true,
      ageLimit: 21,
      minimumRepScore: 50,
      isAllInPricing: true,
      ticketTermsPurchasePolicy: "  No refunds within 7 days of the event.  ",
      optInShowMusicEmbed: true,
      musicEmbedUrl: "https://open.spotify.com/playlist/37i9dQZF1DX4WYpdgoIcn6",
    }));
    expect(saved.errors).toBeUndefined();
    expect(saved.data.event.updateSettings).toEqual({
      optInShowGuestList: true,
      optInAgeLimit: true,
      ageLimit: 21,
      minimumRepScore: 50,
      isAllInPricing: true,
      ticketTermsPurchasePolicy: "No refunds within 7 days of the event.",
      optInShowMusicEmbed: true,
      musicEmbedUrl: "https://open.spotify.com/playlist/37i9dQZF1DX4WYpdgoIcn6",
    });
    const off = await save(host.token, event.id, settings({ optInAgeLimit: false, ageLimit: 21 }));
    expect(off.data.event.updateSettings).toMatchObject({ optInAgeLimit: false, ageLimit: null, minimumRepScore: null });
  });

  test("each broken rule is reported at its field", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const fieldsOf = async (overrides: Record<string, unknown>) => (await save(host.token, event.id, settings(overrides))).errors[0].extensions.fields;
    expect(await fieldsOf({ optInAgeLimit: true, ageLimit: 12 })).toEqual({ ageLimit: m.ageLimitRange });
    expect(await fieldsOf({ optInAgeLimit: true, ageLimit: null })).toEqual({ ageLimit: m.ageLimitRange });
    expect(await fieldsOf({ minimumRepScore: 0 })).toEqual({ minimumRepScore: m.repScoreRange });
    expect(await fieldsOf({ minimumRepScore: 1001 })).toEqual({ minimumRepScore: m.repScoreRange });
    expect(await fieldsOf({ optInShowMusicEmbed: true, musicEmbedUrl: "" })).toEqual({ musicEmbedUrl: m.musicUrlRequired });
    expect(await fieldsOf({ musicEmbedUrl: "http://open.spotify.com/x" })).toEqual({ musicEmbedUrl: m.musicUrlInvalid });
    expect(await fieldsOf({ musicEmbedUrl: "https://evil.example/open.spotify.com" })).toEqual({ musicEmbedUrl: m.musicUrlInvalid });
  });

  test("only the host and co-hosts change them", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const refused = await save(member.token, event.id, settings());
    expect(refused.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
  });
});

describe("who may join", () => {
  test("an age limit refuses a guest younger on the day it starts, at RSVP and at checkout; the host is not refused", async () => {
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      optInAgeLimit: true,
      ageLimit: 60,
      tickets: [
        { ticketType: "Entry", kind: "FREE", limitedAmount: null },
        { ticketType: "VIP", kind: "PAID", priceCents: 3000, limitedAmount: 10 },
      ],
    });
    const rsvp = await api.graphql(RSVP, { input: { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" } }, { token: member.token });
    expect(rsvp.body.errors[0]).toMatchObject({ message: m.tooYoung(60), extensions: { code: "AUTH_NOT_AUTHORIZED" } });
    const bought = await api.graphql(PURCHASE, { input: { eventId: event.id, items: [{ eventTicketId: tickets[1].id, quantity: 1 }] } }, { token: member.token });
    expect(bought.body.errors[0].message).toBe(m.tooYoung(60));
    // Declining is always possible.
    expect((await api.graphql(RSVP, { input: { eventId: event.id, response: "DECLINE" } }, { token: member.token })).body.errors).toBeUndefined();
    const hostRsvp = await api.graphql(RSVP, { input: { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" } }, { token: host.token });
    expect(hostRsvp.body.errors).toBeUndefined();

    const { event: adultsOnly, tickets: adultTickets } = await createEvent(api, {
      createdByUserId: host.userId,
      optInAgeLimit: true,
      ageLimit: 21,
      tickets: [{ ticketType: "Entry", kind: "FREE", limitedAmount: null }],
    });
    const allowed = await api.graphql(RSVP, { input: { eventId: adultsOnly.id, eventTicketId: adultTickets[0].id, response: "ACCEPT" } }, { token: member.token });
    expect(allowed.body.errors).toBeUndefined();
  });

  test("a minimum rep score refuses a member below it", async () => {
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      minimumRepScore: 5,
      tickets: [{ ticketType: "Entry", kind: "FREE", limitedAmount: null }],
    });
    const rsvp = await api.graphql(RSVP, { input: { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" } }, { token: member.token });
    expect(rsvp.body.errors[0].message).toBe(m.repScoreTooLow(5));
  });

  test("age is counted in whole years up to the day", () => {
    expect(ageAt("2000-06-15", new Date("2021-06-14T23:00:00Z"))).toBe(20);
    expect(ageAt("2000-06-15", new Date("2021-06-15T00:00:00Z"))).toBe(21);
    expect(ageAt("2000-02-29", new Date("2021-02-28T12:00:00Z"))).toBe(20);
  });
});

describe("a disclosure to accept", () => {
  const CONFIRM = `mutation ($eventId: ID!, $accepted: Boolean!) { event { confirmPrivacyPolicy(eventId: $eventId, accepted: $accepted) { my { privacyPolicyState } } } }`;

  test("the host needs a title and an https link; a guest must accept it before an RSVP", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "Entry", kind: "FREE", limitedAmount: null }] });
    const missing = await save(host.token, event.id, settings({ optInDisclosureOrPrivacyPolicy: true, disclosureFileUrl: "http://example.com/waiver.pdf" }));
    expect(missing.errors[0].extensions.fields).toEqual({ disclosureTitle: d.titleRequired, disclosureFileUrl: d.urlInvalid });
    const saved = await save(host.token, event.id, settings({ optInDisclosureOrPrivacyPolicy: true, disclosureTitle: "Climbing waiver", disclosureFileUrl: "https://example.com/waiver.pdf" }));
    expect(saved.errors).toBeUndefined();

    const guest = await createVerifiedUser(api);
    const accept = () => api.graphql(RSVP, { input: { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" } }, { token: guest.token });
    expect((await accept()).body.errors[0].extensions.fields).toEqual({ acceptDisclosure: d.mustAccept("Climbing waiver") });
    const declined = await api.graphql(CONFIRM, { eventId: event.id, accepted: false }, { token: guest.token });
    expect(declined.body.data.event.confirmPrivacyPolicy.my.privacyPolicyState).toBe("DECLINED");
    expect((await accept()).body.errors[0].extensions.fields).toEqual({ acceptDisclosure: d.mustAccept("Climbing waiver") });
    await api.graphql(CONFIRM, { eventId: event.id, accepted: true }, { token: guest.token });
    expect((await accept()).body.errors).toBeUndefined();
  });
});

describe("social accounts to connect", () => {
  const READ = `query ($id: String!) { event { bySlugOrId(slugOrId: $id) {
    optInSocialAccountRequirements socialAccountRequirements { scheme isRequired } my { missingSocialAccounts } } } }`;

  test("the host asks for accounts and requires some; a guest gets no ticket, free or paid, until the required ones are connected", async () => {
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      tickets: [
        { ticketType: "Entry", kind: "FREE", limitedAmount: null },
        { ticketType: "VIP", kind: "PAID", priceCents: 2500, limitedAmount: null },
      ],
    });
    const none = await save(host.token, event.id, settings({ optInSocialAccountRequirements: true, socialAccountRequirements: [] }));
    expect(none.errors[0].extensions.fields).toEqual({ socialAccountRequirements: social.noneChosen });
    const unknown = await save(host.token, event.id, settings({ optInSocialAccountRequirements: true, socialAccountRequirements: [{ scheme: "myspace", isRequired: true }] }));
    expect(Object.values(unknown.errors[0].extensions.fields)).toEqual([social.unknownAccount]);
    const saved = await save(
      host.token,
      event.id,
      settings({
        optInSocialAccountRequirements: true,
        socialAccountRequirements: [
          { scheme: "twitch", isRequired: true },
          { scheme: "spotify", isRequired: false },
          { scheme: "youtube", isRequired: true },
        ],
      }),
    );
    expect(saved.errors).toBeUndefined();

    const guest = await createVerifiedUser(api);
    const read = async () => (await api.graphql(READ, { id: event.id }, { token: guest.token })).body.data.event.bySlugOrId;
    // In the order of the profile's list of accounts, whatever order the host chose them in.
    expect(await read()).toEqual({
      optInSocialAccountRequirements: true,
      socialAccountRequirements: [
        { scheme: "youtube", isRequired: true },
        { scheme: "spotify", isRequired: false },
        { scheme: "twitch", isRequired: true },
      ],
      my: { missingSocialAccounts: ["youtube", "twitch"] },
    });

    const rsvp = () => api.graphql(RSVP, { input: { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" } }, { token: guest.token });
    const buy = () => api.graphql(PURCHASE, { input: { eventId: event.id, items: [{ eventTicketId: tickets[1].id, quantity: 1 }] } }, { token: guest.token });
    expect((await rsvp()).body.errors[0].extensions.fields).toEqual({ socialAccounts: social.mustConnect("YouTube and Twitch") });
    expect((await buy()).body.errors[0].extensions.fields).toEqual({ socialAccounts: social.mustConnect("YouTube and Twitch") });

    // Connected through the profile (google stands for YouTube); Spotify is only asked for.
    await api.platform.deps.db.insert(socialIdentities).values({ userId: guest.userId, provider: "google", subject: `g-${guest.userId}` });
    expect((await rsvp()).body.errors[0].extensions.fields).toEqual({ socialAccounts: social.mustConnect("Twitch") });
    await api.platform.deps.db.insert(socialIdentities).values({ userId: guest.userId, provider: "twitch", subject: `t-${guest.userId}` });
    expect((await read()).my.missingSocialAccounts).toEqual([]);
    expect((await rsvp()).body.errors).toBeUndefined();
    expect((await buy()).body.errors).toBeUndefined();

    // Switched off: nobody is asked, and the list is kept for when it is switched on again.
    await save(host.token, event.id, settings({ optInSocialAccountRequirements: false, socialAccountRequirements: [{ scheme: "twitter", isRequired: true }] }));
    const stranger = await createVerifiedUser(api);
    const off = (await api.graphql(READ, { id: event.id }, { token: stranger.token })).body.data.event.bySlugOrId;
    expect(off).toEqual({ optInSocialAccountRequirements: false, socialAccountRequirements: [{ scheme: "twitter", isRequired: true }], my: { missingSocialAccounts: [] } });
    const strangerRsvp = await api.graphql(RSVP, { input: { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" } }, { token: stranger.token });
    expect(strangerRsvp.body.errors).toBeUndefined();
  });
});
