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
