// The HTTP server of an express app, with requests and responses born as the app's own
// (docs/decisions/0041-requests-born-with-express-prototypes.md).
//
// express's app.handle gives every request and response the app's prototypes with
// Object.setPrototypeOf. Measured on Node 20 under load, what Node allocates for a request
// re-parented that way outlived two young-generation collections and was promoted to the old
// generation: 6–7 KB a request with a bare express app, with scavenges of up to 35 ms. Objects
// created with the app's prototypes from the start make express's setPrototypeOf a no-op;
// the bare app then promotes nothing, and the signed-in event page 24 KB a request instead
// of 35. Node 24 shows no such promotion either way.
import { IncomingMessage, ServerResponse, createServer, type Server } from "node:http";
import type { Express } from "express";

/** Node's request (or response) class, constructing objects whose prototype is `prototype`. */
function bornWith<T extends typeof IncomingMessage | typeof ServerResponse>(base: T, prototype: object): T {
  // Reflect.construct runs Node's own constructor (a function on Node 20, possibly a class
  // later) with this function as new.target, so the object's prototype is `prototype`.
  function Born(this: unknown, ...args: unknown[]) {
    return Reflect.construct(base, args, Born);
  }
  Born.prototype = prototype;
  return Born as unknown as T;
}

/** What `app.listen()` creates, but with the app's request and response prototypes from birth. */
export function createAppServer(app: Express): Server {
  return createServer(
    {
      IncomingMessage: bornWith(IncomingMessage, app.request),
      ServerResponse: bornWith(ServerResponse, app.response) as typeof ServerResponse<IncomingMessage>,
    },
    app,
  );
}
