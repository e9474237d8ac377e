// `npm start`: build when the build is missing or older than the sources, then
// run the built server (build/node/index.js) in the foreground.
//   Reads .env if present. NODE_ENV defaults to production (the build is a
//   production build; whether this is a local trial or a deployment is APP_MODE's
//   business, see server/env.ts). Signals are
//   forwarded to the server; its exit code is ours.
import { spawn, spawnSync } from "node:child_process";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
process.chdir(root);
// Settings from .env (see .env.example); variables already set win.
if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";
// With nothing configured this is a local trial (server/env.ts): missing
// SESSION_SECRET/JWT_SECRET are generated and kept in DATA_DIR. A deployment
// (public PUBLIC_URL, DATABASE_URL, SMTP_URL or SMS_URL) must set both.

const outputs = ["build/node/index.js", "build/server/index.js"];
// Everything that goes into the build. Directories count too (a deleted file
// changes its directory's mtime).
const sources = ["app", "api", "server", "public"];
const sourceFiles = [
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build-server.mjs",
];
const skip = new Set(["node_modules", ".react-router", "build", "data"]);

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function newest(dir) {
  let max = mtime(dir);
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return max;
  }
  for (const entry of entries) {
    if (skip.has(entry.name)) continue;
    const path = join(dir, entry.name);
    const t = entry.isDirectory() ? newest(path) : mtime(path);
    if (t > max) max = t;
  }
  return max;
}

function buildReason() {
  const built = Math.min(...outputs.map(mtime));
  if (built === 0) return `${outputs.find((o) => mtime(o) === 0)} is missing`;
  const src = Math.max(...sources.map(newest), ...sourceFiles.map(mtime));
  if (src > built) return "sources changed since the last build";
  return null;
}

const reason = buildReason();
if (reason) {
  console.log(`start: building (${reason})…`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error("start: build failed");
    process.exit(result.status ?? 1);
  }
}

// The server runs in its own process group so that a Ctrl-C reaches it once,
// through us, and not twice (terminal + forwarded).
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...process.execArgv, "build/node/index.js"], {
  stdio: "inherit",
  detached: true,
});

let last = { signal: "", at: 0 };
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    // npm and the terminal may both deliver the same Ctrl-C: forward once.
    const now = Date.now();
    if (last.signal === signal && now - last.at < 1000) return;
    last = { signal, at: now };
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
process.on("exit", () => {
  if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
});

server.on("error", (error) => {
  console.error(`start: could not run the server: ${error.message}`);
  process.exit(1);
});
server.on("exit", (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
