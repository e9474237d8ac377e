import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser, uniqueEmail } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
let host: AuthInfo;
let member: AuthInfo;
let memberEmail: string;

const PREVIEW = `query ($csv: String!) { user { contacts { previewImport(csv: $csv) { valid created updated rows { line name emailAddress phoneNumber errors updatesExisting } } } } }`;
const IMPORT = `mutation ($csv: String!) { user { contacts { importCsv(csv: $csv) { valid created updated rows { line errors } } } } }`;
const SEARCH = `query ($query: String, $groupId: ID, $city: String) { user { contacts { search(query: $query, groupId: $groupId, city: $city) { totalCount nodes { contactId name emailAddress phoneNumber city userId customFields { key label value } groups { groupName } } } cities } } }`;
const SAVE = `mutation ($input: ContactInput!) { user { contacts { save(input: $input) { contactId name phoneNumber } } } }`;
const DELETE = `mutation ($ids: [ID!]!) { user { contacts { delete(contactIds: $ids) } } }`;
const SAVE_GROUP = `mutation ($id: ID, $name: String!) { user { contacts { saveGroup(groupId: $id, name: $name) { groupId groupName memberCount } } } }`;
const ADD_TO_GROUP = `mutation ($id: ID!, $ids: [ID!]!) { user { contacts { addToGroup(groupId: $id, contactIds: $ids) { groupName memberCount } } } }`;
const EXIST = `query ($emails: [String!]!, $phones: [String!]!) { user { contacts { emailsExist(emails: $emails) { address isMember } phonesExist(phones: $phones) { address isMember } } } }`;

async function gql(query: string, variables: Record<string, unknown>, token: string | undefined = host.token) {
  return (await api.graphql(query, variables, { token })).body;
}

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
  memberEmail = uniqueEmail("member");
  member = await createVerifiedUser(api, { userName: memberEmail });
});
afterAll(async () => {
  await api?.close();
});

describe("importing contacts from CSV", () => {
  const csv = () =>
    [
      "Name,Email,Phone,City,Company",
      `Maya Chen,${memberEmail},,Oakland,Acme`,
      "Sam Lee,sam@example.test,(415) 555-0134,Berkeley,",
      ",nobody@example.test,,,",
      "Bad Mail,not-an-email,,,",
      "No Address,,,,",
    ].join("\n");

  test("the preview shows each row and its errors, and saves nothing", async () => {
    const preview = (await gql(PREVIEW, { csv: csv() })).data.user.contacts.previewImport;
    expect(preview.valid).toBe(2);
    expect(preview.rows).toEqual([
      { line: 2, name: "Maya Chen", emailAddress: memberEmail, phoneNumber: null, errors: [], updatesExisting: false },
      { line: 3, name: "Sam Lee", emailAddress: "sam@example.test", phoneNumber: "+14155550134", errors: [], updatesExisting: false },
      { line: 4, name: null, emailAddress: "nobody@example.test", phoneNumber: null, errors: ["Enter the contact's name."], updatesExisting: false },
      { line: 5, name: "Bad Mail", emailAddress: "not-an-email", phoneNumber: null, errors: ["Your email address is invalid. Please try again."], updatesExisting: false },
      { line: 6, name: "No Address", emailAddress: null, phoneNumber: null, errors: ["Enter an e-mail address or a phone number."], updatesExisting: false },
    ]);
    expect((await gql(SEARCH, {})).data.user.contacts.search.totalCount).toBe(0);
  });

  test("the import saves the valid rows; importing again updates instead of duplicating", async () => {
    const first = (await gql(IMPORT, { csv: csv() })).data.user.contacts.importCsv;
    expect(first).toMatchObject({ valid: 2, created: 2, updated: 0 });
    const again = (await gql(IMPORT, { csv: csv().replace("Oakland", "Alameda") })).data.user.contacts.importCsv;
    expect(again).toMatchObject({ valid: 2, created: 0, updated: 2 });
    const { search, cities } = (await gql(SEARCH, {})).data.user.contacts;
    expect(search.totalCount).toBe(2);
    const maya = search.nodes.find((node: { name: string }) => node.name === "Maya Chen");
    expect(maya).toMatchObject({ city: "Alameda", userId: member.userId, customFields: [{ key: "company", label: "Company", value: "Acme" }] });
    expect(search.nodes.find((node: { name: string }) => node.name === "Sam Lee").userId).toBeNull();
    expect(cities).toEqual(["Alameda", "Berkeley"]);
  });

  test("a file that is not a contacts CSV is refused as a whole", async () => {
    const answer = await gql(IMPORT, { csv: "Title,Notes\nx,y" });
    expect(answer.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { file: "The file needs a name column and an email or phone column." } });
    const none = await gql(IMPORT, { csv: "Name,Email\n,bad" });
    expect(none.errors[0].message).toBe("No valid rows to import.");
  });

  test("contacts are the owner's alone", async () => {
    const others = (await gql(SEARCH, {}, member.token)).data.user.contacts.search;
    expect(others.totalCount).toBe(0);
    const mine = (await gql(SEARCH, { query: "sam" })).data.user.contacts.search.nodes[0];
    expect((await gql(DELETE, { ids: [mine.contactId] }, member.token)).data.user.contacts.delete).toBe(0);
    expect((await gql(SEARCH, {}, "")).errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });
});

