// Names the failed tests from the JSON reports of a test run, with the first
// line of each error, so the end of a CI log says what failed without the rest.
//
//   node scripts/ci-failures.mjs test-results/vitest.json test-results/e2e.json ...
//
// A report that is missing is skipped; prints nothing when nothing failed.
import { readFileSync } from "node:fs";
import { relative } from "node:path";

// Terminal colour codes (ESC [ … m) in the reporters' messages.
const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

const firstLine = (text) =>
  String(text ?? "")
    .replace(colours, "")
    .split("\n")
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 200) ?? "";

function vitestFailures(json) {
  const out = [];
  for (const file of json.testResults ?? []) {
    const name = relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of failed) out.push(`${name} › ${t.fullName ?? t.title} — ${firstLine(t.failureMessages?.[0])}`);
    if (file.status === "failed" && failed.length === 0) out.push(`${name} — ${firstLine(file.message)}`);
  }
  return out;
}

function playwrightFailures(json) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const bad = test.status === "unexpected" || test.status === "flaky";
        if (!bad) continue;
        const result = (test.results ?? []).find((r) => r.status !== "passed" && r.status !== "skipped");
        out.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")} — ${firstLine(result?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.file ? [...titles, suite.title] : titles);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  for (const error of json.errors ?? []) out.push(`playwright — ${firstLine(error.message ?? error)}`);
  return out;
}

const lines = [];
for (const path of process.argv.slice(2)) {
  let json;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    continue;
  }
  const found = json.testResults ? vitestFailures(json) : playwrightFailures(json);
  for (const line of found) lines.push(`  ${path}: ${line}`);
}
if (lines.length) {
  console.log(`failed tests (${lines.length}):`);
  console.log(lines.join("\n"));
}
