// The web thread renders pages; the API runs in a thread of its own (docs/decisions/0013).
// What the web thread loads at start it holds for good, and every major garbage collection
// marks it again while pages wait (docs/decisions/0042). These tests bundle both builds'
// entries as the real builds do and follow only the imports that run at start (not import()):
// the API's packages, and the page renderers that only a PDF, a link-preview image or a
// calendar file need, must not be among them.
import { build, type Metafile } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, describe, expect, test } from "vitest";
import { serverBuildOptions } from "./server-build-options.mjs";
import routes from "../app/routes";

const root = fileURLToPath(new URL("..", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "lean-web-thread-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * The packages an output loads: at start, its static imports followed through our own chunks;
 * with `later`, also what it can load through import().
 */
function packagesLoaded(metafile: Metafile, output: string, { later = false } = {}): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { path, kind, external } of metafile.outputs[file]?.imports ?? []) {
      if (kind !== "import-statement" && !later) continue;
      if (external) packages.add(packageOf(path));
      else visit(path);
    }
  };
  visit(output);
  return packages;
}

const packageOf = (path: string) => (path.startsWith("@") ? path.split("/").slice(0, 2) : path.split("/").slice(0, 1)).join("/");

describe("the Node entries (build/node)", () => {
  /** What the API thread uses and the web thread must not load: its database, mail, payments, files, passwords, Redis. */
  const apiOnly = ["@electric-sql/pglite", "drizzle-orm", "pg", "graphql-http", "stripe", "nodemailer", "pdf-lib", "sharp", "@node-rs/argon2", "openid-client", "redis"];

  /** What the web thread loads only when a request asks for it. */
  const onFirstRequest = ["oidc-provider", "jose", "@aws-sdk/client-s3", "@aws-sdk/s3-presigned-post"];

  test("the web thread loads none of the API's packages at start; the API thread does", async () => {
    const outdir = join(scratch, "node");
    const { metafile } = await build({ ...serverBuildOptions, outdir, write: false, metafile: true, sourcemap: false, logLevel: "silent" });
    const out = (name: string) => Object.keys(metafile.outputs).find((file) => file.endsWith(`/${name}`))!;

    const web = packagesLoaded(metafile, out("index.js"));
    expect([...web].filter((name) => apiOnly.includes(name))).toEqual([]);
    expect(web).toContain("react-router");
    // Nor what only a social sign-in, an Apple client secret or a bucket upload needs: the local
    // OpenID provider is made on its first request (server/social.ts), jose signs on first use,
    // and the content security policy takes the bucket's origin without the AWS SDK.
    expect([...web].filter((name) => onFirstRequest.includes(name))).toEqual([]);

    // The check sees these packages where they are loaded: the API thread, and the in-process
    // API that the web thread loads only when API_THREAD is off.
    const thread = packagesLoaded(metafile, out("api-thread.js"));
    expect(apiOnly.filter((name) => !thread.has(name) && name !== "redis")).toEqual([]);
    const webLater = packagesLoaded(metafile, out("index.js"), { later: true });
    expect(apiOnly.filter((name) => !webLater.has(name))).toEqual([]);

    // The stamping thread (docs/decisions/0024) is an entry of its own and loads pdf-lib alone.
    expect([...packagesLoaded(metafile, out("pdf-stamp-thread.js"), { later: true })].filter((name) => !name.startsWith("node:"))).toEqual(["pdf-lib"]);
  });
});

describe("the page routes (build/server)", () => {
  /** Packages that only a ticket PDF, a link-preview image or a calendar file needs, and where they are used. */
  const onFirstUse: Record<string, string> = {
    "@react-pdf/renderer": "routes/events/ticket-pdf.ts",
    satori: "routes/events/og-image.ts",
    "@resvg/resvg-js": "routes/events/og-image.ts",
    sharp: "routes/events/og-image.ts",
    ics: "routes/events/calendar.ts",
  };

  test("no page route loads the PDF, image or calendar renderers at start; each of their routes loads them when asked", async () => {
    const files = ["root.tsx", ...routeFiles(routes)];
    const outdir = join(scratch, "app");
    const { metafile } = await build({
      absWorkingDir: root,
      entryPoints: Object.fromEntries(files.map((file) => [file.replace(/\.tsx?$/, ""), join("app", file)])),
      outdir,
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      packages: "external",
      jsx: "automatic",
      alias: { "~": join(root, "app") },
      loader: { ".css": "empty" },
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const outputOf = (file: string) => Object.keys(metafile.outputs).find((output) => output.endsWith(`/${file.replace(/\.tsx?$/, "")}.js`))!;

    for (const file of files) {
      const atStart = packagesLoaded(metafile, outputOf(file));
      expect([...atStart].filter((name) => name in onFirstUse), file).toEqual([]);
    }
    for (const [name, file] of Object.entries(onFirstUse)) expect(packagesLoaded(metafile, outputOf(file), { later: true }), file).toContain(name);
  });
});

function routeFiles(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);
}
