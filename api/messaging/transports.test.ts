import { createServer, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { OutboxRow } from "../db/schema.js";
import { createSmtpTransport } from "./transports.js";

/** Just enough of an SMTP server to receive one message. */
const received: { from: string; to: string[]; data: string }[] = [];
const sink = createServer((socket: Socket) => {
  let envelope = { from: "", to: [] as string[], data: "" };
  let inData = false;
  let buffer = "";
  socket.write("220 sink ready\r\n");
  socket.on("data", (chunk) => {
    buffer += chunk.toString("utf8");
    let end: number;
    while ((end = inData ? buffer.indexOf("\r\n.\r\n") : buffer.indexOf("\r\n")) !== -1) {
      if (inData) {
        envelope.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        received.push(envelope);
        envelope = { from: "", to: [], data: "" };
        socket.write("250 queued\r\n");
        continue;
      }
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "MAIL") envelope.from = line;
      if (verb === "RCPT") envelope.to.push(line);
      if (verb === "DATA") inData = true;
      if (verb === "QUIT") socket.end("221 bye\r\n");
      else socket.write(verb === "DATA" ? "354 go ahead\r\n" : "250 ok\r\n");
    }
  });
});

beforeAll(() => new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", () => resolve())));
afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())));

const message = {
  id: "0f5b5c1e-8a53-4c38-9a83-1c1f3d9f4b11",
  channel: "EMAIL",
  recipient: "maya@example.test",
  subject: "Confirm your email for Events Platform",
  textBody: "Open http://localhost:3000/auth/confirm-email?token=abc",
  htmlBody: "<p>Open the link</p>",
} as OutboxRow;

test("the SMTP transport sends the message with the configured sender", async () => {
  const { port } = sink.address() as AddressInfo;
  const transport = createSmtpTransport(`smtp://127.0.0.1:${port}?from=hello@events.test`, {
    productName: "Events Platform",
    publicUrl: "http://localhost:3000",
  });
  await transport.deliver(message);
  await transport.close();

  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail.from).toContain("<hello@events.test>");
  expect(mail.to).toEqual(["RCPT TO:<maya@example.test>"]);
  expect(mail.data).toContain("Subject: Confirm your email for Events Platform");
  expect(mail.data).toContain("From: Events Platform <hello@events.test>");
  expect(mail.data).toContain("To: maya@example.test");
  expect(mail.data).toContain("multipart/alternative");
  expect(mail.data).toContain("confirm-email?token=abc");
});
