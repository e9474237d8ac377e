import { index, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import product from "../../../../app/routes";

/** Every route of the product's table, layouts and index routes included (the root is not in the table). */
const count = (entries: RouteConfigEntry[]): number => entries.reduce((n, entry) => n + 1 + count(entry.children ?? []), 0);

/** The page the bench loads, and as many routes as the product has, all one module, so the manifest is as long. */
export default [
  index("routes/home.tsx"),
  ...Array.from({ length: count(product) }, (_, i) => route(`dummy/${i + 1}`, "routes/dummy.tsx", { id: `dummy-${i + 1}` })),
] satisfies RouteConfig;
