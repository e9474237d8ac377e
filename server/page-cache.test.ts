import { describe, expect, it } from "vitest";
import { pickEncoding } from "./page-cache";

describe("pickEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["gzip, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0", "identity"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["identity", "identity"],
  ] as const)("Accept-Encoding %j → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe("a page refreshed while stale", () => {
  it("is stored with the Content-Security-Policy of its own render, not the one the stale copy was sent with", async () => {
    const { default: express } = await import("express");
    const { randomBytes } = await import("node:crypto");
    const { PageCache } = await import("./page-cache");
    let clock = 1_000_000;
    const cache = new PageCache({
      paths: [/^\/page$/],
      now: () => clock,
      // The page carries the nonce of the request it was rendered for, like the app's documents.
      render: async (_request, _req, res) =>
        new Response(`<script nonce="${res.locals.nonce as string}"></script>`, {
          headers: { "content-type": "text/html", "cache-control": "public, max-age=0, s-maxage=10, stale-while-revalidate=50" },
        }),
    });
    const app = express();
    app.use((_req, res, next) => {
      res.locals.nonce = randomBytes(8).toString("hex");
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.nonce as string}'`);
      next();
    });
    app.use(cache.middleware());
    const server = app.listen(0);
    try {
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      const get = async () => {
        const response = await fetch(`${base}/page`, { headers: { "accept-encoding": "identity" } });
        return { html: await response.text(), csp: response.headers.get("content-security-policy") ?? "", cache: response.headers.get("x-cache") };
      };
      const matches = (page: { html: string; csp: string }) => page.csp.includes(`'nonce-${/nonce="([^"]+)"/.exec(page.html)?.[1]}'`);

      const first = await get();
      expect(first.cache).toBe("MISS");
      expect(matches(first)).toBe(true);

      clock += 11_000; // stale: served at once, refreshed in the background
      const stale = await get();
      expect(stale.cache).toBe("STALE");
      expect(matches(stale)).toBe(true);
      // Asking again while the refresh runs shares it (no new render) until it is stored.
      let refreshed = stale;
      await expect.poll(async () => (refreshed = await get()).cache).toBe("HIT");
      expect(cache.stats.renders).toBe(2);
      expect(refreshed.html).not.toBe(first.html);
      expect(matches(refreshed)).toBe(true);
    } finally {
      server.close();
    }
  });
});

describe("a fresh copy answered ahead of the server's middleware", () => {
  it("goes out without that middleware, with the security headers and the policy its render had", async () => {
    const { default: express } = await import("express");
    const { randomBytes } = await import("node:crypto");
    const { PageCache } = await import("./page-cache");
    let clock = 1_000_000;
    let renders = 0;
    const cache = new PageCache({
      paths: [/^\/page$/],
      now: () => clock,
      render: async (_request, _req, res) => {
        renders += 1;
        return new Response(`<script nonce="${res.locals.nonce as string}"></script>`, {
          headers: { "content-type": "text/html", "cache-control": "public, max-age=0, s-maxage=10, stale-while-revalidate=50" },
        });
      },
    });
    let securityRuns = 0;
    const app = express();
    app.use(cache.hits());
    // Stands for the nonce and helmet: per-response work, and headers every page must carry.
    app.use((_req, res, next) => {
      securityRuns += 1;
      res.locals.nonce = randomBytes(8).toString("hex");
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.nonce as string}'`);
      res.setHeader("X-Frame-Options", "DENY");
      res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
      next();
    });
    app.use(cache.middleware());
    app.use((_req, res) => void res.status(200).send("not cached"));
    const server = app.listen(0);
    try {
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      const get = async (cookie?: string) => {
        const response = await fetch(`${base}/page`, { headers: { "accept-encoding": "identity", ...(cookie ? { cookie } : {}) } });
        const headers = Object.fromEntries(response.headers);
        return { html: await response.text(), headers };
      };

      const miss = await get();
      expect(miss.headers["x-cache"]).toBe("MISS");
      expect(securityRuns).toBe(1);

      const hit = await get();
      expect(hit.headers["x-cache"]).toBe("HIT");
      expect(securityRuns).toBe(1); // answered ahead of it
      expect(hit.html).toBe(miss.html);
      for (const name of ["x-frame-options", "cross-origin-opener-policy", "content-security-policy", "content-type", "cache-control"]) {
        expect(hit.headers[name], name).toBe(miss.headers[name]);
      }
      expect(hit.headers["content-security-policy"]).toContain(`'nonce-${/nonce="([^"]+)"/.exec(hit.html)?.[1]}'`);

      // A stale copy and a visitor with a session go through the middleware as before.
      clock += 11_000;
      const stale = await get();
      expect(stale.headers["x-cache"]).toBe("STALE");
      expect(stale.headers["x-frame-options"]).toBe("DENY");
      expect(securityRuns).toBe(2);
      await expect.poll(() => renders).toBe(2);
      const member = await get("session=abc");
      expect(member.html).toBe("not cached");
      expect(securityRuns).toBe(3);
    } finally {
      server.close();
    }
  });
});

