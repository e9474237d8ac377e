// createAppServer (server/app-server.ts): requests and responses come into being with the
// express app's prototypes, so express's own Object.setPrototypeOf on each of them has
// nothing to change, and the app behaves as under app.listen().
import { IncomingMessage, ServerResponse, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import express from "express";
import { afterEach, describe, expect, test } from "vitest";
import { createAppServer } from "./app-server";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function listen(app: express.Express) {
  server = createAppServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("createAppServer", () => {
  test("a request and its response have the app's prototypes before express sees them", async () => {
    const app = express();
    app.get("/", (_req, res) => void res.end("ok"));
    const base = await listen(app);
    const seen: { request: object | null; response: object | null }[] = [];
    // Runs before the app (the server's first request listener), as Node hands them over.
    server!.prependListener("request", (req, res) => seen.push({ request: Object.getPrototypeOf(req), response: Object.getPrototypeOf(res) }));

    await fetch(`${base}/`);
    await fetch(`${base}/`);

    expect(seen).toHaveLength(2);
    for (const { request, response } of seen) {
      expect(request).toBe(app.request);
      expect(response).toBe(app.response);
    }
  });

  test("every request shares one hidden class with the others, and every response too", async () => {
    // V8's own check, compiled after the flag that allows it. Objects each on a map of their
    // own (what Reflect.construct with a new.target gave on Node 20) make every property
    // access on them slow: a cached page cost three times the CPU.
    setFlagsFromString("--allow-natives-syntax");
    const haveSameMap = new Function("a", "b", "return %HaveSameMap(a, b)") as (a: object, b: object) => boolean;
    const app = express();
    app.get("/", (_req, res) => void res.end("ok"));
    const base = await listen(app);
    const seen: { request: object; response: object }[] = [];
    server!.prependListener("request", (request, response) => seen.push({ request, response }));

    for (let i = 0; i < 3; i += 1) await fetch(`${base}/`);

    expect(seen).toHaveLength(3);
    for (const { request, response } of seen.slice(1)) {
      expect(haveSameMap(request, seen[0]!.request)).toBe(true);
      expect(haveSameMap(response, seen[0]!.response)).toBe(true);
    }
  });

  test("the app works as under app.listen: express's request and response methods, Node's classes", async () => {
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(express.json());
    app.post("/echo", (req, res) => {
      res.status(201).set("x-kind", `${req instanceof IncomingMessage} ${res instanceof ServerResponse}`);
      res.json({ body: req.body, host: req.hostname, ip: req.ip, agent: req.get("user-agent") });
    });
    const base = await listen(app);

    const response = await fetch(`${base}/echo`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "test-agent", "x-forwarded-for": "203.0.113.7" },
      body: JSON.stringify({ hello: "world" }),
    });

    expect(response.status).toBe(201);
    expect(response.headers.get("x-kind")).toBe("true true");
    expect(await response.json()).toEqual({ body: { hello: "world" }, host: "127.0.0.1", ip: "203.0.113.7", agent: "test-agent" });
  });

  test("two apps on two servers keep their own prototypes", async () => {
    const first = express();
    const second = express();
    first.get("/", (req, res) => void res.send(String(Object.getPrototypeOf(req) === first.request)));
    second.get("/", (req, res) => void res.send(String(Object.getPrototypeOf(req) === second.request)));
    const firstBase = await listen(first);
    const firstServer = server!;
    const secondBase = await listen(second);

    expect(await (await fetch(`${firstBase}/`)).text()).toBe("true");
    expect(await (await fetch(`${secondBase}/`)).text()).toBe("true");
    await new Promise((resolve) => firstServer.close(resolve));
  });
});
