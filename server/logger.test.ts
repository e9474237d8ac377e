import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import { Writable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
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

describe("the default destination (standard output, lines gathered into larger writes)", () => {
  // The logger module bundled into one CommonJS file, so child processes and worker threads run it as is.
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "logger-test-"));
    buildSync({ entryPoints: [fileURLToPath(new URL("./logger.ts", import.meta.url))], bundle: true, platform: "node", format: "cjs", outfile: join(dir, "logger.cjs"), logLevel: "error" });
  });
  const run = (script: string) =>
    execFileSync(process.execPath, ["-e", script], { cwd: dir, encoding: "utf8", timeout: 20_000 })
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line).msg);

  it("loses no line when the process exits straight after logging", () => {
    const lines = run(`
      const { createLogger } = require("./logger.cjs");
      const log = createLogger("info");
      for (let i = 0; i < 3; i += 1) log.info("line " + i);
      process.exit(0);
    `);
    expect(lines).toEqual(["line 0", "line 1", "line 2"]);
  });

  it("loses no line of a worker thread that flushes before it is terminated", () => {
    writeFileSync(
      join(dir, "worker.cjs"),
      `const { parentPort } = require("node:worker_threads");
      const { createLogger, flushLogs } = require("./logger.cjs");
      const log = createLogger("info");
      for (let i = 0; i < 3; i += 1) log.info("api line " + i);
      flushLogs(log).then(() => parentPort.postMessage("flushed"));`,
    );
    const lines = run(`
      const { Worker } = require("node:worker_threads");
      const worker = new Worker(require("node:path").resolve("worker.cjs"));
      worker.once("message", () => worker.terminate());
    `);
    expect(lines).toEqual(["api line 0", "api line 1", "api line 2"]);
  });
});
