#!/usr/bin/env node
// `npm run bench`: builds the production app, starts it on a fresh embedded database
// with the demo data (or on a throw-away database on the Postgres in DATABASE_URL),
// loads every scenario with autocannon at 10 connections, side by side in rounds so
// machine noise hits them all alike, and prints one table: throughput and latency as
// a ratio to a bare React Router page served by the same server, the bytes of the
// public event page, the server-side time split and the slowest SQL query of each page.
// Exits 1 when a budget of DESIGN.md §6 is missed; writes the results as JSON.
//
//   npm run bench                      build, run, compare with the budgets
//   npm run bench -- --no-build        reuse build/
//   BENCH_DURATION=10 BENCH_ROUNDS=3   seconds per scenario per round (6), rounds (2)
//   BENCH_WARMUP=4                     seconds of warm-up load per scenario (4)
//   DATABASE_URL=postgres://…          on Postgres instead of PGlite
//   BENCH_PORT=3250                    port of the server under test (3250)
//   BENCH_OUT=file.json                where the results go (bench-results/<time>.json)
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { cpus, tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import autocannon from "autocannon";

const root = fileURLToPath(new URL("..", import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3250);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_DURATION ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** Seconds of load per scenario before measuring: the JIT settles in a few seconds, not one. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 4);
const CONNECTIONS = 10;
/** Sequential requests per scenario for the Server-Timing medians and the SQL log. */
const TIMING_SAMPLES = 5;
const KB = 1024;

const ATTENDEE = { email: "sam@demo.events-platform.test", password: "DemoGuest#2026" };
const EVENT_SLUG = "rooftop-jazz-night";

/**
 * The scenarios. Adding one is one entry:
 *   id, label        key in the JSON, line in the table
 *   path             string or (ctx) => string; ctx has slug, ticketId, cookie
 *   method, form     POST with a url-encoded body (form: (ctx) => fields)
 *   as: "attendee"   send the signed-in attendee's session cookie
 *   expect           the status every response must have (200)
 *   uniqueQuery      a new query string per request (defeats the page cache)
 *   manyVisitors     a new client address per request (per-address rate limits)
 *   connections      other than 10
 *   budget           { minRatio, maxP99Ms } checked against the baseline of the same run
 */
const scenarios = [
  { id: "baseline", label: "bare React Router page (baseline)", path: "/bench/baseline" },
  {
    id: "event-signed-out",
    label: "event page, signed out",
    path: (ctx) => `/events/${ctx.slug}`,
    budget: { minRatio: 5 },
  },
  {
    id: "event-signed-out-uncached",
    label: "event page, signed out, cache miss",
    path: (ctx) => `/events/${ctx.slug}`,
    uniqueQuery: true,
  },
  {
    id: "event-signed-in",
    label: "event page, signed in",
    path: (ctx) => `/events/${ctx.slug}`,
    as: "attendee",
    budget: { minRatio: 0.5, maxP99Ms: 60 },
  },
  { id: "events-list", label: "events list, signed in", path: "/events", as: "attendee" },
  {
    id: "rsvp",
    label: "RSVP (action)",
    method: "POST",
    path: (ctx) => `/events/${ctx.slug}`,
    as: "attendee",
    form: (ctx) => ({ intent: "accept", eventTicketId: ctx.ticketId }),
    expect: 302,
  },
  {
    id: "sign-in",
    label: "sign-in",
    method: "POST",
    path: "/auth/login",
    form: () => ({ intent: "password", userName: ATTENDEE.email, password: ATTENDEE.password }),
    expect: 302,
    manyVisitors: true,
  },
  {
    id: "sign-in-alone",
    label: "sign-in, one at a time",
    method: "POST",
    path: "/auth/login",
    form: () => ({ intent: "password", userName: ATTENDEE.email, password: ATTENDEE.password }),
    expect: 302,
    manyVisitors: true,
    connections: 1,
    budget: { maxP99Ms: 300 },
  },
];

const PAGE_BUDGETS = { htmlGzipBytes: 14 * KB, jsGzipBytes: 150 * KB };

// ── helpers ────────────────────────────────────────────────────────────────

/** A raw HTTP request: bytes exactly as sent (no automatic decompression). */
function raw(path, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${BASE}${path}`, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
/** A different address per request: the benchmark stands for many visitors (the server trusts loopback proxies). */
let visitor = 0;
const nextAddress = () => {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

function resolve(value, ctx) {
  return typeof value === "function" ? value(ctx) : value;
}

function requestFor(scenario, ctx) {
  const headers = { accept: "text/html", "accept-encoding": "br, gzip" };
  if (scenario.as === "attendee") headers.cookie = ctx.cookie;
  let body;
  if (scenario.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(scenario.form(ctx)).toString();
  }
  return { method: scenario.method ?? "GET", path: resolve(scenario.path, ctx), headers, body };
}

let uniqueCounter = 0;
/**
 * Loads one scenario. The load generator shares the 2 cores with the server, so requests
 * are pre-built (autocannon's per-request hooks cost more than a bare page does) except
 * where a scenario needs them to differ; statuses are read from the totals.
 */
function load(scenario, ctx, duration) {
  const base = requestFor(scenario, ctx);
  const expected = scenario.expect ?? 200;
  const varies = scenario.uniqueQuery || scenario.manyVisitors;
  const request = { method: base.method, path: base.path, headers: base.headers, body: base.body };
  if (varies) {
    request.setupRequest = (built) => ({
      ...built,
      path: scenario.uniqueQuery ? `${base.path}?bench=${++uniqueCounter}` : base.path,
      headers: scenario.manyVisitors ? { ...built.headers, "x-forwarded-for": nextAddress() } : built.headers,
    });
  }
  return new Promise((done, fail) => {
    const instance = autocannon(
      { url: BASE, connections: scenario.connections ?? CONNECTIONS, duration, requests: [request] },
      (error, result) => {
        if (error) return fail(error);
        const unexpected = Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {})
            .filter(([status]) => Number(status) !== expected)
            .map(([status, stats]) => [status, stats.count]),
        );
        done({ result, unexpected });
      },
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

async function waitForServer(child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    try {
      const r = await raw("/healthz");
      if (r.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error("the server did not answer /healthz within 2 minutes");
}

async function signIn() {
  const r = await raw("/auth/login", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextAddress() },
    body: new URLSearchParams({ intent: "password", userName: ATTENDEE.email, password: ATTENDEE.password }).toString(),
  });
  if (r.status !== 302) throw new Error(`signing in the demo attendee answered ${r.status}`);
  return [].concat(r.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
}

/** Server-Timing `api`, `app`, `cache` durations, medians over a few sequential requests. */
async function serverTiming(scenario, ctx, samples) {
  const spans = {};
  for (let i = 0; i < samples; i += 1) {
    const req = requestFor(scenario, ctx);
    const path = scenario.uniqueQuery ? `${req.path}?bench-timing=${++uniqueCounter}` : req.path;
    const r = await raw(path, { method: req.method, headers: { ...req.headers, "x-forwarded-for": nextAddress() }, body: req.body });
    for (const part of String(r.headers["server-timing"] ?? "").split(",")) {
      const name = part.split(";")[0].trim();
      const dur = /dur=([\d.]+)/.exec(part)?.[1];
      if (!name) continue;
      (spans[name] ??= []).push(dur === undefined ? 0 : Number(dur));
    }
  }
  // A span seen in only a few samples (a cached page's occasional refresh) is not typical of the scenario.
  return Object.fromEntries(
    Object.entries(spans)
      .filter(([, values]) => values.length * 2 > samples)
      .map(([name, values]) => [name, median(values)]),
  );
}

/** Waits until the server has written no SQL timing for a while (earlier requests are over). */
async function quiet(logFile) {
  const size = () => (existsSync(logFile) ? statSync(logFile).size : 0);
  let last = size();
  for (let i = 0; i < 40; i += 1) {
    await sleep(250);
    const now = size();
    if (now === last) return now;
    last = now;
  }
  return last;
}

/** Background work (the outbox dispatcher) is not part of any page. */
const BACKGROUND_SQL = /^\s*(update|select[^]*?from)\s+"outbox"/i;

/** The slowest SQL statement run while `work` ran (the server writes QUERY_TIMING_LOG). */
async function slowestQuery(logFile, work) {
  const before = await quiet(logFile);
  await work();
  const after = await quiet(logFile);
  const text = readFileSync(logFile).subarray(before, after).toString("utf8");
  let slowest = null;
  let count = 0;
  for (const line of text.split("\n")) {
    if (!line) continue;
    const entry = JSON.parse(line);
    if (BACKGROUND_SQL.test(entry.sql)) continue;
    count += 1;
    if (!slowest || entry.ms > slowest.ms) slowest = entry;
  }
  if (!slowest) return null;
  // The column list says little; the table and the condition say which query it is.
  const sql = slowest.sql.replace(/\s+/g, " ").replace(/^select (?:"\w+"(?:\."\w+")?, )*"\w+"(?:\."\w+")? from/i, "select … from");
  return { ms: slowest.ms, sql: sql.slice(0, 200), statements: count };
}

async function pageBytes(slug) {
  const page = await raw(`/events/${slug}`, { headers: { "accept-encoding": "identity" } });
  const pageGzip = await raw(`/events/${slug}`, { headers: { "accept-encoding": "gzip" } });
  const pageBrotli = await raw(`/events/${slug}`, { headers: { "accept-encoding": "br" } });
  const html = page.body.toString("utf8");
  // Every script the page loads: modulepreloads, script src, and the modules its inline script imports.
  const scripts = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) scripts.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="modulepreload"/g)) scripts.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(m[1]);
  for (const m of html.matchAll(/import\s*(?:[^"';]*?from\s*)?["']([^"']+\.js)["']/g)) scripts.add(m[1]);
  const styles = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)) styles.add(m[1]);
  const measure = async (paths) => {
    let rawBytes = 0;
    let gzipBytes = 0;
    const files = [];
    for (const path of paths) {
      const plain = await raw(path, { headers: { "accept-encoding": "identity" } });
      const gz = await raw(path, { headers: { "accept-encoding": "gzip" } });
      if (plain.status !== 200) throw new Error(`${path} answered ${plain.status}`);
      const gzipped = gz.headers["content-encoding"] === "gzip" ? gz.body.length : gzipSync(plain.body, { level: 9 }).length;
      rawBytes += plain.body.length;
      gzipBytes += gzipped;
      files.push({ path, raw: plain.body.length, gzip: gzipped });
    }
    return { raw: rawBytes, gzip: gzipBytes, files };
  };
  return {
    html: {
      raw: page.body.length,
      gzip: pageGzip.headers["content-encoding"] === "gzip" ? pageGzip.body.length : null,
      brotli: pageBrotli.headers["content-encoding"] === "br" ? pageBrotli.body.length : null,
    },
    js: await measure([...scripts]),
    css: await measure([...styles]),
  };
}

/** What compressing one dynamic page costs at each level: the measurement behind the server's choice. */
function compressionCosts(body) {
  const time = (fn) => {
    const runs = 200;
    fn();
    const started = performance.now();
    let size = 0;
    for (let i = 0; i < runs; i += 1) size = fn().length;
    return { ms: (performance.now() - started) / runs, bytes: size };
  };
  const brotli = (q) => () => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: q, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
  return {
    input: body.length,
    "gzip 1": time(() => gzipSync(body, { level: 1 })),
    "gzip 4 (served)": time(() => gzipSync(body, { level: 4 })),
    "gzip 6": time(() => gzipSync(body, { level: 6 })),
    "gzip 9": time(() => gzipSync(body, { level: 9 })),
    "brotli 1": time(brotli(1)),
    "brotli 3 (served)": time(brotli(3)),
    "brotli 4": time(brotli(4)),
    "brotli 6": time(brotli(6)),
    "brotli 11": time(brotli(11)),
  };
}

// ── run ────────────────────────────────────────────────────────────────────

async function createPostgresDatabase(given) {
  const { default: pg } = await import("pg");
  // Like libpq (and api/db/client.ts): the operating-system user when the URL names none.
  const withUser = new URL(given);
  if (!withUser.username && !process.env.PGUSER) withUser.username = userInfo().username;
  const url = withUser.href;
  const name = `bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.href,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function main() {
  if (!process.argv.includes("--no-build")) {
    console.log("bench: npm run build …");
    const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    if (built.status !== 0) throw new Error("npm run build failed");
  }

  const work = mkdtempSync(join(tmpdir(), "gatherly-bench-"));
  const queryLog = join(work, "queries.jsonl");
  const postgres = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : null;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    PUBLIC_URL: BASE,
    DATA_DIR: work,
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    JWT_SECRET: randomBytes(32).toString("base64url"),
    // Measures the demo data and the baseline page: a local trial, on Postgres too.
    APP_MODE: "trial",
    SEED_DEMO_DATA: "true",
    BENCH_BASELINE: "true",
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
  };
  if (postgres) env.DATABASE_URL = postgres.url;
  else delete env.DATABASE_URL;

  // Load is measured on a server without instrumentation; the time split and the SQL
  // timings come from a second start of the same server with QUERY_TIMING_LOG.
  const start = (extra = {}) => spawn(process.execPath, ["build/node/index.js"], { cwd: root, env: { ...env, ...extra }, stdio: ["ignore", "ignore", "inherit"] });
  const halt = async (server) => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
  };
  let child = start();
  const stop = async () => {
    await halt(child);
    await postgres?.drop().catch((error) => console.error("bench: could not drop the database:", error.message));
    rmSync(work, { recursive: true, force: true });
  };

  try {
    await waitForServer(child);
    const cookie = await signIn();
    const signedInPage = await raw(`/events/${EVENT_SLUG}`, { headers: { cookie } });
    const ticketId = /name="eventTicketId"[^>]*value="([^"]+)"/.exec(signedInPage.body.toString())?.[1];
    // The attendee may already hold the ticket; the page then shows no radio. Any free ticket id works for a repeated RSVP.
    const anonymous = await raw(`/events/${EVENT_SLUG}`, { headers: { "accept-encoding": "identity" } });
    const ctx = {
      slug: EVENT_SLUG,
      cookie,
      ticketId: ticketId ?? /name="eventTicketId"[^>]*value="([^"]+)"/.exec(anonymous.body.toString())?.[1],
    };
    if (!ctx.ticketId) throw new Error("could not find a free ticket on the demo event");

    console.log(
      `bench: ${scenarios.length} scenarios × ${ROUNDS} rounds × ${DURATION} s, ${CONNECTIONS} connections, ` +
        `${postgres ? "Postgres" : "PGlite"}, Node ${process.version}, ${cpus().length} cores`,
    );
    // Warm-up: JIT, caches, connection pools.
    for (const scenario of scenarios) await load(scenario, ctx, WARMUP);

    const runs = Object.fromEntries(scenarios.map((s) => [s.id, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const scenario of scenarios) {
        const { result, unexpected } = await load(scenario, ctx, DURATION);
        runs[scenario.id].push({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts,
          unexpected,
        });
        process.stdout.write(`  round ${round}: ${scenario.id.padEnd(26)} ${result.requests.average.toFixed(0).padStart(6)} req/s\n`);
      }
    }

    await halt(child);
    child = start({ QUERY_TIMING_LOG: queryLog });
    await waitForServer(child);
    for (const scenario of scenarios) await load(scenario, ctx, 1);

    const results = [];
    for (const scenario of scenarios) {
      const r = runs[scenario.id];
      const unexpected = {};
      for (const run of r) for (const [status, n] of Object.entries(run.unexpected)) unexpected[status] = (unexpected[status] ?? 0) + n;
      let timing = {};
      const slowest = await slowestQuery(queryLog, async () => {
        timing = await serverTiming(scenario, ctx, TIMING_SAMPLES);
      });
      if (slowest) slowest.perRequest = slowest.statements / TIMING_SAMPLES;
      results.push({
        id: scenario.id,
        label: scenario.label,
        connections: scenario.connections ?? CONNECTIONS,
        rps: r.reduce((sum, run) => sum + run.rps, 0) / r.length,
        p50Ms: r.reduce((sum, run) => sum + run.p50, 0) / r.length,
        p99Ms: Math.max(...r.map((run) => run.p99)),
        errors: r.reduce((sum, run) => sum + run.errors, 0),
        unexpected,
        serverTiming: timing,
        slowestQuery: slowest,
      });
    }
    const baseline = results.find((r) => r.id === "baseline");
    for (const r of results) r.ratio = r.rps / baseline.rps;

    const bytes = await pageBytes(EVENT_SLUG);
    const signedInHtml = (await raw(`/events/${EVENT_SLUG}`, { headers: { cookie, "accept-encoding": "identity" } })).body;
    const compression = compressionCosts(signedInHtml);

    // ── budgets ──
    const failures = [];
    for (const scenario of scenarios) {
      const r = results.find((x) => x.id === scenario.id);
      if (r.errors || Object.keys(r.unexpected).length) {
        failures.push(`${scenario.label}: ${r.errors} errors, unexpected statuses ${JSON.stringify(r.unexpected)}`);
      }
      const budget = scenario.budget ?? {};
      if (budget.minRatio !== undefined && r.ratio < budget.minRatio) {
        failures.push(`${scenario.label}: ${r.ratio.toFixed(2)}× the baseline, budget ≥ ${budget.minRatio}×`);
      }
      if (budget.maxP99Ms !== undefined && r.p99Ms > budget.maxP99Ms) {
        failures.push(`${scenario.label}: p99 ${r.p99Ms} ms, budget ≤ ${budget.maxP99Ms} ms`);
      }
    }
    if (bytes.html.gzip > PAGE_BUDGETS.htmlGzipBytes) {
      failures.push(`event page HTML: ${(bytes.html.gzip / KB).toFixed(1)} KB gzip, budget ≤ ${PAGE_BUDGETS.htmlGzipBytes / KB} KB`);
    }
    if (bytes.js.gzip > PAGE_BUDGETS.jsGzipBytes) {
      failures.push(`event page JavaScript: ${(bytes.js.gzip / KB).toFixed(1)} KB gzip, budget ≤ ${PAGE_BUDGETS.jsGzipBytes / KB} KB`);
    }

    // ── report ──
    const fmt = (n, digits = 0) => (n === null || n === undefined ? "–" : Number(n).toFixed(digits));
    const kb = (n) => (n === null ? "–" : `${(n / KB).toFixed(1)} KB`);
    const lines = [];
    lines.push("");
    lines.push(`| scenario | conns | req/s | × baseline | p50 ms | p99 ms | API ms | app ms | slowest SQL (one at a time) |`);
    lines.push(`|---|---:|---:|---:|---:|---:|---:|---:|---|`);
    for (const r of results) {
      const t = r.serverTiming;
      const api = t.api !== undefined ? fmt(t.api, 1) : t.cache !== undefined ? "cached" : "–";
      const app = t.app !== undefined ? fmt(t.app, 1) : "–";
      const q = r.slowestQuery
        ? `${fmt(r.slowestQuery.ms, 1)} ms (${fmt(r.slowestQuery.perRequest, 1)} statements/request): \`${r.slowestQuery.sql.slice(0, 90)}…\``
        : "no SQL";
      lines.push(`| ${r.label} | ${r.connections} | ${fmt(r.rps)} | ${fmt(r.ratio, 2)} | ${fmt(r.p50Ms)} | ${fmt(r.p99Ms)} | ${api} | ${app} | ${q} |`);
    }
    lines.push("");
    lines.push(`| public event page bytes | raw | gzip | brotli |`);
    lines.push(`|---|---:|---:|---:|`);
    lines.push(`| HTML | ${kb(bytes.html.raw)} | ${kb(bytes.html.gzip)} | ${kb(bytes.html.brotli)} |`);
    lines.push(`| JavaScript on load (${bytes.js.files.length} files) | ${kb(bytes.js.raw)} | ${kb(bytes.js.gzip)} | |`);
    lines.push(`| CSS (${bytes.css.files.length} files) | ${kb(bytes.css.raw)} | ${kb(bytes.css.gzip)} | |`);
    lines.push("");
    lines.push(`| compressing the signed-in event page (${kb(compression.input)}) | ms | bytes |`);
    lines.push(`|---|---:|---:|`);
    for (const [name, c] of Object.entries(compression)) if (name !== "input") lines.push(`| ${name} | ${fmt(c.ms, 2)} | ${kb(c.bytes)} |`);
    console.log(lines.join("\n"));

    const out = process.env.BENCH_OUT ?? join(root, "bench-results", `${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    mkdirSync(join(out, ".."), { recursive: true });
    writeFileSync(
      out,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          node: process.version,
          cores: cpus().length,
          database: postgres ? "postgres" : "pglite",
          durationSeconds: DURATION,
          rounds: ROUNDS,
          scenarios: results,
          eventPage: bytes,
          compression,
          budgets: { ...PAGE_BUDGETS, scenarios: Object.fromEntries(scenarios.filter((s) => s.budget).map((s) => [s.id, s.budget])) },
          failures,
        },
        null,
        2,
      ),
    );
    console.log(`\nbench: results in ${out}`);
    if (failures.length) {
      console.log(`\nbench: ${failures.length} budget(s) missed:\n  - ${failures.join("\n  - ")}`);
      process.exitCode = 1;
    } else {
      console.log("bench: every budget met");
    }
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error}`);
  process.exitCode = 1;
});
