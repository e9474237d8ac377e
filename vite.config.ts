import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Rollup } from "vite";

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

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: { target: "es2022", cssMinify: true },
  environments: {
    client: { build: { rollupOptions: { output: { manualChunks: rootModulesChunk() } } } },
  },
});
