// React Router is patched (patches/react-router+7.18.4.patch, docs/decisions/0031): on the
// server, a request skips each branch of the route table whose whole path cannot match it,
// the document's route tree is built once per build instead of on every request, links work
// out their route's pathnames once and a path from the root once per string, and the entry
// gets the same route modules each time. Data in a document's scripts has every character past
// Latin-1 escaped, in a string of one byte a character (docs/decisions/0039). The loaders' data
// is flattened (turbo-stream) without reading the clock or making a closure for every value.
// These tests hold the patched matching to upstream's on the app's own route table, the links'
// hrefs to upstream's, the scripts' data to what it was, and the flattened data to what
// upstream's unpatched copy (React Router's production build, which nothing here loads) makes.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createRequestHandler,
  createStaticHandler,
  createStaticRouter,
  Link,
  matchRoutes,
  Outlet,
  StaticRouterProvider,
  type EntryContext,
  type RouteObject,
  type ServerBuild,
  type StaticHandlerContext,
} from "react-router";
import { describe, expect, test, vi } from "vitest";
import routeConfig from "../app/routes";
import { heldAsOneByte, heldAsTwoBytes } from "../app/lib/string-representation.test-support";

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

  // Over 300 URLs, each through both matchings: 3.9 s alone on this machine, near vitest's 5 s
  // default, and 7.2 s once on a busy two-core CI run.
  test("finds for every URL of the app what upstream's matching finds", { timeout: 30_000 }, async () => {
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

describe("the patched links", () => {
  // Nested routes, so relative links have something to resolve against.
  const linkRoutes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      Component: () => createElement(Outlet),
      children: [
        {
          id: "events",
          path: "events",
          Component: () => createElement(Outlet),
          children: [{ id: "event", path: ":slug/guests", Component: Links }],
        },
      ],
    },
  ];
  const targets = ["/search?q=jazz#top", "tickets", "../other", "..", ".", "", "?page=2", "#comments", "/", "/events//x/../y/", "/a/./b?x=1#h", "//double"];
  function Links() {
    return createElement(
      "nav",
      null,
      Array.from({ length: 5 }, (_, round) => targets.map((to) => createElement(Link, { to, key: `${round}:${to}` }))),
      createElement(Link, { to: "..", relative: "path", key: "path-relative" }),
    );
  }

  async function render(basename?: string) {
    const handler = createStaticHandler(linkRoutes, { basename });
    const context = (await handler.query(new Request(`http://localhost${basename ?? ""}/events/jazz/guests`))) as StaticHandlerContext;
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
  }

  test("resolve their paths as upstream does", async () => {
    const hrefs = [...(await render()).matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
    expect(hrefs.slice(0, targets.length)).toEqual([
      "/search?q=jazz#top",
      "/events/jazz/guests/tickets",
      "/events/other",
      "/events",
      "/events/jazz/guests",
      "/events/jazz/guests",
      "/events/jazz/guests?page=2",
      "/events/jazz/guests#comments",
      "/",
      "/events/y/",
      "/a/b?x=1#h",
      "//double", // another host: passed through as it is
    ]);
    // Paths from the root are worked out once per string (patched): every round gets the same.
    for (let round = 1; round < 5; round += 1) expect(hrefs.slice(round * targets.length, (round + 1) * targets.length)).toEqual(hrefs.slice(0, targets.length));
    expect(hrefs.at(-1)).toBe("/events/jazz");
  });

  test("work out a path from the root once, not for every link to it", async () => {
    await render();
    const split = vi.spyOn(String.prototype, "split");
    try {
      await render();
      // Upstream splits each link's path into segments twice a render (188 times here); the
      // relative links still do (88), the links from the root no more.
      expect(split.mock.calls.length).toBeLessThan(120);
    } finally {
      split.mockRestore();
    }
  });

  test("a path kept for one router is not changed by another's basename", async () => {
    const underApp = [...(await render("/app")).matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
    expect(underApp[0]).toBe("/app/search?q=jazz#top");
    expect(underApp[8]).toBe("/app");
    const plain = [...(await render()).matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
    expect(plain[0]).toBe("/search?q=jazz#top");
    expect(plain[8]).toBe("/");
  });

  test("work out the route's pathnames once, not for every link", async () => {
    await render();
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      await render();
      // Upstream serialises the route's pathnames twice for each of the 46 links (92 times).
      expect(stringify.mock.calls.length).toBeLessThan(10);
    } finally {
      stringify.mockRestore();
    }
  });
});

describe("the patched request handler", () => {
  /** The smallest build the request handler serves: one root route, an entry that records what it is handed. */
  function buildRecording(seen: unknown[]): ServerBuild {
    return {
      entry: {
        module: {
          default: (_request: Request, status: number, headers: Headers, context: EntryContext) => {
            seen.push(context.routeModules);
            return new Response("<!DOCTYPE html>", { status, headers });
          },
        },
      },
      routes: { root: { id: "root", path: "", module: { default: () => null } } },
      assets: {
        entry: { module: "/entry.js", imports: [] },
        routes: { root: { id: "root", path: "", module: "/root.js", hasAction: false, hasLoader: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false } },
        url: "/manifest.js",
        version: "1",
      },
      publicPath: "/",
      assetsBuildDirectory: "build/client",
      future: {},
      ssr: true,
      isSpaMode: false,
      prerender: [],
      routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
      basename: "/",
    } as unknown as ServerBuild;
  }

  /** The route modules the entry is handed on two requests, in the given mode. */
  async function routeModulesOfTwoRequests(mode: "production" | "development") {
    const seen: unknown[] = [];
    const handle = createRequestHandler(buildRecording(seen), mode);
    await handle(new Request("http://localhost/"));
    await handle(new Request("http://localhost/"));
    return seen;
  }

  test("hands the entry the same route modules on every request in production", async () => {
    const seen = await routeModulesOfTwoRequests("production");
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
  });

  test("gathers them again on every request in development, where modules are replaced", async () => {
    const seen = await routeModulesOfTwoRequests("development");
    expect(seen).toHaveLength(2);
    expect(seen[1]).not.toBe(seen[0]);
    expect(seen[1]).toEqual(seen[0]);
  });
});

describe("data in a document's scripts", () => {
  test("has each character past Latin-1 escaped, one byte a character, and reads back as it was", async () => {
    const name = heldAsTwoBytes("Zoë Łukasz — 🎷 \u2028");
    const handler = createStaticHandler([{ id: "root", path: "/", loader: () => ({ name }), Component: () => createElement("p", null, "Guests") }]);
    const context = (await handler.query(new Request("http://localhost/"))) as StaticHandlerContext;
    const html = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
    const script = /window\.__staticRouterHydrationData = JSON\.parse\((.*?)\);/.exec(html)?.[1];
    expect(script).toContain("Zo\u00eb \\u0141ukasz \\u2014 \\ud83c\\udfb7 \\u2028");
    expect(html).not.toMatch(/[\u0100-\uffff]/);
    expect(heldAsOneByte(html)).toBe(true);
    const data = JSON.parse(JSON.parse(script!)) as { loaderData: { root: { name: string } } };
    expect(data.loaderData.root.name).toBe(name);
  });
});

describe("the loaders' data, flattened for the document and for .data answers", () => {
  type Encode = (input: unknown, options?: { plugins?: ((value: unknown) => unknown)[]; postPlugins?: ((value: unknown) => unknown)[] }) => ReadableStream<Uint8Array>;
  const dist = "../node_modules/react-router/dist";
  // The chunk that holds turbo-stream's encoder: the patched one the app loads, and upstream's as published.
  const patched = () => import(/* @vite-ignore */ `${dist}/development/chunk-OB3PAWPO.mjs`) as Promise<{ encode: Encode }>;
  const upstream = () => import(/* @vite-ignore */ `${dist}/production/chunk-Q34X6AWR.mjs`) as Promise<{ encode: Encode }>;

  async function flattened(encode: Encode, input: unknown): Promise<string> {
    // React Router's own plugins, as encodeViaTurboStream passes them (errors, redirects, class instances).
    const plugins = [(value: unknown) => (value instanceof Error ? ["SanitizedError", value.name, value.message] : undefined)];
    const postPlugins = [
      (value: unknown) => (value && typeof value === "object" ? ["SingleFetchClassInstance", Object.fromEntries(Object.entries(value))] : undefined),
      () => ["SingleFetchFallback"],
    ];
    return new Response(encode(input, { plugins, postPlugins })).text();
  }

  /** Loader data of every shape the encoder knows, with values shared between places. */
  function richData() {
    const host = { userId: "u-1", name: "Maya Chen", tier: "VERIFIED" };
    const nullProto = Object.assign(Object.create(null) as object, { kind: "null-prototype" });
    class Money {
      constructor(readonly cents: number) {}
    }
    return {
      root: { nonce: "abc", signedIn: true, flash: null, saveData: false },
      event: {
        slug: "rooftop-jazz-night",
        createdBy: host,
        coHosts: [host, { ...host, userId: "u-2" }],
        tickets: [{ price: 0, isFull: false, tags: ["jazz", "", "jazz"] }, { price: -0, note: undefined, ratio: NaN, cap: Infinity, floor: -Infinity }],
        startsAt: new Date("2026-12-05T00:30:00Z"),
        page: new URL("https://events.example.test/events/rooftop-jazz-night?x=1"),
        match: /jazz/gi,
        seen: new Set(["a", "b"]),
        counts: new Map<string, number>([["going", 3]]),
        // A hole in an array (turbo-stream writes it as its own marker).
        // eslint-disable-next-line no-sparse-arrays
        sparse: [1, , 3],
        nullProto,
        price: new Money(2500),
        failure: new Error("could not load"),
        big: 12345678901234567890n,
        symbol: Symbol.for("gatherly"),
        text: "Zoë — 🎷 \u2028 \"quoted\" </script>",
      },
    };
  }

  test("is what upstream's encoder makes, and reads back", async () => {
    const [{ encode: patchedEncode }, { encode: upstreamEncode }] = await Promise.all([patched(), upstream()]);
    const data = richData();
    const ours = await flattened(patchedEncode, data);
    expect(ours).toBe(await flattened(upstreamEncode, data));
    const { UNSAFE_decodeViaTurboStream: decode } = await import("react-router");
    const decoded = await decode(new Response(ours).body!, globalThis);
    await decoded.done;
    const event = (decoded.value as ReturnType<typeof richData>).event;
    expect(event.coHosts[0]).toBe(event.createdBy);
    expect(event.startsAt.toISOString()).toBe("2026-12-05T00:30:00.000Z");
    expect(event.text).toBe(data.event.text);
  });

  test("reads the clock once for the whole value, not once for every value", async () => {
    const { encode } = await patched();
    const data = { guests: Array.from({ length: 500 }, (_, i) => ({ id: `g-${i}`, name: `Guest ${i}` })) };
    const now = vi.spyOn(Date, "now");
    try {
      await flattened(encode, data);
      // Upstream's read it for each of the 1,500 values; the patched loop only where it may yield (every 6,000th).
      expect(now.mock.calls.length).toBeLessThan(5);
    } finally {
      now.mockRestore();
    }
  });
});