describe("contacts one by one and groups", () => {
  test("a contact is created with its phone in E.164; a second with the same e-mail is a conflict", async () => {
    const created = (await gql(SAVE, { input: { name: "Ana Ruiz", emailAddress: "ana@example.test", phoneNumber: "415 555 0199" } })).data.user.contacts.save;
    expect(created.phoneNumber).toBe("+14155550199");
    const twice = await gql(SAVE, { input: { name: "Ana Again", emailAddress: "ANA@example.test" } });
    expect(twice.errors[0].extensions.code).toBe("CONFLICT");
    const group = (await gql(SAVE_GROUP, { name: "Friends" })).data.user.contacts.saveGroup;
    const renamed = (await gql(SAVE_GROUP, { id: group.groupId, name: "Close friends" })).data.user.contacts.saveGroup;
    expect(renamed.groupName).toBe("Close friends");
    const added = (await gql(ADD_TO_GROUP, { id: group.groupId, ids: [created.contactId] })).data.user.contacts.addToGroup;
    expect(added).toEqual({ groupName: "Close friends", memberCount: 1 });
    const inGroup = (await gql(SEARCH, { groupId: group.groupId })).data.user.contacts.search.nodes;
    expect(inGroup.map((node: { name: string }) => node.name)).toEqual(["Ana Ruiz"]);
    expect((await gql(ADD_TO_GROUP, { id: group.groupId, ids: [created.contactId] }, member.token)).errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await gql(DELETE, { ids: [created.contactId] })).data.user.contacts.delete).toBe(1);
  });

  test("e-mails and phones are checked for existence among members", async () => {
    const answer = (await gql(EXIST, { emails: [memberEmail.toUpperCase(), "nobody@example.test"], phones: ["(415) 555-2671", "+14155550000"] })).data.user.contacts;
    expect(answer.emailsExist).toEqual([
      { address: memberEmail, isMember: true },
      { address: "nobody@example.test", isMember: false },
    ]);
    expect(answer.phonesExist).toEqual([
      { address: "+14155552671", isMember: true },
      { address: "+14155550000", isMember: false },
    ]);
  });
});

describe("bulk lookups of members by address (security review, issue 39)", () => {
  const EMAILS = `query ($emails: [String!]!) { user { contacts { emailsExist(emails: $emails) { address isMember } } } }`;
  const PHONES = `query ($phones: [String!]!) { user { contacts { phonesExist(phones: $phones) { address isMember } } } }`;
  const addresses = (count: number, tag: string) => Array.from({ length: count }, (_, i) => `${tag}-${i}@example.test`);
  const lookup = async (query: string, variables: Record<string, unknown>, token: string, ip: string) => (await api.graphql(query, variables, { token, ip })).body;
  const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

  test("a batch larger than sign-up's per-minute availability allowance is refused outright", async () => {
    const prober = await createVerifiedUser(api);
    const answer = await lookup(EMAILS, { emails: Array.from({ length: 4000 }, (_, i) => `h${i}@x.io`) }, prober.token, "203.0.113.10");
    expect(codeOf(answer)).toBe("BAD_USER_INPUT");
    expect(answer.errors[0].message).toBe("Check at most 30 addresses at once.");
    const phones = await lookup(PHONES, { phones: Array.from({ length: 31 }, (_, i) => `+1415555${String(1000 + i)}`) }, prober.token, "203.0.113.10");
    expect(codeOf(phones)).toBe("BAD_USER_INPUT");
  });

  test("each address counts against the availability limit, per client address (shared with sign-up's check) and per account", async () => {
    const prober = await createVerifiedUser(api);
    const ip = "203.0.113.11";
    expect((await lookup(EMAILS, { emails: addresses(20, "first") }, prober.token, ip)).data.user.contacts.emailsExist).toHaveLength(20);
    const over = await lookup(PHONES, { phones: Array.from({ length: 20 }, (_, i) => `+1415555${String(2000 + i)}`) }, prober.token, ip);
    expect(codeOf(over)).toBe("RATE_LIMITED");
    // Sign-up's own check from that address is spent too.
    expect((await api.post("/auth/password/check-email-availability", { email: "someone@example.test" }, { ip })).status).toBe(429);
    // Another address does not give the same account a fresh allowance.
    expect(codeOf(await lookup(EMAILS, { emails: addresses(20, "moved") }, prober.token, "203.0.113.12"))).toBe("RATE_LIMITED");
    // Someone else, elsewhere, is not held up.
    const other = await createVerifiedUser(api);
    expect(codeOf(await lookup(EMAILS, { emails: addresses(20, "other") }, other.token, "203.0.113.13"))).toBeUndefined();
  });
});
