// Members made through the platform API, as a test's starting point: registered,
// confirmed by the e-mailed link and with a complete profile, ready to log in.
import type { APIRequestContext } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { uniqueEmail } from "./data";
import { latestMessage, linkFrom } from "./outbox";

export const MEMBER_PASSWORD = "Sunny#day1";

export interface Member {
  email: string;
  password: string;
  userName: string;
}

export async function createMember(request: APIRequestContext, prefix = "member"): Promise<Member> {
  const email = uniqueEmail(prefix);
  const registered = await request.post("/api/auth/password/register", {
    data: {
      userName: email,
      password: MEMBER_PASSWORD,
      name: "Jordan Lee",
      dateOfBirth: "1990-06-15",
      phoneNumber: "+14155550132",
      gender: "Other",
      agreeToTermsAndConditions: true,
    },
  });
  if (!registered.ok()) throw new Error(`register answered ${registered.status()}: ${await registered.text()}`);
  const token = new URL(linkFrom(await latestMessage(request, email), /\/auth\/confirm-email\?token=/)).searchParams.get("token");
  const verified = await request.post("/api/auth/password/verify-email-token", { data: { token } });
  if (!verified.ok()) throw new Error(`verify answered ${verified.status()}: ${await verified.text()}`);
  const { token: accessToken } = (await verified.json()) as { token: string };
  const userName = `m_${randomBytes(5).toString("hex")}`;
  const updated = await request.post("/api/graphql", {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      query: "mutation($input: UpdateProfileInput!) { user { updateProfile(input: $input) { isComplete } } }",
      variables: { input: { userName } },
    },
  });
  const body = (await updated.json()) as { data?: { user: { updateProfile: { isComplete: boolean } } } };
  if (!body.data?.user.updateProfile.isComplete) throw new Error(`profile update answered ${JSON.stringify(body)}`);
  return { email, password: MEMBER_PASSWORD, userName };
}
