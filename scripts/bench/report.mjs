// The report: the Markdown tables on stdout, the results as JSON, the verdict.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { DURATION, KB, ROUNDS, root } from "./config.mjs";
import { PAGE_BUDGETS } from "./budgets.mjs";

const fmt = (n, digits = 0) => (n === null || n === undefined ? "–" : Number(n).toFixed(digits));
const kb = (n) => (n === null ? "–" : `${(n / KB).toFixed(1)} KB`);

export function tables(results, bytes, compression) {
  const lines = [];
  lines.push("");
  lines.push(`| scenario | conns | req/s | × stock | p50 ms | p99 ms | p99 × stock | CPU ms/req | API ms | app ms | slowest SQL (one at a time) |`);
  lines.push(`|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|`);
  for (const r of results) {
    const t = r.serverTiming;
    const api = t.api !== undefined ? fmt(t.api, 1) : t.cache !== undefined ? "cached" : "–";
    const app = t.app !== undefined ? fmt(t.app, 1) : "–";
    const q = r.slowestQuery
      ? `${fmt(r.slowestQuery.ms, 1)} ms (${fmt(r.slowestQuery.perRequest, 1)} statements/request): \`${r.slowestQuery.sql.slice(0, 90)}…\``
      : "no SQL";
    lines.push(`| ${r.label} | ${r.connections} | ${fmt(r.rps)} | ${fmt(r.ratio, 2)} | ${fmt(r.p50Ms)} | ${fmt(r.p99Ms)} | ${fmt(r.p99Ratio, 2)} | ${fmt(r.cpuMsPerRequest, 2)} | ${api} | ${app} | ${q} |`);
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
  return lines.join("\n");
}

/** Writes the results to BENCH_OUT (or bench-results/<time>.json); returns the file. */
export function writeResults({ database, node, scenarios, results, bytes, compression, hosting, failures }) {
  const out = process.env.BENCH_OUT ?? join(root, "bench-results", `${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  mkdirSync(join(out, ".."), { recursive: true });
  writeFileSync(
    out,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        node,
        cores: cpus().length,
        database,
        durationSeconds: DURATION,
        rounds: ROUNDS,
        scenarios: results,
        eventPage: bytes,
        compression,
        hosting,
        budgets: { ...PAGE_BUDGETS, scenarios: Object.fromEntries(scenarios.filter((s) => s.budget).map((s) => [s.id, s.budget])) },
        failures,
      },
      null,
      2,
    ),
  );
  return out;
}

export function verdict(out, failures) {
  console.log(`\nbench: results in ${out}`);
  if (failures.length) {
    console.log(`\nbench: ${failures.length} budget(s) missed:\n  - ${failures.join("\n  - ")}`);
    process.exitCode = 1;
  } else {
    console.log("bench: every budget met");
  }
}
