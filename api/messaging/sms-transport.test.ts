import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { OutboxRow } from "../db/schema.js";
import { createSmsHttpTransport, localTransport, routeByChannel } from "./transports.js";

/** A stand-in for the provider's Messages API: records what it receives. */
const received: { authorization?: string; body: string; path: string }[] = [];
let status = 201;
const provider = createServer((req: IncomingMessage, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    received.push({ authorization: req.headers.authorization, body, path: req.url ?? "" });
    res.writeHead(status, { "content-type": "application/json" }).end("{}");
  });
});
beforeAll(() => new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", () => resolve())));
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const sms = { channel: "SMS", recipient: "+14155550100", textBody: "123456 is your code" } as OutboxRow;

test("posts the text to the Messages API with basic auth and the sender", async () => {
  const { port } = provider.address() as AddressInfo;
  const transport = createSmsHttpTransport(`http://AC123:secret@127.0.0.1:${port}/2010-04-01/Accounts/AC123/Messages.json?from=%2B15005550006`);
  await transport.deliver(sms);
  const [request] = received;
  expect(request.path).toBe("/2010-04-01/Accounts/AC123/Messages.json");
  expect(request.authorization).toBe(`Basic ${Buffer.from("AC123:secret").toString("base64")}`);
  expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
    To: "+14155550100",
    From: "+15005550006",
    Body: "123456 is your code",
  });

  status = 400;
  await expect(transport.deliver(sms)).rejects.toThrow(/answered 400/);
  await expect(transport.deliver({ ...sms, channel: "EMAIL" })).rejects.toThrow(/cannot send EMAIL/);
});

test("needs a sender, and routes each channel to its transport", async () => {
  expect(() => createSmsHttpTransport("https://a:b@api.example.test/Messages.json")).toThrow(/from=/);
  const sent: string[] = [];
  const recording = (name: string) => ({ ...localTransport, name, deliver: async () => void sent.push(name) });
  const routed = routeByChannel({ email: recording("email"), sms: recording("sms") });
  await routed.deliver(sms);
  await routed.deliver({ ...sms, channel: "EMAIL" });
  expect(sent).toEqual(["sms", "email"]);
});
