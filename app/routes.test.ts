import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "./routes";

const isPathlessLayout = (entry: RouteConfigEntry) => entry.path === undefined && !entry.index && Boolean(entry.children?.length);

/** Each pathless layout with the pathless layouts above it, from the root of the table. */
function pathlessChains(entries: RouteConfigEntry[], above: string[] = []): string[][] {
  return entries.flatMap((entry) => {
    const chain = isPathlessLayout(entry) ? [...above, entry.file] : [];
    const below = pathlessChains(entry.children ?? [], isPathlessLayout(entry) ? chain : []);
    return chain.length ? [chain, ...below] : below;
  });
}

describe("the route table", () => {
  it("places the shell's three layouts side by side, each with its guard, not one inside another", () => {
    const top = (routes as RouteConfigEntry[]).filter(isPathlessLayout).map((entry) => entry.file);
    expect(top).toEqual(expect.arrayContaining(["routes/layouts/main.tsx", "routes/layouts/public-list.tsx", "routes/layouts/protected.tsx"]));
  });

  it("nests no pathless layout in another: the router matches every level of each route it tries, on every request", () => {
    const nested = pathlessChains(routes as RouteConfigEntry[]).filter((chain) => chain.length > 1);
    expect(nested).toEqual([]);
  });
});
