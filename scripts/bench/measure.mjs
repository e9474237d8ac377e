// Measurement: load with autocannon, Server-Timing medians, the slowest SQL
// statement from the server's QUERY_TIMING_LOG, and averages over rounds.
import { existsSync, readFileSync, statSync } from "node:fs";
import autocannon from "autocannon";
import { BASE, CONNECTIONS } from "./config.mjs";
import { nextAddress, nextUnique, raw, sleep } from "./http.mjs";
import { requestFor } from "./scenarios.mjs";

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/**
 * Loads one scenario. The load generator shares the 2 cores with the server, so requests
 * are pre-built (autocannon's per-request hooks cost more than a bare page does) except
 * where a scenario needs them to differ; statuses are read from the totals.
 */
export function load(scenario, ctx, duration) {
  const base = requestFor(scenario, ctx);
  const expected = scenario.expect ?? 200;
  const varies = scenario.uniqueQuery || scenario.manyVisitors || scenario.formPerRequest;
  const request = { method: base.method, path: base.path, headers: base.headers, body: base.body };
  if (varies) {
    request.setupRequest = (built) => ({
      ...built,
      path: scenario.uniqueQuery ? `${base.path}?bench=${nextUnique()}` : base.path,
      headers: scenario.manyVisitors ? { ...built.headers, "x-forwarded-for": nextAddress() } : built.headers,
      body: scenario.formPerRequest ? new URLSearchParams(scenario.form(ctx)).toString() : built.body,
    });
  }
  return new Promise((done, fail) => {
    const instance = autocannon(
      { url: scenario.base ?? BASE, connections: scenario.connections ?? CONNECTIONS, duration, requests: [request] },
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

/** Server-Timing `api`, `app`, `cache` durations, medians over a few sequential requests. */
export async function serverTiming(scenario, ctx, samples) {
  const spans = {};
  for (let i = 0; i < samples; i += 1) {
    const req = requestFor(scenario, ctx);
    const path = scenario.uniqueQuery ? `${req.path}?bench-timing=${nextUnique()}` : req.path;
    const r = await raw(path, { method: req.method, headers: { ...req.headers, "x-forwarded-for": nextAddress() }, body: req.body, base: scenario.base });
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

/** Background work (the outbox dispatcher, the job queue's polling in its pgboss schema) is not part of any page. */
const BACKGROUND_SQL = /^\s*(update|select[^]*?from)\s+"outbox"|\bpgboss\./i;

/** The slowest SQL statement run while `work` ran (the server writes QUERY_TIMING_LOG). */
export async function slowestQuery(logFile, work) {
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

/**
 * CPU time the server process has used so far (all its threads: the web app, the API
 * thread, the garbage collector), in ms; null where /proc is not there. Divided by the
 * requests served, it is the cost of a page, which holds steady when other work on the
 * machine makes req/s and p99 swing.
 */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime (fields 14 and 15 of proc(5), counted after the command name), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** One scenario's result from its load rounds, its Server-Timing and its slowest query. */
export function summarize(scenario, runs, timing, slowest) {
  const unexpected = {};
  for (const run of runs) for (const [status, n] of Object.entries(run.unexpected)) unexpected[status] = (unexpected[status] ?? 0) + n;
  return {
    id: scenario.id,
    label: scenario.label,
    connections: scenario.connections ?? CONNECTIONS,
    rps: runs.reduce((sum, run) => sum + run.rps, 0) / runs.length,
    p50Ms: runs.reduce((sum, run) => sum + run.p50, 0) / runs.length,
    p99Ms: Math.max(...runs.map((run) => run.p99)),
    cpuMsPerRequest: runs.every((run) => run.cpuMsPerRequest !== null)
      ? runs.reduce((sum, run) => sum + run.cpuMsPerRequest, 0) / runs.length
      : null,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    unexpected,
    serverTiming: timing,
    slowestQuery: slowest,
  };
}

/**
 * A scenario's ratio to the baseline (the stock React Router page): in each round, its
 * throughput over that of the baseline loaded just before it (scripts/bench.mjs, loadRounds);
 * the mean of the rounds.
 */
export function pairedRatio(runs) {
  if (!runs.length || runs.some((run) => !(run.baselineRps > 0))) throw new Error("every round needs the baseline loaded before it");
  return runs.reduce((sum, run) => sum + run.rps / run.baselineRps, 0) / runs.length;
}

/**
 * A scenario's p99 against the baseline's: in each round, its p99 over the p99 of the baseline
 * loaded just before it (taken as 1 ms at least: autocannon counts whole milliseconds); the
 * worst round, as the budget holds in every round.
 */
export function pairedP99Ratio(runs) {
  if (!runs.length || runs.some((run) => typeof run.baselineP99 !== "number")) throw new Error("every round needs the baseline loaded before it");
  return Math.max(...runs.map((run) => run.p99 / Math.max(run.baselineP99, 1)));
}
