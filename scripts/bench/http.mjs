// Raw HTTP to the server under test (or the stock page's, with `base`), and the many-visitors address generator.
import { request as httpRequest } from "node:http";
import { BASE } from "./config.mjs";

/** A raw HTTP request: bytes exactly as sent (no automatic decompression). */
export function raw(path, { method = "GET", headers = {}, body, base = BASE } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A different address per request: the benchmark stands for many visitors (the server trusts loopback proxies). */
let visitor = 0;
export const nextAddress = () => {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

let uniqueCounter = 0;
/** A number never used before in this run: a query string the page cache has not seen. */
export const nextUnique = () => ++uniqueCounter;
