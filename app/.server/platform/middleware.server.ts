import type { MiddlewareFunction } from "react-router";
import { apiContext, serverContext, sessionContext } from "~/context";
import { ApiClient } from "./api.server";
import { readSession } from "./session.server";

/**
 * Root middleware: opens the session, refreshes the access token once for the
 * whole request (before any loader runs), and writes the cookie back when it
 * changed. Personal responses are never cacheable by shared caches.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { clientIp, graphql } = context.get(serverContext);
  const session = readSession(request);
  const api = new ApiClient(session, clientIp, graphql);
  context.set(sessionContext, session);
  context.set(apiContext, api);

  const hadAuth = Boolean(session.auth);
  await api.ensureFreshToken();

  const started = performance.now();
  const response = await next();
  const totalMs = performance.now() - started;

  const cookies = [...session.commit()];
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  // A stored image (/media/<id>.webp) is the same for everyone and never changes: it stays
  // shareable for members too, unless this very answer sets a cookie.
  const sameForEveryone = cookies.length === 0 && /\bimmutable\b/.test(response.headers.get("Cache-Control") ?? "");
  if (!sameForEveryone && (hadAuth || session.auth || session.isChanged)) {
    response.headers.set("Cache-Control", "private, no-store");
  }
  response.headers.append("Vary", "Cookie");
  response.headers.append(
    "Server-Timing",
    `api;desc="platform API";dur=${api.timings.totalMs.toFixed(1)}, app;desc="loaders and render";dur=${Math.max(0, totalMs - api.timings.totalMs).toFixed(1)}`,
  );
  return response;
};
