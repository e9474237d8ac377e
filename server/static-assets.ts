// Serves the gzip and brotli files written at build time (scripts/compress-assets.mjs)
// next to each asset, so static files are compressed once, at maximum quality, instead
// of on every request. Anything without a compressed sibling falls through to
// express.static (and the compression middleware).
import { readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { RequestHandler } from "express";
import { pickEncoding } from "./page-cache";

interface Variants {
  br: boolean;
  gz: boolean;
}

function scan(root: string): Map<string, Variants> {
  const found = new Map<string, Variants>();
  for (const file of listFiles(root)) {
    const ext = extname(file);
    if (ext !== ".br" && ext !== ".gz") continue;
    const original = file.slice(0, -ext.length);
    const variants = found.get(original) ?? { br: false, gz: false };
    variants[ext === ".br" ? "br" : "gz"] = true;
    found.set(original, variants);
  }
  return found;
}

/** `root` is served at the mount point; `immutable` for content-hashed files. */
export function precompressedStatic(root: string, { maxAge, immutable }: { maxAge: string; immutable: boolean }): RequestHandler {
  // The build is fixed while the server runs: list the compressed files once.
  const variants = scan(root);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const available = variants.get(req.path);
    if (!available) return next();
    const accepted = pickEncoding(req.headers["accept-encoding"]);
    const encoding = accepted === "br" && available.br ? "br" : accepted !== "identity" && available.gz ? "gzip" : null;
    res.vary("Accept-Encoding");
    if (!encoding) return next();
    // Content-Type of the original file; send() keeps a type already set.
    res.type(extname(req.path));
    res.setHeader("Content-Encoding", encoding);
    res.sendFile(join(root, req.path) + (encoding === "br" ? ".br" : ".gz"), { maxAge, immutable, dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) {
        res.removeHeader("Content-Encoding");
        next();
      }
    });
  };
}

/** Every file under `root`, as URL paths ("/favicon.svg", "/assets/x.js"). */
function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.add("/" + relative(root, path).split(sep).join("/"));
    }
  };
  walk(root);
  return files;
}

/**
 * Hands only paths of files that exist under `root` to `handler`. Static middleware in
 * front of the pages would otherwise ask the file system about every page's path (a
 * thread-pool round trip per request) before the page is rendered.
 */
export function onlyKnownFiles(root: string, handler: RequestHandler): RequestHandler {
  const files = listFiles(root);
  return (req, res, next) => (files.has(req.path) ? handler(req, res, next) : next());
}
