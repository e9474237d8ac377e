import { describe, expect, it } from "vitest";
import { authMessages as m } from "~/lib/access/messages";
import { loginIdentifySchema, loginPasswordSchema } from "~/lib/access/schemas";
import { completeProfileSchema, signUpSchema, toRegistrationPayload } from "~/lib/access/sign-up-schemas";
import { meetsPasswordRule } from "./schemas";

const now = () => new Date("2026-11-22T12:00:00Z");
const valid = {
  email: "  Sam.Rivera@Example.COM ",
  password: "Sunny#day1",
  firstName: "Sam",
  lastName: "Rivera",
  gender: "Other",
  dateOfBirth: "04/18/1994",
  phoneCountry: "US",
  phoneNumber: "(415) 555-0132",
};

function errorsOf(input: Record<string, unknown>) {
  const result = signUpSchema(now).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("sign-up schema", () => {
  it("accepts a valid form and builds the registration payload", () => {
    const result = signUpSchema(now).parse(valid);
    expect(toRegistrationPayload(result)).toEqual({
      userName: "sam.rivera@example.com",
      password: "Sunny#day1",
      name: "Sam Rivera",
      dateOfBirth: "1994-04-18",
      phoneNumber: "+14155550132",
      gender: "Other",
      agreeToTermsAndConditions: true,
    });
  });

  it.each([
    ["email", "", m.emailRequired],
    ["email", "not-an-email", m.emailInvalid],
    ["password", "short1A", m.passwordRule],
    ["password", "alllowercase", m.passwordRule],
    ["firstName", " ", m.firstNameInvalid],
    ["lastName", "", m.lastNameInvalid],
    ["gender", "Not disclosed", m.genderInvalid],
    ["gender", "NOT_DISCLOSED", m.genderInvalid],
    ["dateOfBirth", "", m.dateOfBirthRequired],
    ["dateOfBirth", "1994-04-18", m.dateOfBirthType],
    ["dateOfBirth", "02/30/1994", m.dateOfBirthType],
    ["dateOfBirth", "01/01/2030", m.dateOfBirthFuture],
    ["phoneNumber", "", m.phoneInvalid],
    ["phoneNumber", "12345", m.phoneInvalid],
    ["phoneNumber", "(415) 555-01", m.phoneInvalid],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toBe(message);
  });

  it("reports the phone message together with other fields' messages", () => {
    const errors = errorsOf({ ...valid, email: "nope", phoneNumber: "12" });
    expect(errors.email).toBe(m.emailInvalid);
    expect(errors.phoneNumber).toBe(m.phoneInvalid);
  });

  it("reports a missing field with the spec message", () => {
    const { email: _email, ...rest } = valid;
    expect(errorsOf(rest).email).toBe(m.emailRequired);
  });

  it("accepts today's date of birth but not tomorrow's", () => {
    expect(errorsOf({ ...valid, dateOfBirth: "11/22/2026" }).dateOfBirth).toBeUndefined();
    expect(errorsOf({ ...valid, dateOfBirth: "11/24/2026" }).dateOfBirth).toBe(m.dateOfBirthFuture);
  });
});

describe("password rule", () => {
  it.each([
    ["Password", false],
    ["password1", false],
    ["Password1", true],
    ["password1!", true],
    ["PASSWORD_", true],
    ["Pa1!", false],
    ["pass.word-", false],
  ])("%s → %s", (password, ok) => expect(meetsPasswordRule(password)).toBe(ok));
});

describe("login schemas", () => {
  it("uses the spec messages", () => {
    const identify = loginIdentifySchema.safeParse({ userName: "  " });
    expect(identify.success || identify.error.issues[0].message).toBe(m.loginUserNameRequired);
    const password = loginPasswordSchema.safeParse({ userName: "sam", password: "" });
    expect(password.success || password.error.issues[0].message).toBe(m.loginPasswordRequired);
  });
});

describe("complete-profile schema", () => {
  const none = { name: false, gender: false, dateOfBirth: false, phoneNumber: false };
  it("requires a username of the allowed shape, lowercased", () => {
    expect(completeProfileSchema(none).parse({ userName: "Sam.Rivera_94" }).userName).toBe("sam.rivera_94");
    const bad = completeProfileSchema(none).safeParse({ userName: "s!" });
    expect(bad.success || bad.error.issues[0].message).toBe(m.userNameInvalid);
  });
  it("asks for missing fields only", () => {
    const schema = completeProfileSchema({ ...none, phoneNumber: true });
    const bad = schema.safeParse({ userName: "sam", phoneNumber: "12" });
    expect(bad.success || bad.error.issues[0].message).toBe(m.phoneInvalid);
    expect(schema.parse({ userName: "sam", phoneCountry: "GB", phoneNumber: "020 7946 0018" }).phoneE164).toBe("+442079460018");
  });
});
