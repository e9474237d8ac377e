// The public event page's weight (HTML, JavaScript and CSS, raw and compressed)
// and what compressing a dynamic page costs at each level.
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { raw } from "./http.mjs";

async function measure(paths) {
  let rawBytes = 0;
  let gzipBytes = 0;
  const files = [];
  for (const path of paths) {
    const plain = await raw(path, { headers: { "accept-encoding": "identity" } });
    const gz = await raw(path, { headers: { "accept-encoding": "gzip" } });
    if (plain.status !== 200) throw new Error(`${path} answered ${plain.status}`);
    const gzipped = gz.headers["content-encoding"] === "gzip" ? gz.body.length : gzipSync(plain.body, { level: 9 }).length;
    rawBytes += plain.body.length;
    gzipBytes += gzipped;
    files.push({ path, raw: plain.body.length, gzip: gzipped });
  }
  return { raw: rawBytes, gzip: gzipBytes, files };
}

export async function pageBytes(slug) {
  const page = await raw(`/events/${slug}`, { headers: { "accept-encoding": "identity" } });
  const pageGzip = await raw(`/events/${slug}`, { headers: { "accept-encoding": "gzip" } });
  const pageBrotli = await raw(`/events/${slug}`, { headers: { "accept-encoding": "br" } });
  const html = page.body.toString("utf8");
  // Every script the page loads: modulepreloads, script src, and the modules its inline script imports.
  const scripts = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) scripts.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="modulepreload"/g)) scripts.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(m[1]);
  for (const m of html.matchAll(/import\s*(?:[^"';]*?from\s*)?["']([^"']+\.js)["']/g)) scripts.add(m[1]);
  const styles = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)) styles.add(m[1]);
  return {
    html: {
      raw: page.body.length,
      gzip: pageGzip.headers["content-encoding"] === "gzip" ? pageGzip.body.length : null,
      brotli: pageBrotli.headers["content-encoding"] === "br" ? pageBrotli.body.length : null,
    },
    js: await measure([...scripts]),
    css: await measure([...styles]),
  };
}

/** What compressing one dynamic page costs at each level: the measurement behind the server's choice. */
export function compressionCosts(body) {
  const time = (fn) => {
    const runs = 200;
    fn();
    const started = performance.now();
    let size = 0;
    for (let i = 0; i < runs; i += 1) size = fn().length;
    return { ms: (performance.now() - started) / runs, bytes: size };
  };
  const brotli = (q) => () => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: q, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
  return {
    input: body.length,
    "gzip 1": time(() => gzipSync(body, { level: 1 })),
    "gzip 4 (served)": time(() => gzipSync(body, { level: 4 })),
    "gzip 6": time(() => gzipSync(body, { level: 6 })),
    "gzip 9": time(() => gzipSync(body, { level: 9 })),
    "brotli 0": time(brotli(0)),
    "brotli 1 (served)": time(brotli(1)),
    "brotli 3": time(brotli(3)),
    "brotli 4": time(brotli(4)),
    "brotli 6": time(brotli(6)),
    "brotli 11": time(brotli(11)),
  };
}
