// The shared cache of anonymous pages (docs/decisions/0007-anonymous-page-cache.md).
//
// A shared event link can bring thousands of signed-out visitors in a minute. Instead
// of rendering the page for each of them, the server renders it once per interval
// for everyone: the first request renders (concurrent ones wait for that render), the
// bytes are compressed once (gzip and brotli) and replayed until the entry expires or
// the event changes. It behaves like a CDN in front of the app and obeys the same
// contract: only responses the app itself marks `public, s-maxage=…` are stored.
//
// Personal data can never enter it:
// - requests with a session cookie (or any cookie we don't know, or Authorization)
//   bypass it entirely;
// - the render it stores is made from a synthetic request carrying no cookie and no
//   header of the visitor, so nothing of the first visitor can be in it;
// - a response that sets a cookie or is not explicitly public is never stored.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { isLite, LITE_MODE_COOKIE } from "../contract/common/lite-mode";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** How many tags' latest purges the cache remembers for the renders in flight (a few hundred KB at most). */
export const MAX_PURGED_TAGS = 10_000;

/**
 * Cookies that hold nothing personal (app/.server/platform/session.server.ts SIGNED_UP_COOKIE;
 * lite mode, which has a copy of its own, like Save-Data).
 */
const HARMLESS_COOKIES = new Set(["signed_up", LITE_MODE_COOKIE]);

/** The headers of the stored render that are replayed to every visitor. */
const REPLAYED_HEADERS = ["content-type", "cache-control", "content-security-policy", "cache-tag", "link", "content-language"];

/**
 * Headers the server's middleware set on the rendering request's response before the page
 * (the security headers) are kept with the page too, so that a hit answered ahead of that
 * middleware (`hits()`) carries them; these are the ones that belong to one response only.
 */
