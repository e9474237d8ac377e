import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes, { routeTable } from "./routes";
import { layoutId, layoutsByPrefix } from "./routes/layouts-by-prefix";

const isPathlessLayout = (entry: RouteConfigEntry) => entry.path === undefined && !entry.index && Boolean(entry.children?.length);

/** Each pathless layout with the pathless layouts above it, from the root of the table. */
function pathlessChains(entries: RouteConfigEntry[], above: string[] = []): string[][] {
  return entries.flatMap((entry) => {
    const chain = isPathlessLayout(entry) ? [...above, entry.file] : [];
    const below = pathlessChains(entry.children ?? [], isPathlessLayout(entry) ? chain : []);
    return chain.length ? [chain, ...below] : below;
  });
}

/** The table as React Router's matcher takes it; a route is known by its id, else its file. */
const toRouteObjects = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { id: entry.id ?? entry.file, path: entry.path, index: true }
      : { id: entry.id ?? entry.file, path: entry.path, children: entry.children ? toRouteObjects(entry.children) : undefined },
  );

/** Every page and resource route (no layout) with a URL that reaches it: parameters filled in, splats given two segments. */
function pagesWithUrls(entries: RouteConfigEntry[], base = ""): { id: string; url: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${base}/${entry.path}` : base;
    if (entry.children?.length) return pagesWithUrls(entry.children, path);
    const url = path.replace(/:\w+/g, "p1").replace(/\*$/, "a/b") || "/";
    return [{ id: entry.id ?? entry.file, url }];
  });
}

const leafAt = (table: RouteObject[], url: string) => matchRoutes(table, url)?.at(-1)?.route.id;

describe("the route table", () => {
  it("places the shell's three layouts side by side, each with its guard, not one inside another", () => {
    const top = (routeTable as RouteConfigEntry[]).filter(isPathlessLayout).map((entry) => entry.file);
    expect(top).toEqual(expect.arrayContaining(["routes/layouts/main.tsx", "routes/layouts/public-list.tsx", "routes/layouts/protected.tsx"]));
  });

  it("nests no pathless layout in another: the router matches every level of each route it tries, on every request", () => {
    for (const table of [routeTable, routes]) {
      const nested = pathlessChains(table as RouteConfigEntry[]).filter((chain) => chain.length > 1);
      expect(nested).toEqual([]);
    }
  });

  it("gives each top layout the first segment its pages share as its path, one copy per segment", () => {
    const copies = (routes as RouteConfigEntry[]).filter((entry) => entry.file === "routes/layouts/protected.tsx");
    expect(copies.map((entry) => entry.path)).toEqual(expect.arrayContaining(["events", "legacy", "profile", "rep-club"]));
    expect(copies.find((entry) => entry.path === "legacy")?.id).toBe(layoutId("routes/layouts/protected", "legacy"));
    // A pathless copy keeps only what no copy with a path would spare a level: one page per first segment.
    for (const pathless of (routes as RouteConfigEntry[]).filter(isPathlessLayout)) {
      const segments = pagesWithUrls(pathless.children ?? []).map(({ url }) => url.split("/")[1]);
      expect({ layout: pathless.file, segments }).toEqual({ layout: pathless.file, segments: [...new Set(segments)] });
    }
  });

  it("finds every route at its URL exactly as the table without the placing does", () => {
    const made = toRouteObjects(routeTable as RouteConfigEntry[]);
    const placed = toRouteObjects(routes as RouteConfigEntry[]);
    const pages = pagesWithUrls(routeTable as RouteConfigEntry[]);
    expect(pages.length).toBeGreaterThan(150);
    for (const { id, url } of pages) {
      expect({ url, found: leafAt(placed, url) }).toEqual({ url, found: leafAt(made, url) });
      expect({ url, found: leafAt(placed, url) }).toEqual({ url, found: id });
    }
    for (const url of ["/", "/events", "/profile", "/rep-clubs", "/auth", "/no-such-page", "/legacy/no-such-page", "/events/p1/no-such-page"]) {
      expect({ url, found: leafAt(placed, url) }).toEqual({ url, found: leafAt(made, url) });
    }
  });

  it("answers a layout's own URL with the 404 page where the table has no page there, never with an empty layout", () => {
    const made = toRouteObjects(routeTable as RouteConfigEntry[]);
    const placed = toRouteObjects(routes as RouteConfigEntry[]);
    const copies = (routes as RouteConfigEntry[]).filter((entry) => entry.path && entry.children?.length && entry.id?.includes("@"));
    expect(copies.length).toBeGreaterThan(5);
    for (const copy of copies) {
      const url = `/${copy.path}`;
      const before = leafAt(made, url);
      const after = leafAt(placed, url);
      if (before === "routes/not-found.tsx") expect({ url, after }).toEqual({ url, after: layoutId("routes/not-found", copy.path!) });
      else expect({ url, after }).toEqual({ url, after: before });
    }
    expect(leafAt(placed, "/legacy")).toBe("routes/not-found@legacy");
  });
});

describe("layoutsByPrefix", () => {
  const page = (path: string | undefined, file: string, extra: Partial<RouteConfigEntry> = {}): RouteConfigEntry => ({ path, file, ...extra });
  const notFound = "not-found.tsx";

  it("splits a pathless layout by the first segments its pages share and leaves other entries alone", () => {
    const table = [
      page("search", "search.tsx"),
      {
        file: "layouts/shell.tsx",
        children: [
          page("events/:slug", "event.tsx"),
          page("events/:slug/ticket", "ticket.tsx"),
          page("legacy/pies/:id", "pie.tsx"),
          page("rep-points", "points-layout.tsx", { children: [page("rep-points/mine", "mine.tsx"), page("rep-points/all", "all.tsx")] }),
          page(undefined, "home.tsx", { index: true }),
          page(":lang/about", "about.tsx"),
        ],
      },
      { file: "layouts/list.tsx", children: [page("events", "list.tsx")] },
    ];
    expect(layoutsByPrefix(table, { notFound })).toEqual([
      page("search", "search.tsx"),
      // One page under /legacy, none with a plain first segment: they stay in the pathless copy.
      {
        file: "layouts/shell.tsx",
        id: "layouts/shell",
        children: [page("legacy/pies/:id", "pie.tsx"), page(undefined, "home.tsx", { index: true }), page(":lang/about", "about.tsx")],
      },
      { file: "layouts/list.tsx", id: "layouts/list", children: [page("events", "list.tsx")] },
      // /rep-points has no page: the 404 there, ahead of the copy, which would answer with an empty layout.
      { id: "not-found@rep-points", path: "rep-points", file: notFound },
      // /events has a page (the list), which comes first too.
      { file: "layouts/shell.tsx", id: "layouts/shell@events", path: "events", children: [page(":slug", "event.tsx"), page(":slug/ticket", "ticket.tsx")] },
      {
        file: "layouts/shell.tsx",
        id: "layouts/shell@rep-points",
        path: "rep-points",
        children: [page(undefined, "points-layout.tsx", { children: [page("rep-points/mine", "mine.tsx"), page("rep-points/all", "all.tsx")] })],
      },
    ]);
  });

  it("makes a page at the segment's own URL the copy's index", () => {
    const table = [{ file: "layouts/shell.tsx", children: [page("profile", "profile.tsx"), page("profile/settings", "settings.tsx")] }];
    expect(layoutsByPrefix(table, { notFound })).toEqual([
      { file: "layouts/shell.tsx", id: "layouts/shell@profile", path: "profile", children: [page(undefined, "profile.tsx", { index: true }), page("settings", "settings.tsx")] },
    ]);
  });
});
