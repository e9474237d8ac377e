import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import express from "express";
import { createLogger, requestLog } from "./logger";

describe("request logs", () => {
  it("never write the session cookie, a bearer token or a cookie being set", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger("info", sink);
    logger.info(
      {
        req: { method: "GET", url: "/events", headers: { cookie: "session=sealed-secret", authorization: "Bearer eyJsecret.token.sig", host: "x" } },
        res: { statusCode: 200, headers: { "set-cookie": ["session=new-sealed-secret; HttpOnly"] } },
      },
      "request completed",
    );
    const line = lines.join("");
    expect(line).toContain('"host":"x"');
    expect(line).not.toContain("sealed-secret");
    expect(line).not.toContain("eyJsecret");
    expect(line).toContain("[redacted]");
  });

  it("name the request, its answer and the time taken, without headers", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(requestLog(createLogger("info", sink), (req) => req.url === "/healthz"));
    app.get("/events/x", (_req, res) => void res.send("ok"));
    app.get("/missing", (_req, res) => void res.status(404).send("no"));
    app.get("/healthz", (_req, res) => void res.send("ok"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const headers = { cookie: "session=sealed-secret", authorization: "Bearer eyJsecret", "user-agent": "Firefox", "x-forwarded-for": "203.0.113.7" };
    await fetch(`${base}/events/x`, { headers });
    await fetch(`${base}/missing`, { headers });
    await fetch(`${base}/healthz`, { headers });
    server.close();
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { method: "GET", url: "/events/x", ip: "203.0.113.7", userAgent: "Firefox" },
      res: { statusCode: 200 },
    });
    expect(entries[0].responseTime).toBeTypeOf("number");
    expect(entries[1]).toMatchObject({ level: 40, res: { statusCode: 404 } });
    expect(lines.join("")).not.toContain("secret");
  });
});
