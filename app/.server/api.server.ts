import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print, type DocumentNode } from "graphql";
import { ApiError, ApiUnavailableError } from "./api-errors.server";
import { webEnv } from "./env.server";
import { refreshTokens } from "./refresh.server";
import { postJson, type UpstreamResponse } from "./upstream.server";
import type { RequestSession } from "./session.server";

const TIMEOUT_MS = 10_000;
/**
 * Uncompressed answers: the API sits next to the web app (same process or network), where
 * compressing and decompressing every JSON answer costs more CPU than the bytes it saves.
 */
const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json", "Accept-Encoding": "identity" } as const;
/** Refresh a little before expiry so a token never dies on the way to the API. */
const EXPIRY_MARGIN_MS = 30_000;

const printed = new WeakMap<DocumentNode, string>();
function queryText(document: DocumentNode): string {
  let text = printed.get(document);
  if (!text) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; fields?: Record<string, string> };
}

export interface ApiTimings {
  totalMs: number;
  calls: number;
}

/**
 * The web app's one way to the platform API. Holds the request's session, adds
 * the bearer token and the visitor's address, refreshes once and retries once on
 * AUTH_NOT_AUTHENTICATED. Network errors and 5xx raise ApiUnavailableError and
 * never clear the session.
 */
export class ApiClient {
  readonly timings: ApiTimings = { totalMs: 0, calls: 0 };

  constructor(
    private readonly session: RequestSession,
    private readonly clientIp?: string,
  ) {}

  /** Refreshes the access token when it is (about to be) expired. Run once per request by the root middleware. */
  async ensureFreshToken(now = Date.now()): Promise<void> {
    const auth = this.session.auth;
    if (!auth || auth.accessExpiresAt - EXPIRY_MARGIN_MS > now) return;
    await this.refresh();
  }

  private async refresh(): Promise<boolean> {
    const auth = this.session.auth;
    if (!auth) return false;
    const outcome = await refreshTokens(auth.refreshToken, this.clientIp);
    if (outcome.kind === "refreshed") {
      // A user in the middle of a second factor stays there; refresh never completes it.
      this.session.signIn(outcome.info);
      return true;
    }
    if (outcome.kind === "rejected") this.session.signOut();
    return false;
  }

  async query<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables?: TVariables): Promise<TData> {
    const first = await this.post<TData>(document, variables);
    if (first.authFailed && this.session.auth) {
      const refreshed = await this.refresh();
      if (refreshed || !this.session.auth) {
        const second = await this.post<TData>(document, variables);
        return this.unwrap(second);
      }
    }
    return this.unwrap(first);
  }

  private unwrap<TData>(result: { data?: TData; errors?: GraphQLErrorBody[]; status: number }): TData {
    const error = result.errors?.[0];
    if (error) {
      const code = error.extensions?.code ?? "INTERNAL";
      if (code === "INTERNAL" && result.status >= 500) throw new ApiUnavailableError(error.message);
      throw new ApiError(code, error.message, result.status, error.extensions?.fields);
    }
    if (!result.data) throw new ApiUnavailableError("empty response");
    return result.data;
  }

  private async post<TData>(document: DocumentNode, variables: unknown) {
    const headers: Record<string, string> = { ...JSON_HEADERS };
    const token = this.session.auth?.accessToken;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (this.clientIp) headers["X-Forwarded-For"] = this.clientIp;
    const started = performance.now();
    let response: UpstreamResponse;
    try {
      response = await postJson(
        `${webEnv().upstreamUrl}/api/graphql`,
        headers,
        JSON.stringify({ query: queryText(document), variables: variables ?? {} }),
        TIMEOUT_MS,
      );
    } catch (error) {
      throw new ApiUnavailableError(error);
    } finally {
      this.timings.totalMs += performance.now() - started;
      this.timings.calls += 1;
    }
    const body = response.json as { data?: TData; errors?: GraphQLErrorBody[] } | undefined;
    if (!body || typeof body !== "object") throw new ApiUnavailableError(`HTTP ${response.status}`);
    const authFailed =
      response.status === 401 || (body.errors ?? []).some((e) => e.extensions?.code === "AUTH_NOT_AUTHENTICATED");
    return { ...body, status: response.status, authFailed };
  }

  /**
   * POST to /api/auth/*. Auth calls never trigger a refresh (spec 1 §8); a
   * bearer token is sent only when asked.
   */
  async auth<T>(path: string, body: unknown, { bearer = false }: { bearer?: boolean } = {}): Promise<T> {
    const headers: Record<string, string> = { ...JSON_HEADERS };
    const token = this.session.auth?.accessToken;
    if (bearer && token) headers.Authorization = `Bearer ${token}`;
    if (this.clientIp) headers["X-Forwarded-For"] = this.clientIp;
    const started = performance.now();
    let response: UpstreamResponse;
    try {
      response = await postJson(`${webEnv().upstreamUrl}/api/auth/${path}`, headers, JSON.stringify(body ?? {}), TIMEOUT_MS);
    } catch (error) {
      throw new ApiUnavailableError(error);
    } finally {
      this.timings.totalMs += performance.now() - started;
      this.timings.calls += 1;
    }
    if (response.status === 204) return undefined as T;
    const json = (response.json ?? null) as
      | (T & { code?: string; message?: string; fields?: Record<string, string>; details?: Record<string, string | number | null> })
      | null;
    if (response.status >= 200 && response.status < 300) return json as T;
    if (response.status >= 500 || !json) throw new ApiUnavailableError(`HTTP ${response.status}`);
    throw new ApiError(json.code ?? "ERROR", json.message ?? "", response.status, json.fields, json.details);
  }
}
