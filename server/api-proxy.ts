// /api on the public port when the API runs on its own thread or host: requests from
// browsers and other clients (social sign-in callbacks, the development outbox) are passed
// through as they are, naming the visitor in X-Forwarded-For. The web app itself calls the
// API directly, not through here.
import http from "node:http";
import type { RequestHandler } from "express";

/** Hop-by-hop headers end at each hop (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te", "trailer", "transfer-encoding", "upgrade"]);

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function createApiProxy(target: string): RequestHandler {
  const upstream = new URL(target);
  return (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    headers["x-forwarded-for"] = req.ip ?? "";
    headers["x-forwarded-proto"] = req.protocol;
    headers.host = upstream.host;
    const forwarded = http.request(
      { protocol: upstream.protocol, hostname: upstream.hostname, port: upstream.port, method: req.method, path: `/api${req.url}`, headers, agent },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => {
      if (res.headersSent) return res.destroy();
      res.status(503).json({ code: "API_UNAVAILABLE", message: "The service is unavailable. Please try again in a moment." });
    });
    req.pipe(forwarded);
  };
}
