// The profile tabs against a real database: each update validates with the spec's words and
// persists, only the signed-in owner changes their own profile, avatars come from one's own
// uploads, social accounts are listed and disconnected.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { socialIdentities, users } from "../db/schema.js";
import { authMessages } from "../../contract/access/messages.js";
import { profileFormMessages } from "../../contract/account/profile.js";
import { mediaMessages } from "../../contract/media/messages.js";
import { createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { user { updateProfile(input: $input) { name gender dateOfBirth age ageRange phoneNumber bio } } }`;
const UPDATE_ADDRESS = `mutation ($input: UpdateAddressInput!) { user { updateAddress(input: $input) { address { address city countryCode postalCode region } } } }`;
const SET_AVATAR = `mutation ($imageId: ID) { user { setAvatar(imageId: $imageId) { avatarUrl } } }`;
const DISCONNECT = `mutation ($provider: String!) { user { disconnectSocial(provider: $provider) { socialMedias { provider } } } }`;
const ME = `{ user { me { name gender dateOfBirth ageRange bio avatarUrl address { address city countryCode postalCode region } socialMedias { provider email } } } }`;

async function me(token: string) {
  return (await api.graphql(ME, {}, { token })).body.data.user.me;
}

async function upload(token: string): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
  const response = await fetch(`${api.url}/media/images`, {
    method: "POST",
    headers: { "content-type": "image/png", authorization: `Bearer ${token}` },
    body: new Uint8Array(png),
  });
  return ((await response.json()) as { imageId: string }).imageId;
}

describe("personal information", () => {
  test("each field is refused with the spec's words on the field", async () => {
    const user = await createVerifiedUser(api);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: " " }, "name", authMessages.nameInvalid],
      [{ gender: "NOT_DISCLOSED" }, "gender", "Choose valid gender"],
      [{ dateOfBirth: "2999-01-01" }, "dateOfBirth", authMessages.dateOfBirthInFuture],
      [{ phoneNumber: "12" }, "phoneNumber", "Your phone number is invalid. Please try again."],
    ];
    for (const [input, field, message] of cases) {
      const answer = await api.graphql(UPDATE_PROFILE, { input }, { token: user.token });
      expect(answer.body.errors[0].extensions.code, field).toBe("BAD_USER_INPUT");
      expect(answer.body.errors[0].extensions.fields[field]).toBe(message);
    }
  });

  test("saved values come back with the derived age range", async () => {
    api.clock.set(new Date("2026-06-01T12:00:00Z"));
    const user = await createVerifiedUser(api);
    const answer = await api.graphql(UPDATE_PROFILE, { input: { name: "Rae Lindqvist", gender: "FEMALE", dateOfBirth: "1990-03-04", bio: "Door at 8." } }, { token: user.token });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.user.updateProfile).toMatchObject({ name: "Rae Lindqvist", gender: "FEMALE", age: 36, ageRange: "35–44", bio: "Door at 8." });
    expect(await me(user.token)).toMatchObject({ name: "Rae Lindqvist", dateOfBirth: "1990-03-04", ageRange: "35–44" });
    api.clock.set(new Date());
  });

  test("a signed-out visitor changes nobody's profile", async () => {
    const answer = await api.graphql(UPDATE_PROFILE, { input: { name: "Mallory" } });
    expect(answer.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });
});

describe("location", () => {
  test("the address is saved whole and read back; empty fields clear", async () => {
    const user = await createVerifiedUser(api);
    const input = { address: "12 Harbour St", city: "Lisbon", countryCode: "pt", postalCode: "1100-001", region: "Lisboa" };
    const answer = await api.graphql(UPDATE_ADDRESS, { input }, { token: user.token });
    expect(answer.body.errors).toBeUndefined();
    expect((await me(user.token)).address).toEqual({ ...input, countryCode: "PT" });

    await api.graphql(UPDATE_ADDRESS, { input: { city: "Porto", countryCode: "PT" } }, { token: user.token });
    expect((await me(user.token)).address).toEqual({ address: null, city: "Porto", countryCode: "PT", postalCode: null, region: null });
  });

  test.each(["RU", "kp", "XX"])("country %s is refused", async (countryCode) => {
    const user = await createVerifiedUser(api);
    const answer = await api.graphql(UPDATE_ADDRESS, { input: { countryCode } }, { token: user.token });
    expect(answer.body.errors[0].extensions.fields).toEqual({ countryCode: profileFormMessages.countryInvalid });
  });
});

describe("avatar", () => {
  test("an own upload becomes the avatar with a version query; null removes it", async () => {
    const user = await createVerifiedUser(api);
    const imageId = await upload(user.token);
    const answer = await api.graphql(SET_AVATAR, { imageId }, { token: user.token });
    expect(answer.body.data.user.setAvatar.avatarUrl).toMatch(new RegExp(`^/media/${imageId}\\.webp\\?v=\\d+$`));
    expect((await me(user.token)).avatarUrl).toBe(answer.body.data.user.setAvatar.avatarUrl);

    await api.graphql(SET_AVATAR, { imageId: null }, { token: user.token });
    expect((await me(user.token)).avatarUrl).toBeNull();
  });

  test("someone else's upload is refused", async () => {
    const owner = await createVerifiedUser(api);
    const other = await createVerifiedUser(api);
    const imageId = await upload(owner.token);
    const answer = await api.graphql(SET_AVATAR, { imageId }, { token: other.token });
    expect(answer.body.errors[0]).toMatchObject({ message: mediaMessages.notYours, extensions: { code: "AUTH_NOT_AUTHORIZED" } });
    expect((await me(other.token)).avatarUrl).toBeNull();
  });
});

describe("social accounts", () => {
  async function link(userId: string, provider: string) {
    await api.platform.deps.db.insert(socialIdentities).values({ userId, provider, subject: `${provider}-${userId}`, email: "me@example.com", emailVerified: true });
  }

  test("only the shown providers are listed (google as youtube) and one is disconnected", async () => {
    const user = await createVerifiedUser(api);
    await link(user.userId, "google");
    await link(user.userId, "apple");
    expect((await me(user.token)).socialMedias).toEqual([{ provider: "youtube", email: "me@example.com" }]);

    const answer = await api.graphql(DISCONNECT, { provider: "youtube" }, { token: user.token });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.user.disconnectSocial.socialMedias).toEqual([]);
    const rows = await api.platform.deps.db.select().from(socialIdentities).where(eq(socialIdentities.userId, user.userId));
    expect(rows.map((row) => row.provider)).toEqual(["apple"]);
  });

  test("a provider that is not connected, or not shown, is refused", async () => {
    const user = await createVerifiedUser(api);
    expect((await api.graphql(DISCONNECT, { provider: "twitch" }, { token: user.token })).body.errors[0].extensions.code).toBe("CONFLICT");
    expect((await api.graphql(DISCONNECT, { provider: "apple" }, { token: user.token })).body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  test("the only way into an account without a password stays connected", async () => {
    const user = await createVerifiedUser(api);
    await api.platform.deps.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.userId));
    await link(user.userId, "google");
    const answer = await api.graphql(DISCONNECT, { provider: "youtube" }, { token: user.token });
    expect(answer.body.errors[0]).toMatchObject({ message: profileFormMessages.socialLastSignIn, extensions: { code: "CONFLICT" } });
  });
});
