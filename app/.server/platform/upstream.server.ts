// The web app's HTTP transport to the platform API: node:http with kept-alive
// connections. Every page makes one or two calls; fetch's streams, abort signals and
// header objects cost more CPU per call than the call itself on this hop.
import http from "node:http";
import https from "node:https";

const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 256 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 256 }),
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
