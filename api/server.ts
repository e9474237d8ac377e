// The platform API: REST auth (/auth/*), GraphQL (/graphql), the development outbox
// (/dev/outbox) and /health, as one express Router that the Node server mounts at /api.
import type { Router } from "express";
import type { Logger } from "pino";
import { startPlatform } from "./platform.js";
import type { SocialProviderOptions } from "./access/social/provider-client.js";
import type { InProcessAnswer, InProcessGraphQLRequest } from "./graphql/router.js";
import type { StampingOptions } from "./media/domain/stamping.js";
import type { S3StorageOptions } from "./media/domain/storage/s3-options.js";

export type { SocialProviderOptions } from "./access/social/provider-client.js";

export interface ApiOptions {
  /** postgres://… → node-postgres; otherwise PGlite stored in `${dataDir}/pglite`. */
  databaseUrl?: string;
  /** Default "./data"; ignored with databaseUrl. ":memory:" → in-memory PGlite (tests). */
  dataDir?: string;
  /** Web app origin, used for links in e-mails, e.g. http://localhost:3000. */
  publicUrl: string;
  /** HS256 signing key for access tokens (also keys the refresh-token successor box). */
  jwtSecret: string;
  production: boolean;
  /** Expose GET /dev/outbox (never in production). */
  devOutbox: boolean;
  /**
   * A local trial (docs/decisions/0014): demo accounts may sign in. False (a deployment):
   * they are never seeded, and any left from an earlier trial are refused every sign-in.
   */
  trial: boolean;
  /** Seed demo data when the users table is empty (a trial only). */
  seed: boolean;
  /** Brand name used in texts and e-mails. */
  productName: string;
  smtpUrl?: string;
  /** Twilio-compatible Messages API endpoint for SMS; unset: SMS stay in the outbox. */
  smsUrl?: string;
  /** Stripe (deployments): with both set, paid tickets are paid through Stripe Checkout. */
  stripe?: { secretKey: string; webhookSecret: string };
  /** Stripe Connect for members' payout accounts (STRIPE_CONNECT_CLIENT_ID with STRIPE_SECRET_KEY). */
  stripeConnect?: { secretKey: string; clientId: string };
  /** Redis for rate limits shared by instances; unset: in memory. */
  redisUrl?: string;
  /** Prefixes the API's Redis keys, so deployments sharing one Redis keep apart (default "default"). */
  deploymentName?: string;
  /** Server-sent event streams open at once per member (default 10) and on this instance (default 1000). */
  streamsPerUser?: number;
  streamsPerInstance?: number;
  /** GraphQL requests allowed per client address per minute (default DEFAULT_GRAPHQL_RATE_LIMIT_PER_MINUTE). */
  graphqlRateLimitPerMinute?: number;
  /** Sign-ups allowed per client address per hour (default authRateLimits.registrationsPerIp). */
  registrationRateLimitPerHour?: number;
  /** An S3-compatible bucket for presigned uploads; unset: the API takes them itself (docs/decisions/0083). */
  objectStorage?: S3StorageOptions;
  /** Limits of the threads that stamp uploaded PDFs (docs/decisions/0024); default: createPdfStamper's. */
  documentStamping?: StampingOptions;
  /** Injectable clock for tests. */
  clock?: () => Date;
  /**
   * Told after a committed change to anything on an event's public page, whatever wrote it:
   * the database's change feed (api/cache/page-invalidation.ts). The web app purges its cached copies.
   */
  onEventChanged?: (eventId: string) => void;
  /**
   * Keep sessions, users and events read on every request in memory, kept exact by the
   * database's change feed (docs/decisions/0012). Default on; off for diagnostics.
   */
  readCache?: boolean;
  /** Told each SQL statement's duration (diagnostics: QUERY_TIMING_LOG, `npm run bench`). */
  onQuery?: (sql: string, ms: number) => void;
  logger?: Logger;
  /** OpenID Connect providers for social sign-in; their callbacks are `${publicUrl}/api/auth/{name}/callback`. */
  socialProviders?: SocialProviderOptions[];
}

export interface Api {
  router: Router;
  /** POST /graphql without HTTP, for a web app in the same process (docs/decisions/0013). */
  graphql(request: InProcessGraphQLRequest): Promise<InProcessAnswer>;
  /** The instance is stopping: ends the event streams with a retry hint; requests in flight go on. */
  drain(): void;
  close(): Promise<void>;
  demoAccounts: { role: string; email: string; password: string }[];
  /** The seeded demo invite's link, printed at start. */
  demoInviteUrl: string | null;
}

/**
 * Connects, applies migrations (under an advisory lock, so instances starting together
 * take turns), seeds when asked, and returns the router to mount at /api. The app that
 * mounts it must set `trust proxy` so req.ip is the visitor behind the web app.
 */
export async function createApi(options: ApiOptions): Promise<Api> {
  const platform = await startPlatform(options);
  return { router: platform.router, graphql: platform.graphql, drain: platform.drain, close: platform.close, demoAccounts: platform.demoAccounts, demoInviteUrl: platform.demoInviteUrl };
}