const PER_RESPONSE = new Set([
  "content-security-policy", // the render's own, kept apart (see renderAndStore)
  "vary",
  "x-cache",
  "etag",
  "age",
  "server-timing",
  "content-length",
  "content-encoding",
  "set-cookie",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

export interface CachedPage {
  status: number;
  headers: [string, string][];
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  tags: string[];
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  /** The render's own Server-Timing (API, render), shown to the visitor whose request rendered it. */
  renderTiming: string | null;
}

/** Renders a page for the cache from a request that carries nothing of the visitor. */
export type PageRenderer = (request: globalThis.Request, req: Request, res: Response) => Promise<globalThis.Response>;

export interface PageCacheOptions {
  /** Which paths may be served from the cache (the app decides per response whether they are). */
  paths: RegExp[];
  render: PageRenderer;
  /** Most entries kept (oldest dropped first); bounds memory under cache-busting query strings. */
  maxEntries?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export interface PageCacheStats {
  renders: number;
  hits: number;
  misses: number;
  bypasses: number;
  purges: number;
}

export type CacheOutcome = "HIT" | "STALE" | "MISS" | "BYPASS";

interface Rendered {
  /** Stored (or storable) page; null when the response may not be shared. */
  page: CachedPage | null;
}

export class PageCache {
  readonly stats: PageCacheStats = { renders: 0, hits: 0, misses: 0, bypasses: 0, purges: 0 };
  private readonly entries = new Map<string, CachedPage>();
  private readonly inFlight = new Map<string, Promise<Rendered>>();
  /** Bumped by every purge. A render is not stored when a tag of its page, or everything, was
   * purged after it started: it may show what the purge was for. Purges of other pages' tags
   * leave it alone, so changes elsewhere on a busy platform do not keep a page out of the cache. */
  private generation = 0;
  /** Each tag's latest purge (its generation), oldest first; at most MAX_PURGED_TAGS of them. */
  private readonly tagPurgedAt = new Map<string, number>();
  /** The latest purge of everything, or of a tag no longer in tagPurgedAt. */
  private allPurgedAt = 0;
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 500;
  }

  /** Drops every entry tagged `tag` (e.g. `event:<id>`), and whatever is rendering now. */
  purgeTag(tag: string): void {
    this.generation += 1;
    this.stats.purges += 1;
    this.tagPurgedAt.delete(tag);
    this.tagPurgedAt.set(tag, this.generation);
    if (this.tagPurgedAt.size > MAX_PURGED_TAGS) {
      // Forgetting the oldest purge counts as a purge of everything then: a render older than it is not stored.
      const [oldest, at] = this.tagPurgedAt.entries().next().value!;
      this.tagPurgedAt.delete(oldest);
      this.allPurgedAt = Math.max(this.allPurgedAt, at);
    }
    for (const [key, page] of this.entries) if (page.tags.includes(tag)) this.entries.delete(key);
  }

  purgeAll(): void {
    this.generation += 1;
    this.stats.purges += 1;
    this.allPurgedAt = this.generation;
    this.tagPurgedAt.clear();
    this.entries.clear();
  }

  /** Whether `tags`, or everything, were purged after `generation`. */
  private purgedSince(generation: number, tags: string[]): boolean {
    return this.allPurgedAt > generation || tags.some((tag) => (this.tagPurgedAt.get(tag) ?? 0) > generation);
  }

  /**
   * Express middleware for the front of the stack: a fresh copy goes out at once, with the
   * headers its render had, before the per-response work of the middleware behind it (a
   * nonce, the security headers), as a CDN in front of the server would answer. Anything
   * else (no copy, a stale one, a visitor with a session) goes on to `middleware()`.
   */
  hits(): RequestHandler {
    return (req, res, next) => {
      const key = this.keyOf(req);
      if (!key || !this.sendFresh(key, req, res)) next();
    };
  }

  /** Express middleware: serve from the cache, render once for everyone, or pass through. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      this.handle(req, res, next).catch((error) => {
        this.options.onError?.(error);
        if (!res.headersSent) next();
      });
    };
  }

  private async handle(req: Request, res: Response, next: NextFunction): Promise<void> {
    const key = this.keyOf(req);
    if (!key) {
      this.stats.bypasses += 1;
      res.setHeader("X-Cache", "BYPASS");
      return next();
    }
    if (this.sendFresh(key, req, res)) return;
    const cached = this.entries.get(key);
    if (cached && this.now() < cached.staleUntil) {
      // stale-while-revalidate: this visitor gets the stale page at once, one render refreshes it.
      this.stats.hits += 1;
      void this.renderOnce(key, req, res).catch((error) => this.options.onError?.(error));
      return this.send(req, res, cached, "STALE");
    }
    if (cached) this.entries.delete(key);

    const leader = !this.inFlight.has(key);
    const { page } = await this.renderOnce(key, req, res);
    if (!page) {
      // Not shareable (an error, a redirect, not marked public): every visitor gets their own render.
      this.stats.bypasses += 1;
      res.setHeader("X-Cache", "BYPASS");
      return next();
    }
    if (leader) this.stats.misses += 1;
    else this.stats.hits += 1;
    return this.send(req, res, page, leader ? "MISS" : "HIT");
  }

  /** Answers with the fresh copy of `key`, if there is one. */
  private sendFresh(key: string, req: Request, res: Response): boolean {
    const cached = this.entries.get(key);
    if (!cached || this.now() >= cached.freshUntil) return false;
    this.stats.hits += 1;
    this.send(req, res, cached, "HIT");
    return true;
  }

  /** The cache key, or null when this request must not use the cache. */
  private keyOf(req: Request): string | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    if (req.headers.authorization) return null;
    if (!this.options.paths.some((pattern) => pattern.test(req.path))) return null;
    const cookie = req.headers.cookie;
    if (cookie) {
      for (const part of cookie.split(";")) {
        const name = part.split("=", 1)[0].trim();
        if (name && !HARMLESS_COOKIES.has(name)) return null;
      }
    }
    // Path and query: the page links back to itself (sign-in `?to=`), so the query is part of it.
    // Lite mode (Save-Data, or its cookie) gets the page without scripts: another copy.
    return lite(req) ? `lite ${req.originalUrl}` : req.originalUrl;
  }

  /** Coalescing: at most one render per key at a time; everyone who asks meanwhile shares it. */
  private renderOnce(key: string, req: Request, res: Response): Promise<Rendered> {
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.renderAndStore(key, req, res).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async renderAndStore(key: string, req: Request, res: Response): Promise<Rendered> {
    const generation = this.generation;
    // The policy whose nonce this render uses, read now: a refresh while stale runs beside
    // sending the stale copy, which sets that copy's own (older) policy on this response.
    const csp = res.getHeader("content-security-policy");
    const serverHeaders = Object.entries(res.getHeaders())
      .filter(([name, value]) => value !== undefined && !PER_RESPONSE.has(name))
      .map(([name, value]): [string, string] => [name, Array.isArray(value) ? value.join(", ") : String(value)]);
    this.stats.renders += 1;
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    // Nothing of the visitor: no cookie, no language, no user agent; only what the key holds.
    const headers: Record<string, string> = { accept: "text/html", host: url.host };
    if (lite(req)) headers["save-data"] = "on";
    const request = new Request(url, { headers });
    // A page already in the cache (refreshed while stale) is popular: worth the best
    // compression. A first render may be the only one of its URL (a click id in the
    // query, say): moderate levels, so a new URL costs about what an uncached page does.
    const popular = this.entries.has(key);
    const response = await this.options.render(request, req, res);
    const body = Buffer.from(await response.arrayBuffer());
    const page = await this.toPage(response, body, typeof csp === "string" ? csp : null, popular, serverHeaders);
    if (page && !this.purgedSince(generation, page.tags)) {
      this.entries.delete(key);
      this.entries.set(key, page);
      while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return { page };
  }

  private async toPage(
    response: globalThis.Response,
    body: Buffer,
    csp: string | null,
    popular: boolean,
    serverHeaders: [string, string][],
  ): Promise<CachedPage | null> {
    if (response.status !== 200) return null;
    if (response.headers.has("set-cookie")) return null;
    const cacheControl = response.headers.get("cache-control") ?? "";
    if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return null;
    const maxAge = Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
    if (!(maxAge > 0)) return null;
    const swr = Number(/\bstale-while-revalidate=(\d+)/.exec(cacheControl)?.[1] ?? 0);

    // The server's first; the page's own, set after them, win where both name one.
    const headers: [string, string][] = [...serverHeaders];
    for (const name of REPLAYED_HEADERS) {
      const value = response.headers.get(name);
      if (value) headers.push([name, value]);
    }
    // The Content-Security-Policy of this render: its nonce is the one in these bytes (see the ADR).
    if (csp) headers.push(["content-security-policy", csp]);

    const [gz, br] = await Promise.all([
      gzipAsync(body, { level: popular ? 9 : 6 }),
      brotliAsync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: popular ? 11 : 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    ]);
    const storedAt = this.now();
    return {
      status: 200,
      headers,
      identity: body,
      gzip: gz,
      br,
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      tags: (response.headers.get("cache-tag") ?? "").split(",").map((t) => t.trim()).filter(Boolean),
      storedAt,
      freshUntil: storedAt + maxAge * 1000,
      staleUntil: storedAt + (maxAge + swr) * 1000,
      renderTiming: response.headers.get("server-timing"),
    };
  }

  private send(req: Request, res: Response, page: CachedPage, outcome: CacheOutcome): void {
    // One flat list for writeHead: a hit, served before any other middleware has set a header,
    // goes out without a setHeader call per header (docs/decisions/0007).
    const headers: string[] = [];
    for (const [name, value] of page.headers) headers.push(name, value);
    const timing = `cache;desc="${outcome}"`;
    headers.push(
      "Vary", "Accept-Encoding, Cookie, Save-Data",
      "ETag", page.etag,
      "Age", String(Math.max(0, Math.floor((this.now() - page.storedAt) / 1000))),
      "X-Cache", outcome,
      "Server-Timing", outcome === "MISS" && page.renderTiming ? `${timing}, ${page.renderTiming}` : timing,
    );
    if (req.headers["if-none-match"] === page.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
    if (encoding !== "identity") headers.push("Content-Encoding", encoding);
    headers.push("Content-Length", String(body.length));
    res.writeHead(page.status, headers);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }
}

function lite(req: Request): boolean {
  return isLite(req.headers["save-data"], req.headers.cookie);
}

/** br when the client takes it, then gzip; q=0 refuses. */
export function pickEncoding(header: string | string[] | undefined): "br" | "gzip" | "identity" {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? (accepted.has("*") ? accepted.get("*")! : 0)) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}
