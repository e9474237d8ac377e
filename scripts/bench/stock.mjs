// The stock React Router page every scenario is compared with: the minimal app in
// stock-app/ (root layout with <Meta/>, <Links/>, <Scripts/>, <ScrollRestoration/>; one
// route whose loader returns a little data; as many dummy routes as the product has),
// built by `react-router build` with the repository's installed packages into its
// git-ignored stock-app/build/, and served on its own port by React Router's
// createRequestListener in a plain node:http server (stock-app/server.mjs): no Express,
// no product code.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { root, STOCK_BASE, STOCK_PORT } from "./config.mjs";
import { raw, sleep } from "./http.mjs";

const app = join(root, "scripts", "bench", "stock-app");
const buildDir = join(app, "build");
const stampFile = join(buildDir, "sources.sha256");

function filesUnder(dir, keep) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ["build", "node_modules", ".react-router"].includes(entry.name) ? [] : filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

/**
 * What the build is made from: the stock app's files, the product's route table (the stock
 * app has as many routes) and the versions of the packages that build and run it.
 */
function sourcesHash() {
  const hash = createHash("sha256");
  const files = [
    ...filesUnder(app, () => true),
    join(root, "app", "routes.ts"),
    ...filesUnder(join(root, "app", "routes"), (path) => path.endsWith("/routes.ts")),
  ].sort();
  for (const file of files) hash.update(`${relative(root, file)}\0`).update(readFileSync(file)).update("\0");
  for (const pkg of ["react-router", "@react-router/dev", "@react-router/node", "react", "react-dom", "vite"]) {
    hash.update(`${pkg}@${JSON.parse(readFileSync(join(root, "node_modules", pkg, "package.json"), "utf8")).version}\0`);
  }
  return hash.digest("hex");
}

/** Builds the stock app when its build is missing or was made from other sources. */
export function buildStock() {
  const hash = sourcesHash();
  if (existsSync(join(buildDir, "server", "index.js")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash) return;
  console.log("bench: react-router build of the stock page (scripts/bench/stock-app) …");
  rmSync(buildDir, { recursive: true, force: true });
  const cli = join(root, "node_modules", "@react-router", "dev", "bin.js");
  const built = spawnSync(process.execPath, [cli, "build"], { cwd: app, stdio: ["ignore", "ignore", "inherit"] });
  if (built.status !== 0) throw new Error("react-router build of scripts/bench/stock-app failed");
  writeFileSync(stampFile, hash);
}

/** Starts the stock page's server with the given Node binary. */
export function startStock(node) {
  return spawn(node, [join(app, "server.mjs")], {
    cwd: app,
    env: { ...process.env, NODE_ENV: "production", PORT: String(STOCK_PORT) },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export async function waitForStock(child) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the stock page's server exited (${child.exitCode}) before answering`);
    try {
      const r = await raw("/", { base: STOCK_BASE });
      if (r.status === 200 && r.body.toString("utf8").includes("Stock page")) return;
      throw new Error(`the stock page answered ${r.status}`);
    } catch (error) {
      if (!["ECONNREFUSED", "ECONNRESET"].includes(error.code)) throw error;
    }
    await sleep(100);
  }
  throw new Error(`the stock page's server did not answer on ${STOCK_BASE} within 30 s`);
}
