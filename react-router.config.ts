import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest as one static, immutable file instead of a partial manifest
  // computed and inlined into every page (docs/decisions/0012): less work per request,
  // smaller pages, and no manifest requests while navigating.
  routeDiscovery: { mode: "initial" },
  // Every v8 flag on, so the upgrade to the next major is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
