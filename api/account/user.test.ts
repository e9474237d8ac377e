import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { profileMessages } from "../../contract/account/messages.js";
import { createVerifiedUser, TEST_PASSWORD } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ME = `{ user { me { userId name userName emailAddress verifiedEmailAddress phoneNumber verifiedPhoneNumber
  gender dateOfBirth age isComplete isVerified tier agreeToTermsAndConditions isSkipMultiFactorAuthentication } } }`;

const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) {
  user { updateProfile(input: $input) { userId name userName gender dateOfBirth phoneNumber bio isComplete } }
}`;

describe("user.me", () => {
  test("answers AUTH_NOT_AUTHENTICATED to a signed-out visitor", async () => {
    const answer = await api.graphql(ME);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });

  test("refuses a token that is not one of ours", async () => {
    const answer = await api.graphql(ME, {}, { token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged" });
    expect(answer.status).toBe(401);
    expect(answer.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });

  test("describes the signed-in user", async () => {
    api.clock.set(new Date("2026-05-16T12:00:00Z"));
    const user = await createVerifiedUser(api, { dateOfBirth: "1992-05-17", name: "Alex Morgan", gender: "Other" });
    const me = (await api.graphql(ME, {}, { token: user.token })).body.data.user.me;
    api.clock.set(new Date());

    expect(me).toEqual({
      userId: user.userId,
      name: "Alex Morgan",
      userName: null,
      emailAddress: user.email,
      verifiedEmailAddress: user.email,
      phoneNumber: "+14155552671",
      verifiedPhoneNumber: null,
      gender: "OTHER",
      dateOfBirth: "1992-05-17",
      age: 33,
      isComplete: false,
      isVerified: false,
      tier: "UNVERIFIED",
      agreeToTermsAndConditions: true,
      isSkipMultiFactorAuthentication: true,
    });
  });
});

describe("user.updateProfile", () => {
  test("choosing a handle completes the profile and allows signing in with it", async () => {
    const user = await createVerifiedUser(api);
    const answer = await api.graphql(UPDATE_PROFILE, { input: { userName: " Alex.Morgan_92 ", bio: "Jazz and coffee." } }, { token: user.token });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.user.updateProfile).toMatchObject({ userName: "alex.morgan_92", bio: "Jazz and coffee.", isComplete: true });

    const signIn = await api.post("/auth/password/sign-in", { userName: "Alex.Morgan_92", password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ userId: user.userId, userName: "alex.morgan_92", isComplete: true });
  });

  test("a handle taken by someone else is refused on the field", async () => {
    const first = await createVerifiedUser(api);
    const second = await createVerifiedUser(api);
    await api.graphql(UPDATE_PROFILE, { input: { userName: "taken.handle" } }, { token: first.token });

    const answer = await api.graphql(UPDATE_PROFILE, { input: { userName: "Taken.Handle" } }, { token: second.token });
    expect(answer.body.errors[0].message).toBe("This username is already taken.");
    expect(answer.body.errors[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { userName: "This username is already taken." },
    });
    // Keeping one's own handle is not a conflict.
    const own = await api.graphql(UPDATE_PROFILE, { input: { userName: "taken.handle" } }, { token: first.token });
    expect(own.body.errors).toBeUndefined();
  });

  test.each([
    [{ userName: "ab" }, "userName", profileMessages.userNameFormat],
    [{ userName: "has space" }, "userName", profileMessages.userNameFormat],
    [{ userName: "a".repeat(31) }, "userName", profileMessages.userNameFormat],
    [{ userName: "1234567" }, "userName", profileMessages.userNameNeedsLetter],
    [{ phoneNumber: "+1 555" }, "phoneNumber", "Your phone number is invalid. Please try again."],
    [{ gender: "NOT_DISCLOSED" }, "gender", "Choose valid gender"],
    [{ dateOfBirth: "2999-01-01" }, "dateOfBirth", "Date of birth cannot be later than today."],
    [{ dateOfBirth: "1990-02-30" }, "dateOfBirth", "Must enter date of birth"],
    [{ name: "   " }, "name", "Your name is invalid. Please try again."],
    [{ bio: "x".repeat(501) }, "bio", profileMessages.bioTooLong],
  ])("refuses %j", async (input, field, message) => {
    const user = await createVerifiedUser(api);
    const answer = await api.graphql(UPDATE_PROFILE, { input }, { token: user.token });
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { [field]: message } });
  });

  test("a changed phone number is stored in E.164 and needs verifying again", async () => {
    const user = await createVerifiedUser(api);
    const answer = await api.graphql(UPDATE_PROFILE, { input: { phoneNumber: "+44 20 7946 0958", name: "Alex M." } }, { token: user.token });
    expect(answer.body.data.user.updateProfile).toMatchObject({ phoneNumber: "+442079460958", name: "Alex M." });
  });

  test("requires a session", async () => {
    const answer = await api.graphql(UPDATE_PROFILE, { input: { name: "Nobody" } });
    expect(answer.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });
});

describe("query limits", () => {
  test("a query over the cost limit is refused before it runs", async () => {
    const fields = Array.from(
      { length: 3 },
      (_, index) => `e${index}: event { search(first: 50) { nodes { displayName tickets { price balance { availableAmount } } createdBy { name } } } }`,
    ).join("\n");
    const answer = await api.graphql(`{ ${fields} }`);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors[0].message).toMatch(/Cost limit/);
  });
});

test("an unreadable body gets a GraphQL-shaped error", async () => {
  const response = await fetch(`${api.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    errors: [{ message: "The request body is not valid JSON.", extensions: { code: "BAD_USER_INPUT" } }],
  });
});
