import { ApiUnavailableError } from "./api-errors.server";
import { webEnv } from "./env.server";
import type { AuthInfo } from "./session.server";
import { postJson, type UpstreamResponse } from "./upstream.server";

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
  let response: UpstreamResponse;
  try {
    response = await postJson(
      `${webEnv().upstreamUrl}/api/auth/refresh`,
      { "Content-Type": "application/json", Accept: "application/json", "Accept-Encoding": "identity", ...(clientIp ? { "X-Forwarded-For": clientIp } : {}) },
      JSON.stringify({ refreshToken }),
      10_000,
    );
  } catch {
    return { kind: "unavailable" };
  }
  if (response.status >= 200 && response.status < 300 && response.json) return { kind: "refreshed", info: response.json as AuthInfo };
  if (response.status === 400 || response.status === 401 || response.status === 403) return { kind: "rejected" };
  return { kind: "unavailable" };
}

export function isUnavailable(error: unknown): error is ApiUnavailableError {
  return error instanceof ApiUnavailableError;
}
