// What every resolver receives. A type alias (not an interface) so graphql-http accepts
// it as an operation context.
import type { Viewer } from "../domain/auth/viewer.js";
import type { AuthDeps } from "../domain/deps.js";
import { DomainError } from "../domain/errors.js";
import { commonMessages } from "../domain/messages.js";
import { createLoaders, type Loaders } from "./loaders.js";

export type GraphQLContext = {
  /** Null for signed-out visitors. */
  viewer: Viewer | null;
  deps: AuthDeps;
  /** Per-request batching caches; replaced after a mutation so later fields read fresh data. */
  loaders: Loaders;
};

export function createContext(deps: AuthDeps, viewer: Viewer | null): GraphQLContext {
  return { viewer, deps, loaders: createLoaders(deps.db, viewer?.userId ?? null) };
}

export function refreshLoaders(context: GraphQLContext): void {
  context.loaders = createLoaders(context.deps.db, context.viewer?.userId ?? null);
}

export function requireViewer(context: GraphQLContext): Viewer {
  if (!context.viewer) throw new DomainError("AUTH_NOT_AUTHENTICATED", commonMessages.notAuthenticated);
  return context.viewer;
}
