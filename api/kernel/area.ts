// What an area (docs/decisions/0016) gives the platform: its GraphQL part (schema files,
// resolvers, namespaces, loaders) and its REST routes, if any. api/areas.ts lists them.
import type { Router } from "express";
import type { Logger } from "pino";
import type { ChangeFeed } from "../cache/change-feed.js";
import type { ReadCache } from "../cache/read-cache.js";
import type { Database } from "../db/client.js";
import type { Resolvers } from "../graphql/generated.js";
import type { EventStreams } from "../http/event-streams.js";
import type { RateLimiter } from "../http/rate-limit.js";
import type { SocialProviderClient } from "../access/social/provider-client.js";
import type { AuthDeps } from "./deps.js";

/** What a loader factory may read: the database, behind the read cache when there is one. */
export interface LoaderDeps {
  db: Database;
  cache?: ReadCache;
}

/** What an area's REST routes receive. */
export type AuthRouteDeps = AuthDeps & {
  rateLimiter: RateLimiter;
  logger: Logger;
  socialProviders?: SocialProviderClient[];
  /** Sign-ups allowed per client address per hour, when not the default. */
  registrationsPerHour?: number;
};

/** What an area's other HTTP routes receive (streams, exports): also the change feed, when one runs. */
export type HttpRouteDeps = AuthRouteDeps & { changeFeed: ChangeFeed | null; eventStreams: EventStreams };

export interface ApiArea<AreaLoaders extends object = object> {
  name: string;
  /** The area's SDL files, relative to api/ (each extends Query/Mutation with its namespaces). */
  schemaFiles: readonly string[];
  resolvers: Resolvers;
  /** Root fields of Query and Mutation the area adds: namespaces whose fields do the work (DESIGN.md §3). */
  namespaces: readonly string[];
  /** Per-request DataLoaders; the GraphQL context's `loaders` is every area's, merged. */
  createLoaders(deps: LoaderDeps, viewerId: string | null): AreaLoaders;
  /** REST routes, mounted at /auth. */
  authRoutes?(deps: AuthRouteDeps): Router;
  /**
   * Other HTTP routes, mounted at /api itself (name them under the area, e.g. /events/…):
   * what GraphQL does not carry well, such as server-sent events and streamed exports.
   * They authenticate with the bearer token like every other call (api/http/bearer.ts).
   */
  httpRoutes?(deps: HttpRouteDeps): Router;
}

/** Keeps the area's loader type (for the context's `Loaders`) while checking the rest. */
export function defineArea<AreaLoaders extends object>(area: ApiArea<AreaLoaders>): ApiArea<AreaLoaders> {
  return area;
}
