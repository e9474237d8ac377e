// Clubs through the API: creating one through the wizard's calls (the creator owns it, it stays
// unpublished until published), who may read and change it, and the managed clubs list.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { clubMessages } from "../../contract/clubs/messages.js";
import { createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";
import { addClubTeamMember } from "./domain/clubs.js";
import { events, users } from "../db/schema.js";
import { DEMO_ACCOUNTS } from "../db/seed.js";

let api: TestApi;
let owner: AuthInfo;
let stranger: AuthInfo;

const FIELDS = "clubId name slug description access published isVerified brandColor imageUrl socialAccounts { scheme value } owner { userId } myPermissions";
const CREATE = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { ${FIELDS} } } }`;
const UPDATE = `mutation ($clubId: ID!, $input: ClubDetailsInput!) { club { update(clubId: $clubId, input: $input) { ${FIELDS} } } }`;
const ACCOUNTS = `mutation ($clubId: ID!, $accounts: [ClubSocialAccountInput!]!) { club { setAccounts(clubId: $clubId, accounts: $accounts) { socialAccounts { scheme value } } } }`;
const PUBLISH = `mutation ($clubId: ID!) { club { publish(clubId: $clubId) { published } } }`;
const BY_ID = `query ($clubId: ID!) { club { byId(clubId: $clubId) { ${FIELDS} } } }`;
const BY_SLUG = `query ($slug: String!) { club { bySlug(slug: $slug) { clubId } } }`;
const MANAGED = `query { club { managedClubs { clubId name } } }`;

async function createClub(token: string, input: Record<string, unknown> = {}) {
  const answer = await api.graphql(CREATE, { input: { name: "Night Owls", access: "PUBLIC", ...input } }, { token });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.club.create as { clubId: string; slug: string } & Record<string, unknown>;
}

beforeAll(async () => {
  api = await startTestApi();
  owner = await createVerifiedUser(api);
  stranger = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("creating a club", () => {
  test("the creator owns the new, unpublished club with the default brand colour; strangers cannot see it until it is published", async () => {
    const club = await createClub(owner.token, { description: "Late shows and early coffee." });
    expect(club).toMatchObject({
      name: "Night Owls",
      published: false,
      isVerified: false,
      brandColor: "#3D1277",
      owner: { userId: owner.userId },
      myPermissions: expect.arrayContaining(["EDIT_CLUB", "MANAGE_EVENTS", "TRANSFER_OWNERSHIP"]),
    });
    expect(club.slug).toMatch(/^night-owls-[0-9a-f]{4}$/);

    const hidden = await api.graphql(BY_ID, { clubId: club.clubId }, { token: stranger.token });
    expect(hidden.body.errors[0].extensions.code).toBe("NOT_FOUND");

    expect((await api.graphql(PUBLISH, { clubId: club.clubId }, { token: owner.token })).body.data.club.publish.published).toBe(true);
    const shown = await api.graphql(BY_SLUG, { slug: club.slug }, { token: stranger.token });
    expect(shown.body.data.club.bySlug.clubId).toBe(club.clubId);
    const asStranger = await api.graphql(BY_ID, { clubId: club.clubId }, { token: stranger.token });
    expect(asStranger.body.data.club.byId.myPermissions).toEqual([]);
  });

  test("the details are checked: name, address, colour; a taken address is a conflict on its field", async () => {
    const bad = await api.graphql(CREATE, { input: { name: " ", slug: "A b", access: "PUBLIC", brandColor: "purple" } }, { token: owner.token });
    expect(bad.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(bad.body.errors[0].extensions.fields).toMatchObject({
      name: clubMessages.nameRequired,
      slug: clubMessages.slugInvalid,
      brandColor: clubMessages.colorInvalid,
    });
    await createClub(owner.token, { slug: "the-owls" });
    const taken = await api.graphql(CREATE, { input: { name: "Other", slug: "the-owls", access: "PUBLIC" } }, { token: stranger.token });
    expect(taken.body.errors[0].extensions).toMatchObject({ code: "CONFLICT", fields: { slug: clubMessages.slugTaken } });
  });

  test("signed out, nobody creates a club", async () => {
    const answer = await api.graphql(CREATE, { input: { name: "Ghosts", access: "PUBLIC" } });
    expect(answer.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });
});

describe("changing a club", () => {
  test("a stranger gets NOT_FOUND, a reward manager is refused, an admin may; accounts keep only the shown providers", async () => {
    const club = await createClub(owner.token);
    const input = { name: "Night Owls Club", access: "PRIVATE", brandColor: "#0af" };

    const asStranger = await api.graphql(UPDATE, { clubId: club.clubId, input }, { token: stranger.token });
    expect(asStranger.body.errors[0].extensions.code).toBe("NOT_FOUND");

    const rewards = await createVerifiedUser(api);
    await addClubTeamMember(api.platform.deps, { clubId: club.clubId, userId: rewards.userId, role: "REWARD_MANAGER", kind: "TEAM" });
    const asRewards = await api.graphql(UPDATE, { clubId: club.clubId, input }, { token: rewards.token });
    expect(asRewards.body.errors[0]).toMatchObject({ message: clubMessages.notAllowed, extensions: { code: "AUTH_NOT_AUTHORIZED" } });

    const admin = await createVerifiedUser(api);
    await addClubTeamMember(api.platform.deps, { clubId: club.clubId, userId: admin.userId, role: "ADMIN", kind: "TEAM" });
    const asAdmin = await api.graphql(UPDATE, { clubId: club.clubId, input }, { token: admin.token });
    expect(asAdmin.body.data.club.update).toMatchObject({ name: "Night Owls Club", access: "PRIVATE", brandColor: "#00AAFF", owner: { userId: owner.userId } });
    expect(asAdmin.body.data.club.update.myPermissions).not.toContain("TRANSFER_OWNERSHIP");

    const accounts = await api.graphql(
      ACCOUNTS,
      { clubId: club.clubId, accounts: [{ scheme: "twitch", value: "nightowls" }, { scheme: "twitter", value: "@nightowls" }, { scheme: "youtube", value: "" }] },
      { token: owner.token },
    );
    expect(accounts.body.data.club.setAccounts.socialAccounts).toEqual([
      { scheme: "twitter", value: "@nightowls" },
      { scheme: "twitch", value: "nightowls" },
    ]);
    const hidden = await api.graphql(ACCOUNTS, { clubId: club.clubId, accounts: [{ scheme: "instagram", value: "x" }] }, { token: owner.token });
    expect(hidden.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  test("managed clubs: the ones the member owns or holds a role in, not others", async () => {
    const member = await createVerifiedUser(api);
    const own = await createClub(member.token, { name: "Alpha Club" });
    const other = await createClub(owner.token, { name: "Beta Club" });
    await createClub(owner.token, { name: "Gamma Club" });
    await addClubTeamMember(api.platform.deps, { clubId: other.clubId, userId: member.userId, role: "EVENT_MANAGER", kind: "COLLABORATOR" });
    const managed = await api.graphql(MANAGED, {}, { token: member.token });
    expect(managed.body.data.club.managedClubs).toEqual([
      { clubId: own.clubId, name: "Alpha Club" },
      { clubId: other.clubId, name: "Beta Club" },
    ]);
  });
});

describe("the demo data", () => {
  test("Maya, the demo host, owns a published club holding one of her events", async () => {
    const demo = await startTestApi({ seed: true });
    try {
      const [maya] = await demo.platform.deps.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0]!.email));
      const club = await demo.graphql(`query { club { bySlug(slug: "mayas-night-owls") { clubId published owner { userId } } } }`);
      expect(club.body.data.club.bySlug).toMatchObject({ published: true, owner: { userId: maya!.id } });
      const inClub = await demo.platform.deps.db.select().from(events).where(eq(events.clubId, club.body.data.club.bySlug.clubId));
      expect(inClub.map((event) => event.slug)).toEqual(["rooftop-jazz-night"]);
    } finally {
      await demo.close();
    }
  });
});
