// /api on the public port when the API runs on its own thread or host: requests from
// browsers and other clients (social sign-in callbacks, the development outbox) are passed
// through as they are, naming the visitor in X-Forwarded-For. The web app itself calls the
// API directly, not through here.
//
// The two ends live and die together: a client that goes away takes its upstream request
// with it (a server-sent event stream never ends on its own, and an abandoned one would
// hold one of the pool's sockets for good), and an upstream answer that ends or breaks
// ends or breaks the client's response.
import http from "node:http";
import type { RequestHandler } from "express";
import { commonMessages } from "../contract/common/messages";

/** Hop-by-hop headers end at each hop (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te", "trailer", "transfer-encoding", "upgrade"]);

/** How long an unused upstream connection is kept: less than the API's keep-alive timeout (65 s). */
const IDLE_UPSTREAM_SOCKET_MS = 30_000;

export function createApiProxy(target: string): RequestHandler {
  const upstream = new URL(target);
  // Connections are reused, but a request never waits for one: each client connection holds
  // at most one upstream connection at a time, and the streams a member may hold are capped
  // by the API (api/http/event-streams.ts). A socket cap here would let a few members'
  // streams queue every other request to /api behind them.
  //
  // An idle connection is let go after IDLE_UPSTREAM_SOCKET_MS, well before the API's own
  // keep-alive timeout: were the API to close it first, a request sent on it at that moment
  // would fail with ECONNRESET (and the client get a 503). Node's agent reads the API's
  // Keep-Alive hint only when it has a timeout of its own.
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 64, timeout: IDLE_UPSTREAM_SOCKET_MS });
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
        // An answer cut short (the API stopping) must not look complete to the client.
        answer.on("aborted", () => res.destroy());
        answer.on("error", () => res.destroy());
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => {
      if (res.headersSent) return res.destroy();
      if (!res.writableEnded && !res.destroyed) res.status(503).json({ code: "API_UNAVAILABLE", message: commonMessages.unavailable });
    });
    // The client went before the answer was complete: the upstream request (and its socket) goes too.
    res.on("close", () => {
      if (!res.writableFinished) forwarded.destroy();
    });
    req.pipe(forwarded);
  };
}