describe("a purge while a page renders", () => {
  /** A cache whose renders wait for `finish()`, tagged `event:mine`. */
  async function slowCache() {
    const { default: express } = await import("express");
    const { PageCache } = await import("./page-cache");
    let finish = () => {};
    const cache = new PageCache({
      paths: [/^\/page$/],
      render: async () => {
        await new Promise<void>((resolve) => (finish = resolve));
        return new Response("<p>page</p>", {
          headers: { "content-type": "text/html", "cache-control": "public, max-age=0, s-maxage=60", "cache-tag": "event:mine" },
        });
      },
    });
    const app = express();
    app.use(cache.middleware());
    const server = app.listen(0);
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const get = async () => (await fetch(`${base}/page`, { headers: { "accept-encoding": "identity" } })).headers.get("x-cache");
    /** Starts a request, waits until its render is render number `n`, runs `during`, lets it finish; answers its X-Cache. */
    const renderWhile = async (during: () => void, n = 1) => {
      const answer = get();
      await expect.poll(() => cache.stats.renders).toBe(n);
      during();
      finish();
      return answer;
    };
    /** The next request's X-Cache, once it has rendered again (the first render was not stored). */
    const renderedAgain = () => renderWhile(() => {}, 2);
    return { cache, get, renderWhile, renderedAgain, close: () => server.close() };
  }

  it("of another page's tag still stores it: changes elsewhere do not keep it out of the cache", async () => {
    const { cache, get, renderWhile, close } = await slowCache();
    try {
      expect(await renderWhile(() => cache.purgeTag("event:other"))).toBe("MISS");
      expect(await get()).toBe("HIT");
      expect(cache.stats.renders).toBe(1);
    } finally {
      close();
    }
  });

  it("of its own tag, or of everything, leaves it unstored: it may show what changed", async () => {
    for (const purgeAll of [false, true]) {
      const { cache, renderWhile, renderedAgain, close } = await slowCache();
      try {
        expect(await renderWhile(() => (purgeAll ? cache.purgeAll() : cache.purgeTag("event:mine")))).toBe("MISS");
        expect(await renderedAgain()).toBe("MISS");
      } finally {
        close();
      }
    }
  });

  it("of more tags than it remembers counts as a purge of everything for renders older than the forgotten one", async () => {
    const { MAX_PURGED_TAGS } = await import("./page-cache");
    const { cache, renderWhile, renderedAgain, close } = await slowCache();
    try {
      // Its own tag first, then enough others that the cache forgets it.
      const purges = () => {
        cache.purgeTag("event:mine");
        for (let i = 0; i < MAX_PURGED_TAGS; i++) cache.purgeTag(`event:${i}`);
      };
      expect(await renderWhile(purges)).toBe("MISS");
      expect(await renderedAgain()).toBe("MISS");
    } finally {
      close();
    }
  });
});
