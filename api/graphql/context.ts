// What every resolver receives. A type alias (not an interface) so graphql-http accepts
// it as an operation context.
import { refuseDeactivated } from "../account/domain/lifecycle.js";
import type { Viewer } from "../access/domain/viewer.js";
import type { AuthDeps } from "../kernel/deps.js";
import { DomainError } from "../kernel/errors.js";
import { commonMessages } from "../../contract/common/messages.js";
import { createLoaders, type Loaders } from "./loaders.js";

export type GraphQLContext = {
  /** Null for signed-out visitors. */
  viewer: Viewer | null;
  /** The platform's dependencies (mutations that send mail need the outbox and public URL). */
  deps: AuthDeps;
  /** Per-request batching caches; replaced after a mutation so later fields read fresh data. */
  loaders: Loaders;
  /** The impersonation audit entry of this mutation, if one was recorded (its outcome follows). */
  auditEntryId?: string | null;
};

export function createContext(deps: AuthDeps, viewer: Viewer | null): GraphQLContext {
  return { viewer, deps, loaders: createLoaders(deps, viewer?.userId ?? null) };
}

/** After a mutation: fresh loaders, once the mutation's own changes have reached the read cache. */
export async function refreshLoaders(context: GraphQLContext): Promise<void> {
  await context.deps.cache?.sync();
  context.loaders = createLoaders(context.deps, context.viewer?.userId ?? null);
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
