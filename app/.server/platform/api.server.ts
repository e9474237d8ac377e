import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print, type DocumentNode } from "graphql";
import { ApiError, ApiUnavailableError } from "./api-errors.server";
import { webEnv } from "./env.server";
import { refreshTokens } from "./refresh.server";
import { Readable } from "node:stream";
import { postJson, requestBytes, requestStream, type UpstreamBytes, type UpstreamResponse, type UpstreamStream } from "./upstream.server";
import type { RequestSession } from "./session.server";
import type { InProcessGraphQL } from "~/context";
import type { AccessRestEndpoints } from "../../../contract/access/rest";
import type { AccountRestEndpoints } from "../../../contract/account/rest";
import type { PresignedImageUpload, StoredDocument, StoredImage } from "../../../contract/media/rest";

/** Every /api/auth/* endpoint the web server calls: its path, the body it sends, the answer it gets. */
type AuthEndpoints = AccessRestEndpoints & AccountRestEndpoints;
export type AuthPath = keyof AuthEndpoints;

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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; fields?: Record<string, string> };
}

type PostResult<TData> = { data?: TData; errors?: GraphQLErrorBody[]; status: number; authFailed: boolean };

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
    /**
     * The API's GraphQL endpoint when this process runs the API (on its thread, over a message
     * port: server/in-process-graphql.ts); without it, GraphQL goes over HTTP to UPSTREAM_URL.
     */
    private readonly inProcessGraphQL?: InProcessGraphQL,
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
    const first = await this.post<TData>(queryText(document), variables);
    if (first.authFailed && this.session.auth) {
      const refreshed = await this.refresh();
      if (refreshed || !this.session.auth) {
        const second = await this.post<TData>(queryText(document), variables);
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

  private async post<TData>(query: string, variables: unknown): Promise<PostResult<TData>> {
    // A token that still owes the second factor opens nothing in the graph: ask as a visitor.
    const token = this.session.user?.mfaPending ? undefined : this.session.auth?.accessToken;
    const request = JSON.stringify({ query, variables: variables ?? {} });
    // One request per query: a page asks the one query written for it (docs/decisions/0013).
    const started = performance.now();
    let response: UpstreamResponse;
    try {
      if (this.inProcessGraphQL) {
        const answer = await this.inProcessGraphQL({ headers: token ? { authorization: `Bearer ${token}` } : {}, body: request, ip: this.clientIp }, TIMEOUT_MS);
        response = { status: answer.status, contentType: "application/json", json: parseJson(answer.body) };
      } else {
        const headers: Record<string, string> = { ...JSON_HEADERS };
        if (token) headers.Authorization = `Bearer ${token}`;
        if (this.clientIp) headers["X-Forwarded-For"] = this.clientIp;
        response = await postJson(`${webEnv().upstreamUrl}/api/graphql`, headers, request, TIMEOUT_MS);
      }
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
  async auth<P extends AuthPath>(path: P, body: AuthEndpoints[P]["body"], { bearer = false }: { bearer?: boolean } = {}): Promise<AuthEndpoints[P]["response"]> {
    type T = AuthEndpoints[P]["response"];
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

  /**
   * POST /api/media/images: the API checks the bytes really are an image and stores them
   * (1000×1000 WEBP) as the signed-in member's. A refusal is an ApiError with the message.
   */
  uploadImage(bytes: Uint8Array, contentType: string): Promise<StoredImage> {
    return this.upload<StoredImage>("media/images", bytes, contentType);
  }

  /** POST /api/media/uploads: a presigned URL for one image of the member's (docs/decisions/0083). */
  createImageUpload(contentType: string): Promise<PresignedImageUpload> {
    return this.upload<PresignedImageUpload>("media/uploads", new TextEncoder().encode(JSON.stringify({ contentType })), "application/json");
  }

  /** POST /api/media/uploads/:uploadId/complete: the uploaded file checked and stored as an image. */
  completeImageUpload(uploadId: string): Promise<StoredImage> {
    return this.upload<StoredImage>(`media/uploads/${encodeURIComponent(uploadId)}/complete`, new Uint8Array(0), "application/octet-stream");
  }

  /**
   * An image uploaded the way the browser does it with JavaScript (docs/decisions/0083): a
   * presigned URL asked for, the bytes sent to it, then completed. Refusals are ApiErrors with the message.
   */
  async uploadImageByPresignedUrl(bytes: Uint8Array, contentType: string, beforeSending?: (uploadId: string) => Promise<unknown>): Promise<StoredImage> {
    const presigned = await this.createImageUpload(contentType);
    // What the upload is for may be recorded first (a pie's layer picture, PENDING until completed).
    if (beforeSending) await beforeSending(presigned.uploadId);
    await this.sendToPresignedUrl(presigned, bytes, contentType);
    return this.completeImageUpload(presigned.uploadId);
  }

  /** The bytes sent to a presigned URL, as the browser sends them (the no-JavaScript path). */
  async sendToPresignedUrl(presigned: PresignedImageUpload, bytes: Uint8Array, contentType: string): Promise<void> {
    const started = performance.now();
    try {
      await sendToPresignedUrl(presigned, bytes, contentType);
    } finally {
      this.timings.totalMs += performance.now() - started;
      this.timings.calls += 1;
    }
  }

  /**
   * POST /api/events/:eventId/disclosure-document: the API checks the bytes are a PDF, stamps
   * its watermark and stores it (docs/decisions/0024). A refusal is an ApiError with the message.
   */
  uploadDisclosureDocument(eventId: string, bytes: Uint8Array): Promise<StoredDocument> {
    return this.upload<StoredDocument>(`events/${encodeURIComponent(eventId)}/disclosure-document`, bytes, "application/pdf");
  }

  /**
   * POST /api/rewards/pies/:pieId/privacy-document: a reward's privacy policy PDF, checked, stamped
   * with the watermark and stored like a disclosure document (ADR 0077).
   */
  uploadRewardPrivacyDocument(pieId: string, bytes: Uint8Array): Promise<StoredDocument> {
    return this.upload<StoredDocument>(`rewards/pies/${encodeURIComponent(pieId)}/privacy-document`, bytes, "application/pdf");
  }

  /** A raw upload to the API as the signed-in member; 201 answers the stored thing. */
  private async upload<T>(path: string, bytes: Uint8Array, contentType: string): Promise<T> {
    const headers: Record<string, string> = { "Content-Type": contentType || "application/octet-stream", Accept: "application/json" };
    const token = this.session.user?.mfaPending ? undefined : this.session.auth?.accessToken;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (this.clientIp) headers["X-Forwarded-For"] = this.clientIp;
    const started = performance.now();
    let response: UpstreamBytes;
    try {
      response = await requestBytes("POST", `${webEnv().upstreamUrl}/api/${path}`, headers, bytes, TIMEOUT_MS);
    } catch (error) {
      throw new ApiUnavailableError(error);
    } finally {
      this.timings.totalMs += performance.now() - started;
      this.timings.calls += 1;
    }
    let json: (T & { code?: string; message?: string; fields?: Record<string, string> }) | null = null;
    try {
      json = JSON.parse(response.body.toString("utf8"));
    } catch {
      json = null;
    }
    if (response.status === 201 && json) return json;
    if (response.status >= 500 || !json) throw new ApiUnavailableError(`HTTP ${response.status}`);
    throw new ApiError(json.code ?? "ERROR", json.message ?? "", response.status, json.fields);
  }

  /**
   * GET /api/<path> passed through as a stream (server-sent events, CSV exports): the
   * browser reads the API's bytes as they come, through the web app, with the member's
   * token added here. Answers other than 2xx are read whole and raised like any refusal.
   * The stream ends when the browser goes away (`signal`, the page request's).
   */
  async stream(path: string, { signal, accept }: { signal?: AbortSignal; accept?: string } = {}): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept ?? "*/*", "Accept-Encoding": "identity" };
    const token = this.session.user?.mfaPending ? undefined : this.session.auth?.accessToken;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (this.clientIp) headers["X-Forwarded-For"] = this.clientIp;
    let upstream: UpstreamStream;
    try {
      upstream = await requestStream(`${webEnv().upstreamUrl}/api/${path.replace(/^\/+/, "")}`, headers, TIMEOUT_MS, signal);
    } catch (error) {
      throw new ApiUnavailableError(error);
    }
    if (upstream.status < 200 || upstream.status >= 300) {
      const chunks: Buffer[] = [];
      for await (const chunk of upstream.body) chunks.push(chunk as Buffer);
      let json: { code?: string; message?: string } | null = null;
      try {
        json = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        json = null;
      }
      if (upstream.status >= 500 || !json) throw new ApiUnavailableError(`HTTP ${upstream.status}`);
      throw new ApiError(json.code ?? "ERROR", json.message ?? "", upstream.status);
    }
    const passed = new Headers();
    for (const name of ["content-type", "content-disposition", "cache-control"]) {
      const value = upstream.headers[name];
      if (typeof value === "string") passed.set(name, value);
    }
    return new Response(Readable.toWeb(upstream.body) as ReadableStream<Uint8Array>, { status: upstream.status, headers: passed });
  }
}

/** The bytes sent to a presigned URL: the API's own (relative) by PUT, a bucket's by a multipart POST. */
async function sendToPresignedUrl(presigned: PresignedImageUpload, bytes: Uint8Array, contentType: string): Promise<void> {
  let status: number;
  let text: string;
  try {
    if (presigned.method === "PUT") {
      const url = presigned.url.startsWith("/") ? `${webEnv().upstreamUrl}${presigned.url}` : presigned.url;
      const response = await requestBytes("PUT", url, { ...presigned.headers, Accept: "application/json" }, bytes, TIMEOUT_MS);
      status = response.status;
      text = response.body.toString("utf8");
    } else {
      const form = new FormData();
      for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
      form.append("file", new Blob([new Uint8Array(bytes)], { type: contentType }));
      const response = await fetch(presigned.url, { method: "POST", body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
      status = response.status;
      text = await response.text();
    }
  } catch (error) {
    throw new ApiUnavailableError(error);
  }
  if (status >= 200 && status < 300) return;
  let json: { code?: string; message?: string; fields?: Record<string, string> } | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  if (status >= 500 || !json?.message) throw new ApiUnavailableError(`HTTP ${status}`);
  throw new ApiError(json.code ?? "ERROR", json.message, status, json.fields);
}
