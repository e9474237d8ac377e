// What every resolver receives. A type alias (not an interface) so graphql-http accepts
// it as an operation context.
import { refuseDeactivated } from "../account/domain/lifecycle.js";
import type { Viewer } from "../access/domain/viewer.js";
import type { AuthDeps } from "../kernel/deps.js";
import { DomainError } from "../kernel/errors.js";
import { commonMessages } from "../../contract/common/messages.js";
import { createLoaders, type Loaders } from "./loaders.js";
import type { RateLimiter } from "../http/rate-limit.js";

export type GraphQLContext = {
  /** Null for signed-out visitors. */
  viewer: Viewer | null;
  /** The platform's dependencies (mutations that send mail need the outbox and public URL). */
  deps: AuthDeps;
  /** Per-request batching caches; replaced after a mutation so later fields read fresh data. */
  loaders: Loaders;
  /** The impersonation audit entry of this mutation, if one was recorded (its outcome follows). */
  auditEntryId?: string | null;
  /** Counts lookups a resolver limits beyond the endpoint's per-client limit (people search). */
  rateLimiter?: RateLimiter;
  /** The client's address as the endpoint's per-client limit sees it (limits shared with the REST endpoints). */
  clientIp?: string;
};

export function createContext(deps: AuthDeps, viewer: Viewer | null, rateLimiter?: RateLimiter, clientIp?: string): GraphQLContext {
  return { viewer, deps, loaders: createLoaders(deps, viewer?.userId ?? null), rateLimiter, clientIp };
}

/** Counts `cost` lookups (default one) under the key; RATE_LIMITED once the window's limit is used up. */
export async function limitRate(context: GraphQLContext, key: string, policy: { limit: number; windowMs: number }, cost = 1): Promise<void> {
  if (!context.rateLimiter) return;
  const { allowed, retryAfterMs } = await context.rateLimiter.hit(key, policy.limit, policy.windowMs, cost);
  if (!allowed) throw new DomainError("RATE_LIMITED", commonMessages.tooManyRequests, { retryAfterMs });
}

/** After a mutation: fresh loaders, once the mutation's own changes have reached the read cache. */
export async function refreshLoaders(context: GraphQLContext): Promise<void> {
  await context.deps.cache?.sync();
  context.loaders = createLoaders(context.deps, context.viewer?.userId ?? null);
}

/**
 * A read made at most once per GraphQL request, however many fields ask for it (the current
 * terms, the viewer's standings in every club): the first call starts it, later calls share it.
 */
export function oncePerRequest<T>(read: (context: GraphQLContext) => Promise<T>): (context: GraphQLContext) => Promise<T> {
  const started = new WeakMap<GraphQLContext, Promise<T>>();
  return (context) => {
    let pending = started.get(context);
    if (!pending) {
      pending = read(context);
      started.set(context, pending);
    }
    return pending;
  };
}

/**
 * The signed-in viewer. A deleted (deactivated) account may act only where the resolver
 * says so (reading its own account, reactivating); everywhere else it is refused.
 */
export function requireViewer(context: GraphQLContext, { allowDeactivated = false } = {}): Viewer {
  if (!context.viewer) throw new DomainError("AUTH_NOT_AUTHENTICATED", commonMessages.notAuthenticated);
  if (!allowDeactivated) refuseDeactivated(context.viewer);
  return context.viewer;
}
