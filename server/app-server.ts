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

/**
 * V8 before 13 (Node 20) gives every object that Reflect.construct builds with another
 * new.target a hidden class of its own; V8 13 (Node 24) shares one. Measured: 20–32 µs a
 * request or response object on Node 20 against under 1 µs, and a cached page served whole
 * at 0.3 CPU ms instead of 0.1, every later property access on them being slow too.
 */
const reflectShareMaps = Number(process.versions.v8.split(".")[0]) >= 13;

/** Node's request (or response) class, constructing objects whose prototype is `prototype`. */
function bornWith<T extends typeof IncomingMessage | typeof ServerResponse>(base: T, prototype: object): T {
  const born = reflectShareMaps
    ? // Node's own constructor (a function today, maybe a class later) with this new.target.
      function Born(...args: unknown[]) {
        return Reflect.construct(base, args, Born);
      }
    : // Node 20, where both are plain functions that set up `this`: `new Born()` allocates
      // with Born's own map (prototype `prototype`) and Node's constructor fills it in.
      function Born(this: object, ...args: unknown[]) {
        (base as unknown as (...args: unknown[]) => void).apply(this, args);
      };
  born.prototype = prototype;
  return born as unknown as T;
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
