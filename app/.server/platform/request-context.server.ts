import type { RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "~/context";
import type { ApiClient } from "./api.server";
import type { RequestSession } from "./session.server";

// What the request middleware put on the context: this request's session and its API client.
type Ctx = Readonly<RouterContextProvider>;

export function getSession(context: Ctx): RequestSession {
  return context.get(sessionContext);
}

export function getApi(context: Ctx): ApiClient {
  return context.get(apiContext);
}
