// React Router is patched (patches/react-router+7.18.4.patch, docs/decisions/0031): on the
// server, a request skips each branch of the route table whose whole path cannot match it,
// and the document's route tree is built once per build instead of on every request. These
// tests hold the patched matching to upstream's on the app's own route table.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createStaticHandler, createStaticRouter, matchRoutes, type RouteObject, type StaticHandlerContext } from "react-router";
import { describe, expect, test } from "vitest";
import routeConfig from "../app/routes";

/** The route table as the framework builds it: every entry under the root route (path ""). */
function routeObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    if (entry.index) return { id, index: true, path: entry.path, caseSensitive: entry.caseSensitive };
    return { id, path: entry.path, caseSensitive: entry.caseSensitive, children: entry.children ? routeObjects(entry.children) : undefined };
  });
}
const routes: RouteObject[] = [{ id: "root", path: "", children: routeObjects(routeConfig) }];

/** A URL for every route of the table (params and splats filled in), and variants of each. */
function samplePaths(): string[] {
  const paths = new Set<string>();
  const walk = (list: RouteObject[], parent: string) => {
    for (const route of list) {
      const full = [parent, route.path ?? ""].filter(Boolean).join("/");
      const url = "/" + full.replace(/:[\w-]+\??/g, "sample-7").replace(/\*$/, "a/b");
      for (const variant of [url, `${url}/`, url.toUpperCase(), `${url}/extra`, `${url}/sample%20two`, `/x${url}`]) paths.add(variant.replace(/\/{2,}/g, "/"));
      if (route.children) walk(route.children, full);
    }
  };
  walk(routes, "");
  for (const odd of ["/", "//", "/events//rooftop", "/events/a%2Fb", "/EVENTS/Rooftop-Jazz-Night", "/media/x.webp", "/no/such/page"]) paths.add(odd);
  return [...paths];
}

const described = (matches: { route: { id?: string }; params: object; pathname: string }[] | null) =>
  matches?.map((match) => ({ id: match.route.id, params: { ...match.params }, pathname: match.pathname })) ?? null;

describe("the patched route matching", () => {
  const paths = samplePaths();

  test("finds for every URL of the app what upstream's matching finds", async () => {
    // matchRoutes without precomputed branches takes upstream's path; the static handler
    // (as the server's request handler does) takes the patched one.
    const handler = createStaticHandler(routes);
    expect(paths.length).toBeGreaterThan(300);
    for (const path of paths) {
      const expected = described(matchRoutes(routes, path));
      const context = (await handler.query(new Request(`http://localhost${path}`))) as StaticHandlerContext;
      if (expected === null) expect(context.statusCode, path).toBe(404);
      else expect(described(context.matches), path).toEqual(expected);
    }
  });

  test("a static router is built on the route objects converted once, not on every request", async () => {
    const handler = createStaticHandler(routes);
    const context = (await handler.query(new Request("http://localhost/events"))) as StaticHandlerContext;
    const first = createStaticRouter(routes, context);
    const second = createStaticRouter(routes, context);
    expect(second.routes).toBe(first.routes);
    expect(second.state.matches.map((match) => match.route.id)).toEqual(first.state.matches.map((match) => match.route.id));
  });
});
