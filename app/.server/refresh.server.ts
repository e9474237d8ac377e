import { ApiUnavailableError } from "./api-errors.server";
import { webEnv } from "./env.server";
import type { AuthInfo } from "./session.server";

export type RefreshOutcome = { kind: "refreshed"; info: AuthInfo } | { kind: "rejected" } | { kind: "unavailable" };

/**
 * Single-flight refresh: concurrent requests holding the same refresh token
 * share one call to /api/auth/refresh. (Across instances, the API's grace
 * window returns the same successor, so parallel refreshes never log anyone out.)
 */
const inflight = new Map<string, Promise<RefreshOutcome>>();

export function refreshTokens(refreshToken: string, clientIp?: string): Promise<RefreshOutcome> {
  let pending = inflight.get(refreshToken);
  if (!pending) {
    pending = callRefresh(refreshToken, clientIp).finally(() => {
      // Keep the answer a moment so requests arriving just after still share it.
      setTimeout(() => inflight.delete(refreshToken), 2000).unref?.();
    });
    inflight.set(refreshToken, pending);
  }
  return pending;
}

async function callRefresh(refreshToken: string, clientIp?: string): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await fetch(`${webEnv().upstreamUrl}/api/auth/refresh`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(clientIp ? { "X-Forwarded-For": clientIp } : {}) },
      body: JSON.stringify({ refreshToken }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return { kind: "unavailable" };
  }
  if (response.ok) return { kind: "refreshed", info: (await response.json()) as AuthInfo };
  if (response.status === 400 || response.status === 401 || response.status === 403) return { kind: "rejected" };
  return { kind: "unavailable" };
}

export function isUnavailable(error: unknown): error is ApiUnavailableError {
  return error instanceof ApiUnavailableError;
}
