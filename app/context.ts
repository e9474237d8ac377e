import { createContext } from "react-router";
import type { ApiClient } from "~/.server/platform/api.server";
import type { RequestSession } from "~/.server/platform/session.server";

/**
 * The platform API's GraphQL endpoint in this very process, called without HTTP
 * (docs/decisions/0013): the JSON body as text, header names in lower case, the visitor's
 * address; the answer's status and JSON text. Rejects when no answer comes in time.
 */
export type InProcessGraphQL = (
  request: { headers: Record<string, string>; body: string; ip?: string },
  timeoutMs: number,
) => Promise<{ status: number; body: string }>;

/** Per-request values from the Node server (server/index.ts). */
export interface ServerContext {
  nonce: string;
  clientIp?: string;
  /** Set when the web app calls its own API in this process rather than over HTTP. */
  graphql?: InProcessGraphQL;
}

export const serverContext = createContext<ServerContext>();
/** Set by the root middleware before any loader or action runs. */
export const sessionContext = createContext<RequestSession>();
export const apiContext = createContext<ApiClient>();
