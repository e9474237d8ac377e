import { reactRouter } from "@react-router/dev/vite";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { defineConfig, type Plugin, type Rollup } from "vite";

/**
 * The modules the root route imports (layout, error boundary, toast, messages, styles) are loaded by every page, so they go out as one chunk rather than a small file each
 * (docs/decisions/0037-root-modules-chunk.md). Only the app's own modules are placed; Rollup
 * keeps choosing for the rest.
 */
function rootModulesChunk(): Rollup.GetManualChunk {
  let rootModules: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!rootModules) {
      rootModules = new Set();
      const pending = [...getModuleIds()].filter((moduleId) => /\/app\/root\.tsx(\?|$)/.test(moduleId));
      while (pending.length > 0) {
        const moduleId = pending.pop()!;
        if (rootModules.has(moduleId)) continue;
        rootModules.add(moduleId);
        pending.push(...(getModuleInfo(moduleId)?.importedIds ?? []));
      }
    }
    return rootModules.has(id) && id.includes("/app/") && !id.includes("/node_modules/") ? "root-modules" : undefined;
  };
}

/**
 * The browser bundle takes react-router's production build, which the package ships but its
 * exports never select (upstream: https://github.com/remix-run/react-router/issues/14102), so
 * visitors get no development warnings and less code. The server keeps the package as
 * published: there every module must share one copy of react-router (docs/decisions/0089).
 */
function reactRouterProductionBuild(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production");
  const entries: Record<string, string> = { "react-router": join(dist, "index.mjs"), "react-router/dom": join(dist, "dom-export.mjs") };
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) => entries[source],
  };
}

export default defineConfig({
  plugins: [reactRouterProductionBuild(), reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: { target: "es2022", cssMinify: true },
  environments: {
    client: {
      build: {
        rollupOptions: {
          // Chunks under 1 KB without side effects join a chunk loaded with them: the public event
          // page loads 24 files instead of 33, 0.2 KB less gzip (docs/decisions/0091).
          output: { manualChunks: rootModulesChunk(), experimentalMinChunkSize: 1024 },
        },
      },
    },
  },
});
