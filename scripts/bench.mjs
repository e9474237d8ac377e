#!/usr/bin/env node
// `npm run bench`: builds the production app, starts it on a fresh embedded database
// with the demo data (or on a throw-away database on the Postgres in DATABASE_URL),
// loads every scenario with autocannon at 10 connections, side by side in rounds so
// machine noise hits them all alike, each straight after a load of a bare React Router
// page served by the same server, and prints one table: throughput and latency as a ratio
// to that page (the baseline loaded just before, averaged over the rounds), the server's CPU time
// per request (steady when other work on the machine moves req/s), the bytes of the
// public event page, the server-side time split and the slowest SQL query of each page.
// Exits 1 when a budget of DESIGN.md §6 is missed; writes the results as JSON.
//
//   npm run bench                      build, run, compare with the budgets
//   npm run bench -- --no-build        reuse build/
//   BENCH_DURATION=10 BENCH_ROUNDS=3   seconds per scenario per round (6), rounds (2)
//   BENCH_WARMUP=15                    seconds of warm-up load per scenario (15)
//   DATABASE_URL=postgres://…          on Postgres instead of PGlite
//   BENCH_PORT=3250                    port of the server under test (3250)
//   BENCH_NODE_ARGS="--cpu-prof"       Node options of the server under test
//   BENCH_SERVER_STDOUT=file           where the server's standard output goes (--trace-gc); discarded otherwise
//   BENCH_OUT=file.json                where the results go (bench-results/<time>.json)
//   BENCH_ONLY=door-scan               only these scenarios (comma list) and the baseline;
//                                      "hosting" adds the crowds' bulk approval and export
//
// The parts are in scripts/bench/: config, http, scenarios, server, measure,
// page-weight, budgets, hosting (the crowds of running an event), report. This file runs them in order.
import { cpus } from "node:os";
import { join } from "node:path";
import { missedBudgets } from "./bench/budgets.mjs";
import { CONNECTIONS, DURATION, EVENT_SLUG, ROUNDS, TIMING_SAMPLES, WARMUP } from "./bench/config.mjs";
import { raw } from "./bench/http.mjs";
import { load, pairedRatio, processCpuMs, serverTiming, slowestQuery, summarize } from "./bench/measure.mjs";
import { compressionCosts, pageBytes } from "./bench/page-weight.mjs";
import { tables, verdict, writeResults } from "./bench/report.mjs";
import { hostingTable, measureHosting, seedCrowds } from "./bench/hosting.mjs";
import { scenarioContext, scenarios, withCrowds, withHostingMeasures } from "./bench/scenarios.mjs";
import { build, halt, prepareServer, waitForServer } from "./bench/server.mjs";

/**
 * Load rounds: every scenario in turn, each round, so machine noise hits them all alike. Each
 * scenario is loaded straight after a load of the baseline, and its ratio in that round is to
 * that baseline: the machine's speed drifts over minutes (other guests on the host), and a
 * baseline measured minutes earlier would carry the drift into the ratio.
 */
async function loadRounds(ctx, serverPid) {
  const runs = Object.fromEntries(scenarios.map((s) => [s.id, []]));
  const baseline = scenarios.find((s) => s.id === "baseline");
  const measure = async (scenario, round) => {
    const cpuBefore = processCpuMs(serverPid);
    const { result, unexpected } = await load(scenario, ctx, DURATION);
    const cpuAfter = processCpuMs(serverPid);
    const run = {
      cpuMsPerRequest: cpuBefore === null || cpuAfter === null || !result.requests.total ? null : (cpuAfter - cpuBefore) / result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      unexpected,
    };
    runs[scenario.id].push(run);
    process.stdout.write(`  round ${round}: ${scenario.id.padEnd(26)} ${result.requests.average.toFixed(0).padStart(6)} req/s\n`);
    return run;
  };
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const scenario of scenarios) {
      if (scenario === baseline) continue;
      const before = await measure(baseline, round);
      const run = await measure(scenario, round);
      run.baselineRps = before.rps;
    }
    if (scenarios.length === 1) await measure(baseline, round);
  }
  return runs;
}

/** Per scenario: Server-Timing medians and the slowest SQL, from the instrumented server. */
async function profile(runs, ctx, queryLog) {
  const results = [];
  for (const scenario of scenarios) {
    let timing = {};
    const slowest = await slowestQuery(queryLog, async () => {
      timing = await serverTiming(scenario, ctx, TIMING_SAMPLES);
    });
    if (slowest) slowest.perRequest = slowest.statements / TIMING_SAMPLES;
    results.push(summarize(scenario, runs[scenario.id], timing, slowest));
  }
  // Each round's ratio is to the baseline loaded just before it (loadRounds); the mean of the rounds.
  for (const r of results) r.ratio = r.id === "baseline" ? 1 : pairedRatio(runs[r.id]);
  return results;
}

async function main() {
  if (!process.argv.includes("--no-build")) build();
  const server = await prepareServer();
  const queryLog = join(server.work, "queries.jsonl");
  // Load is measured on a server without instrumentation; the time split and the SQL
  // timings come from a second start of the same server with QUERY_TIMING_LOG.
  let child = server.start();
  try {
    await waitForServer(child);
    const ctx = await scenarioContext();
    if (withCrowds) {
      // The crowds go straight into the database, with the server stopped (hosting.mjs).
      await halt(child);
      await seedCrowds(server, ctx.crowds);
      child = server.start();
      await waitForServer(child);
    }
    console.log(
      `bench: ${scenarios.length} scenarios × ${ROUNDS} rounds × ${DURATION} s, ${CONNECTIONS} connections, ` +
        `${server.database === "postgres" ? "Postgres" : "PGlite"}, Node ${process.version}, ${cpus().length} cores`,
    );
    // Warm-up: JIT, caches, connection pools.
    for (const scenario of scenarios) await load(scenario, ctx, WARMUP);
    const runs = await loadRounds(ctx, child.pid);
    // One-off measures on the same uninstrumented server: each changes the data it measures.
    const hosting = withHostingMeasures ? await measureHosting(ctx, child.pid) : null;

    await halt(child);
    child = server.start({ QUERY_TIMING_LOG: queryLog });
    await waitForServer(child);
    for (const scenario of scenarios) await load(scenario, ctx, 1);
    const results = await profile(runs, ctx, queryLog);

    const bytes = await pageBytes(EVENT_SLUG);
    const signedInHtml = (await raw(`/events/${EVENT_SLUG}`, { headers: { cookie: ctx.cookie, "accept-encoding": "identity" } })).body;
    const compression = compressionCosts(signedInHtml);
    const failures = [...missedBudgets(scenarios, results, bytes), ...(hosting?.failures ?? [])];

    console.log(tables(results, bytes, compression));
    if (hosting) console.log(hostingTable(hosting.result));
    const out = writeResults({ database: server.database, scenarios, results, bytes, compression, hosting: hosting?.result ?? null, failures });
    verdict(out, failures);
  } finally {
    await halt(child);
    await server.cleanUp();
  }
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error}`);
  process.exitCode = 1;
});
