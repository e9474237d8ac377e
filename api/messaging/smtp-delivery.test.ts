// With SMTP_URL set, the confirmation and password-reset mails really go out: the API,
// started with a mail transport, delivers them to a local SMTP server, and the links in
// them work (otherwise a newcomer cannot finish sign-up).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, test } from "vitest";
import { registrationBody, TEST_PASSWORD } from "../test/fixtures.js";
import { startTestApi, TEST_PUBLIC_URL, type TestApi } from "../test/support.js";

interface ReceivedMail {
  to: string[];
  data: string;
}

const received: ReceivedMail[] = [];
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString("utf8") });
      callback();
    });
  },
});
let api: TestApi;

beforeAll(async () => {
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", () => resolve()));
  const { port } = sink.server.address() as AddressInfo;
  api = await startTestApi({ smtpUrl: `smtp://127.0.0.1:${port}?from=hello@events.test` });
});

afterAll(async () => {
  await api?.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

/** The first mail to `to` that links to `path`, as it arrived; waits for the dispatcher. */
async function mailWithLink(to: string, path: string): Promise<URL> {
  const pattern = new RegExp(`${TEST_PUBLIC_URL}${path}\\?token=[A-Za-z0-9_-]+`);
  for (let i = 0; i < 100; i++) {
    for (const mail of received.filter((m) => m.to.includes(to))) {
      // Quoted-printable bodies fold long lines and escape "=".
      const body = mail.data.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
      const link = pattern.exec(body)?.[0];
      if (link) return new URL(link);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} linking to ${path} arrived at the SMTP server`);
}

test("the confirmation mail goes out by SMTP and its link confirms the account", async () => {
  const body = registrationBody();
  expect((await api.post("/auth/password/register", body)).status).toBe(200);
  const link = await mailWithLink(body.userName, "/auth/confirm-email");
  const confirmed = await api.post("/auth/password/verify-email-token", { token: link.searchParams.get("token") });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.email).toBe(body.userName);
});

test("the password-reset mail goes out by SMTP and its link sets a new password", async () => {
  const body = registrationBody();
  await api.post("/auth/password/register", body);
  await api.post("/auth/password/verify-email-token", { token: (await mailWithLink(body.userName, "/auth/confirm-email")).searchParams.get("token") });
  expect((await api.post("/auth/password/recover", { email: body.userName })).status).toBe(200);
  const link = await mailWithLink(body.userName, "/auth/reset-password");
  const reset = await api.post("/auth/password/reset", { token: link.searchParams.get("token"), password: "Brand#new2026" });
  expect(reset.status).toBe(200);
  expect((await api.post("/auth/password/sign-in", { userName: body.userName, password: TEST_PASSWORD })).status).toBe(401);
  expect((await api.post("/auth/password/sign-in", { userName: body.userName, password: "Brand#new2026" })).status).toBe(200);
});
