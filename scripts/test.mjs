// `npm test`: every test, in order, with one summary at the end.
//
//   static  codegen --check, typecheck, lint            (1 check each)
//   unit    vitest project "unit"                       (counted per test)
//   api     vitest project "api" (PGlite, or DATABASE_URL)
//   e2e     Chromium check, npm run build, playwright js-on + js-off
//
//   npm test                          all of it
//   npm test -- --only=unit,api       a subset (static, unit, api, e2e)
//
// Output of every stage streams live. The last line is always
// `N passed, N failed` (`, N skipped` when any were skipped); the exit code is
// 1 when anything failed or a stage crashed (a crash counts as 1 failed).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { delimiter, dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { BROWSER, chromiumPath as findChromium, DEBIAN_PACKAGES, executable, HEADLESS_SHELL } from "./chromium.mjs";
import { node24 } from "./node24.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
process.chdir(root);

// Every test runs on Node 24, production's runtime: on an older Node this runner starts
// again on the binary scripts/node24.mjs provides, with it first on PATH for every child.
if (Number(process.versions.node.split(".")[0]) < 24) {
  const binary = node24();
  const again = spawnSync(binary, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, PATH: `${dirname(binary)}${delimiter}${process.env.PATH ?? ""}` },
  });
  process.exit(again.status ?? 1);
}

const LANES = ["static", "unit", "api", "e2e"];
const only = parseOnly(process.argv.slice(2));
const want = (lane) => only.includes(lane);
const vitestJson = "test-results/vitest.json";
const e2eJson = "test-results/e2e.json";

/** @type {{ stage: string, passed: number, failed: number, skipped: number, seconds: number | null, note: string }[]} */
const rows = [];

function parseOnly(args) {
  const i = args.findIndex((a) => a === "--only" || a.startsWith("--only="));
  if (i === -1) return LANES;
  const value = args[i].startsWith("--only=") ? args[i].slice("--only=".length) : (args[i + 1] ?? "");
  const lanes = value.split(",").map((s) => s.trim()).filter(Boolean);
  const unknown = lanes.filter((l) => !LANES.includes(l));
  if (!lanes.length || unknown.length) {
    console.error(`test: --only takes a comma list of ${LANES.join(", ")}${unknown.length ? ` (unknown: ${unknown.join(", ")})` : ""}`);
    process.exit(2);
  }
  return lanes;
}

function banner(text) {
  console.log(`\n━━━ ${text} ${"━".repeat(Math.max(3, 72 - text.length))}`);
}

/** Runs a command with inherited stdio; returns its exit status (null if it could not start). */
function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.error) console.error(`test: could not run ${command}: ${result.error.message}`);
  return result.status ?? (result.signal ? 128 : null);
}

function timed(fn) {
  const started = performance.now();
  const value = fn();
  return { value, seconds: (performance.now() - started) / 1000 };
}

