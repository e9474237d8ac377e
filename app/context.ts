import { createContext } from "react-router";
import type { ApiClient } from "~/.server/platform/api.server";
import type { RequestSession } from "~/.server/platform/session.server";

/** Per-request values from the Node server (server/index.ts). */
export interface ServerContext {
  nonce: string;
  clientIp?: string;
}

export const serverContext = createContext<ServerContext>();
/** Set by the root middleware before any loader or action runs. */
export const sessionContext = createContext<RequestSession>();
export const apiContext = createContext<ApiClient>();
