// The web app's HTTP transport to the platform API: node:http with kept-alive
// connections. Every page makes one or two calls; fetch's streams, abort signals and
// header objects cost more CPU per call than the call itself on this hop.
import http from "node:http";
import https from "node:https";

// An idle connection is closed by us before the API closes it (its Keep-Alive hint less a
// second, or 30 s): a call sent on a connection the API is closing at that moment fails.
// Node's agent reads the hint only when it has a timeout of its own.
const agentOptions = { keepAlive: true, maxSockets: 256, timeout: 30_000 };
const agents = {
  "http:": new http.Agent(agentOptions),
  "https:": new https.Agent(agentOptions),
};

export interface UpstreamResponse {
  status: number;
  contentType: string;
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  json: unknown;
}

/** Thrown when no answer arrives: refused, reset or timed out. */
export class UpstreamUnreachableError extends Error {}

/** POSTs a JSON body and reads the JSON answer. Rejects with UpstreamUnreachableError only when no answer arrives. */
export function postJson(url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<UpstreamResponse> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  const agent = agents[target.protocol as keyof typeof agents];
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      { method: "POST", agent, headers: { ...headers, "Content-Length": Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", (error) => reject(new UpstreamUnreachableError(error.message, { cause: error })));
        response.on("end", () => {
          clearTimeout(timer);
          const contentType = response.headers["content-type"] ?? "";
          let json: unknown;
          if (contentType.includes("json")) {
            try {
              json = JSON.parse(Buffer.concat(chunks).toString("utf8"));
            } catch {
              json = undefined;
            }
          }
          resolve({ status: response.statusCode ?? 0, contentType, json });
        });
      },
    );
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(new UpstreamUnreachableError(error.message, { cause: error }));
    });
    request.end(body);
  });
}

export interface UpstreamBytes {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Any request whose answer is read as bytes (images); the body, if any, is sent as it is. */
export function requestBytes(
  method: "GET" | "POST" | "PUT",
  url: string,
  headers: Record<string, string>,
  body: Uint8Array | null,
  timeoutMs: number,
): Promise<UpstreamBytes> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  const agent = agents[target.protocol as keyof typeof agents];
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      { method, agent, headers: body ? { ...headers, "Content-Length": body.byteLength } : headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", (error) => reject(new UpstreamUnreachableError(error.message, { cause: error })));
        response.on("end", () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
        });
      },
    );
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(new UpstreamUnreachableError(error.message, { cause: error }));
    });
    request.end(body ?? undefined);
  });
}

export interface UpstreamStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The answer's body as it arrives; destroyed when the caller aborts. */
  body: http.IncomingMessage;
}

/**
 * A GET whose answer is passed on as it arrives (event streams, large exports). Only the
 * wait for the answer's head is timed; the body may flow for as long as the caller reads.
 */
export function requestStream(url: string, headers: Record<string, string>, timeoutMs: number, signal?: AbortSignal): Promise<UpstreamStream> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    // No keep-alive agent: a long-lived stream must not hold one of the pooled sockets.
    const request = client.request(target, { method: "GET", headers, signal }, (response) => {
      clearTimeout(timer);
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body: response });
    });
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(new UpstreamUnreachableError(error.message, { cause: error }));
    });
    request.end();
  });
}