/** A command that passes or fails as a whole (1 check). */
function check(stage, command, args) {
  banner(stage);
  const { value: status, seconds } = timed(() => run(command, args));
  const ok = status === 0;
  rows.push({ stage, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds, note: ok ? "" : `exit ${status}` });
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

/**
 * The e2e browser (scripts/chromium.mjs): Debian's Chromium headless shell, installed as root
 * when missing (the full browser, when that is all there is, runs the suite too, slower).
 * Returns `{ path }`, or `{ error }` with a text for the summary.
 */
function ensureChromium() {
  let path = findChromium();
  if (process.env.CHROMIUM_PATH) return executable(path) ? { path } : { error: `no browser at CHROMIUM_PATH=${path}` };
  if (path === HEADLESS_SHELL) return { path };
  const command = `apt-get update && apt-get install -y ${DEBIAN_PACKAGES.join(" ")}`;
  if (process.getuid?.() === 0) {
    banner(`installing Chromium (${command})`);
    const env = { DEBIAN_FRONTEND: "noninteractive" };
    if (run("apt-get", ["update"], env) === 0) run("apt-get", ["install", "-y", ...DEBIAN_PACKAGES], env);
    path = findChromium();
  }
  if (executable(path)) {
    if (path === BROWSER) console.error(`test: ${HEADLESS_SHELL} is missing; the e2e tests run in ${BROWSER}, slower. Install it with: ${command}`);
    return { path };
  }
  console.error(`test: Chromium is missing (${HEADLESS_SHELL} or ${BROWSER}). Install it with:\n\n  sudo sh -c '${command}'\n`);
  return { error: `Chromium missing (run: sudo sh -c '${command}')` };
}

// ── static ────────────────────────────────────────────────────────────────
if (want("static")) {
  check("codegen", "node", ["scripts/codegen.mjs", "--check"]);
  check("typecheck", "npm", ["run", "--silent", "typecheck"]);
  check("lint", "npm", ["run", "--silent", "lint"]);
}

// ── unit + api (one vitest run, counted per project) ────────────────────────
const projects = ["unit", "api"].filter(want);
if (projects.length) {
  const stages = projects.map((p) => `vitest ${p}`);
  banner(stages.join(" + "));
  mkdirSync("test-results", { recursive: true });
  rmSync(vitestJson, { force: true });
  const { value: status, seconds } = timed(() =>
    run("npx", [
      "vitest",
      "run",
      ...projects.flatMap((p) => ["--project", p]),
      "--passWithNoTests",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${vitestJson}`,
    ]),
  );
  const counts = Object.fromEntries(projects.map((p) => [p, { passed: 0, failed: 0, skipped: 0, files: 0 }]));
  const json = readJson(vitestJson);
  for (const file of json?.testResults ?? []) {
    const project = relative(root, file.name).startsWith("api/") ? "api" : "unit";
    const c = counts[project] ?? counts[projects[0]];
    c.files++;
    let failedHere = 0;
    for (const t of file.assertionResults ?? []) {
      if (t.status === "passed") c.passed++;
      else if (t.status === "failed") {
        c.failed++;
        failedHere++;
      } else c.skipped++;
    }
    // A file that failed without a failing test (import error, hook crash) counts once.
    if (file.status === "failed" && failedHere === 0) c.failed++;
  }
  const crashed = status !== 0 && projects.every((p) => counts[p].failed === 0);
  if (crashed) counts[projects.at(-1)].failed++;
  projects.forEach((p, i) => {
    const c = counts[p];
    const note = crashed && i === projects.length - 1 ? (json ? `vitest exit ${status}` : "crashed: no JSON report") : c.files === 0 ? "no test files" : `${c.files} files`;
    // One vitest run for both: its time shows on the first row.
    rows.push({ stage: stages[i], passed: c.passed, failed: c.failed, skipped: c.skipped, seconds: i === 0 ? seconds : null, note });
  });
}

// ── e2e: Chromium, build, Playwright ───────────────────────────────────────
if (want("e2e")) {
  const { value: chromium, seconds } = timed(ensureChromium);
  const chromiumError = chromium.error;
  if (chromiumError) rows.push({ stage: "chromium", passed: 0, failed: 1, skipped: 0, seconds, note: chromiumError });

  const built = check("build", "npm", ["run", "--silent", "build"]);

  if (chromiumError || !built) {
    rows.push({ stage: "e2e", passed: 0, failed: 1, skipped: 0, seconds: 0, note: `not run: ${chromiumError ? "no Chromium" : "build failed"}` });
  } else {
    banner(`e2e (playwright: js-on, js-off; ${chromium.path})`);
    mkdirSync("test-results", { recursive: true });
    rmSync(e2eJson, { force: true });
    const { value: status, seconds } = timed(() => run("npx", ["playwright", "test"], { CHROMIUM_PATH: chromium.path }));
    const json = readJson(e2eJson);
    const s = json?.stats ?? {};
    // No retries are configured, so "flaky" cannot happen; if it ever does it counts as failed.
    const passed = s.expected ?? 0;
    let failed = (s.unexpected ?? 0) + (s.flaky ?? 0);
    const skipped = s.skipped ?? 0;
    let note = json ? "" : "crashed: no JSON report";
    if (json?.errors?.length) note = json.errors.map((e) => String(e.message ?? e).split("\n")[0]).join("; ").slice(0, 120);
    if (status !== 0 && failed === 0) {
      failed = 1;
      note ||= `playwright exit ${status}`;
    }
    rows.push({ stage: "e2e", passed, failed, skipped, seconds, note });
  }
}

// ── summary ─────────────────────────────────────────────────────────────
const total = rows.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
const pad = (v, n) => String(v).padEnd(n);
const lpad = (v, n) => String(v).padStart(n);
banner("summary");
console.log(`${pad("stage", 14)}${pad("result", 8)}${lpad("passed", 7)}${lpad("failed", 7)}${lpad("skipped", 8)}${lpad("time", 9)}  note`);
for (const r of rows) {
  const result = r.failed ? "FAIL" : "ok";
  console.log(
    `${pad(r.stage, 14)}${pad(result, 8)}${lpad(r.passed, 7)}${lpad(r.failed, 7)}${lpad(r.skipped, 8)}${lpad(r.seconds === null ? "" : `${r.seconds.toFixed(1)}s`, 9)}  ${r.note}`,
  );
}
if (only.length < LANES.length) console.log(`(only: ${only.join(", ")})`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exitCode = total.failed ? 1 : 0;
