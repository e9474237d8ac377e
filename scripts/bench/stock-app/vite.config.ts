import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // Vite's cache in the repository's node_modules, not a node_modules folder of this app's own.
  cacheDir: fileURLToPath(new URL("../../../node_modules/.vite/stock-app", import.meta.url)),
});
