// Arranging data for e2e tests through the real API (REST and GraphQL), never by mocking it.
import type { APIRequestContext } from "@playwright/test";
import { codeFrom, latestMessage, linkFrom } from "./outbox";
import { uniqueEmail } from "./data";

export const MEMBER_PASSWORD = "Sunny#day1";

async function json<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in through POST /api/auth/password/sign-in; returns the access token. */
export async function apiSignIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const info = await json<{ token: string }>(await request.post("/api/auth/password/sign-in", { data: { userName: email, password } }), "sign-in");
  return info.token;
}

export async function graphql<T>(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await json<{ data?: T; errors?: { message: string }[] }>(
    await request.post("/api/graphql", { data: { query, variables }, headers: { Authorization: `Bearer ${token}` } }),
    "graphql",
  );
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join("; ")}`);
  return body.data!;
}

export interface Member {
  email: string;
  password: string;
  userName: string;
  name: string;
}

export interface MemberDetails {
  /** Display name (default "Jordan Lee"). */
  name?: string;
  /** The phone number given at sign-up, E.164 (default +14155550177, shared: give a unique one to sign in by phone). */
  phoneNumber?: string;
}

/** A complete, verified member made through the real sign-up endpoints (register, e-mailed link, profile). */
export async function createMember(
  request: APIRequestContext,
  label = "member",
  { name = "Jordan Lee", phoneNumber = "+14155550177" }: MemberDetails = {},
): Promise<Member> {
  const email = uniqueEmail(label);
  await json(
    await request.post("/api/auth/password/register", {
      data: {
        userName: email,
        password: MEMBER_PASSWORD,
        name,
        dateOfBirth: "1991-09-02",
        phoneNumber,
        gender: "Other",
        agreeToTermsAndConditions: true,
      },
    }),
    "register",
  );
  const link = linkFrom(await latestMessage(request, email), "/auth/confirm-email");
  const verified = await json<{ token: string }>(
    await request.post("/api/auth/password/verify-email-token", { data: { token: new URL(link).searchParams.get("token") } }),
    "verify",
  );
  const userName = `m_${email.split("@")[0].replace(/[^a-z0-9]/g, "").slice(-20)}`;
  const profile = await graphql<{ user: { updateProfile: { isComplete: boolean } } }>(
    request,
    verified.token,
    `mutation ($input: UpdateProfileInput!) { user { updateProfile(input: $input) { isComplete } } }`,
    { input: { userName } },
  );
  if (!profile.user.updateProfile.isComplete) throw new Error(`the profile of ${email} is not complete after setting a user name`);
  return { email, password: MEMBER_PASSWORD, userName, name };
}

/** Verifies the member's own phone number with the SMS code from the outbox. */
export async function verifyPhoneNumber(request: APIRequestContext, token: string, phoneNumber: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  await json(await request.post("/api/auth/phone/verify-number/start", { headers, data: {} }), "verify-number start");
  const code = codeFrom(await latestMessage(request, phoneNumber));
  await json(await request.post("/api/auth/phone/verify-number/confirm", { headers, data: { code } }), "verify-number confirm");
}

/** Turns two-factor authentication on (the phone must be verified). */
export async function turnOnTwoFactor(request: APIRequestContext, token: string): Promise<void> {
  await graphql(request, token, "mutation { user { setMultiFactorAuthentication(enabled: true) { userId } } }");
}

/** Creates a platform invite as the given member. */
export async function createInvite(request: APIRequestContext, token: string, input: Record<string, unknown>): Promise<string> {
  const data = await graphql<{ invite: { create: { inviteId: string } } }>(
    request,
    token,
    `mutation ($input: CreateInviteInput!) { invite { create(input: $input) { inviteId } } }`,
    { input },
  );
  return data.invite.create.inviteId;
}

/** Records (through the development endpoint) which terms version an account agreed to. */
export async function setTermsAgreement(request: APIRequestContext, email: string, version: string | null): Promise<void> {
  await json(await request.post("/api/dev/terms/agreement", { data: { email, version } }), "dev terms agreement");
}
