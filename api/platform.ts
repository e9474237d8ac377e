// Composition root: connects the database, applies migrations, seeds, starts the outbox
// dispatcher and assembles the HTTP router. server.ts exposes the public surface of it;
// tests use the platform directly to arrange data.
import { hkdfSync } from "node:crypto";
import { Router, type Request, type Response } from "express";
import pino, { type Logger } from "pino";
import { areas } from "./areas.js";
import { createAuthRouter } from "./http/auth-router.js";
import { createImpersonationAudit } from "./http/impersonation-audit.js";
import { createSocialProviderClient } from "./access/social/provider-client.js";
import { createMemoryRateLimiter, type RateLimiter } from "./http/rate-limit.js";
import { createEventStreams } from "./http/event-streams.js";
import { connectRedis, createRedisRateLimiter, type RedisConnection } from "./http/rate-limit-redis.js";
import { ReadCache } from "./cache/read-cache.js";
import { purgePagesOnChange } from "./cache/page-invalidation.js";
import type { ChangeFeed } from "./cache/change-feed.js";
import { connectDatabase, pingDatabase, type DatabaseConnection } from "./db/client.js";
import { presentDemoAccounts, seedDemoData, type DemoAccount } from "./db/seed.js";
import { ensureFirstTerms, markDemoAgreement, presentDemoInvite, seedDemoInvite } from "./db/seed-legal.js";
import { createAccessTokens } from "./access/domain/access-tokens.js";
import { createSecretBox } from "./access/domain/secrets.js";
import { systemClock, type Clock } from "./kernel/clock.js";
import type { AuthDeps } from "./kernel/deps.js";
import { commonMessages } from "../contract/common/messages.js";
import { createGraphQLEndpoint, type InProcessAnswer, type InProcessGraphQLRequest } from "./graphql/router.js";
import { restErrorHandler } from "./http/errors.js";
import { createDevOutboxRouter } from "./messaging/dev-outbox.js";
import { startOutboxDispatcher } from "./messaging/dispatcher.js";
import { startJobQueue, type JobQueue } from "./kernel/jobs/queue.js";
import { startRewardJobs } from "./rewards/pie-rewards/jobs.js";
import { createOutbox } from "./messaging/outbox.js";
import { withSubscriptionFooter } from "./messaging/templates.js";
import { createSubscriptionTokens } from "./account/domain/subscriptions.js";
import { createTicketPassKey } from "./events/domain/ticket-pass.js";
import { createMediaRouter } from "./media/index.js";
import { createDevTermsRouter } from "./access/http/dev-terms-router.js";
import { createSmsHttpTransport, createSmtpTransport, localTransport, routeByChannel } from "./messaging/transports.js";
import { apiAssetPath } from "./paths.js";
import { applyPaymentOutcome, releaseExpiredBookings } from "./events/checkout/domain/settlement.js";
import { applyPieCreationOutcome } from "./pies/domain/settlement.js";
import { applyPointsOrderOutcome, pointsOrderIdOf } from "./clubs/purchases/domain/purchases.js";
import { applyOfferOrderOutcome, offerOrderIdOf } from "./clubs/offer-orders/domain/offer-orders.js";
import { applySliceOrderOutcome, sliceOrderIdOf } from "./pies/trade/domain/trade.js";
import { applyPieUpgradeOutcome, upgradeOrderIdOf } from "./pies/dashboard/domain/upgrade.js";
import { startRefundRetries } from "./hosting/money/refund-retries.js";
import { settleApprovalRequests } from "./events/checkout/domain/approval-payments.js";
import { applyRefundOutcome } from "./hosting/money/domain/refunds.js";
import { startWaitingListNotifier, type WaitingListNotifier } from "./events/waiting-list-notifier.js";
import { startEventStartedNotifier } from "./account/notifications/event-started-notifier.js";
import { createSandboxRouter, createStripeWebhookRouter } from "./payments/http.js";
import type { PaymentOutcome } from "./payments/provider.js";
import { createSandboxProvider } from "./payments/sandbox-provider.js";
import { createStripeProvider } from "./payments/stripe-provider.js";
import { createStripeConnectPayoutProvider } from "./account/domain/stripe-connect-payouts.js";
import type { ApiOptions } from "./server.js";
import { createPdfStamper } from "./media/domain/stamping.js";
import { startUploadCleanup } from "./media/domain/uploads.js";
import { createLocalStorage } from "./media/domain/storage/local-storage.js";
import { createS3Storage } from "./media/domain/storage/s3-storage.js";

/** Any fixed number: the key every instance locks while migrating and seeding. */
const MIGRATION_LOCK_KEY = 727_001;

export interface Platform {
  deps: AuthDeps;
  connection: DatabaseConnection;
  /** The scheduler every background round and job runs on (docs/decisions/0075). */
  jobs: JobQueue;
  logger: Logger;
  router: Router;
  /** POST /graphql from the web app in the same process, without HTTP (docs/decisions/0013). */
  graphql(request: InProcessGraphQLRequest): Promise<InProcessAnswer>;
  demoAccounts: DemoAccount[];
  /** The seeded demo invite's link, when seeding is on. */
  demoInviteUrl: string | null;
  /** The instance is stopping: ends the event streams (with a retry hint) and refuses new ones; other requests go on. */
  drain(): void;
  close(): Promise<void>;
}

export async function startPlatform(options: ApiOptions): Promise<Platform> {
  const clock: Clock = options.clock ?? systemClock;
  const logger = options.logger ?? pino({ name: "api" });
  assertValidOptions(options);

  const connection = await connectDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir ?? "./data",
    logger,
    onQuery: options.onQuery,
  });
  let redis: RedisConnection | null = null;
  let changeFeed: ChangeFeed | null = null;
  let jobs: JobQueue | null = null;
  try {
    const emailTransport = options.smtpUrl
      ? createSmtpTransport(options.smtpUrl, { productName: options.productName, publicUrl: options.publicUrl })
      : localTransport;
    const smsTransport = options.smsUrl ? createSmsHttpTransport(options.smsUrl) : localTransport;
    const transport = routeByChannel({ email: emailTransport, sms: smsTransport });
    let wakeDispatcher = () => {};
    const subscriptionTokens = createSubscriptionTokens(options.jwtSecret);
    // Every e-mail links to its address's subscription page (spec 1 §2.1 unsubscribe).
    const unsubscribeLink = (to: string) => {
      const link = new URL("/unsubscribe", options.publicUrl);
      link.searchParams.set("token", subscriptionTokens.sign(to));
      return link.href;
    };
    let waitingList: WaitingListNotifier | null = null;
    const deps: AuthDeps = {
      db: connection.db,
      clock,
      accessTokens: createAccessTokens(options.jwtSecret, clock),
      refreshTokenBox: createSecretBox(options.jwtSecret, "refresh-token-successor"),
      changeTicketBox: createSecretBox(options.jwtSecret, "password-change-ticket"),
      outbox: createOutbox(clock, () => wakeDispatcher(), (message) => withSubscriptionFooter(message, unsubscribeLink(message.to))),
      publicUrl: options.publicUrl,
      productName: options.productName,
      subscriptionTokens,
      codeKey: Buffer.from(hkdfSync("sha256", options.jwtSecret, "", "one-time-codes", 32)).toString("base64url"),
      ticketPassKey: createTicketPassKey(options.jwtSecret),
      trial: options.trial,
      payments: null,
      pdfStamper: createPdfStamper(options.documentStamping),
      placesMayHaveOpened: () => waitingList?.wake(),
    };
    const applyOutcome = async (outcome: PaymentOutcome) => {
      if (outcome.kind === "refunded" || outcome.kind === "refund_failed") return applyRefundOutcome(deps, outcome);
      // A points order's checkout (reference "points-order:…") or an event booking's.
      if (pointsOrderIdOf(outcome.reference)) return applyPointsOrderOutcome(deps, outcome);
      // A paid club offer's order (reference "offer-order:…", ADR 0080).
      if (offerOrderIdOf(outcome.reference)) return applyOfferOrderOutcome(deps, outcome);
      // A pie's slice order (reference "pie-order:…", ADR 0070).
      if (sliceOrderIdOf(outcome.reference)) return applySliceOrderOutcome(deps, outcome);
      // A pie's upgrade (reference "upgrade-pie:…", ADR 0074).
      if (upgradeOrderIdOf(outcome.reference)) return applyPieUpgradeOutcome(deps, outcome);
      await applyPaymentOutcome(deps, outcome);
      await applyPieCreationOutcome(deps, outcome);
      if (outcome.kind === "expired") deps.placesMayHaveOpened();
    };
    // Stripe when configured; in a local trial (and tests) the sandbox; a deployment without Stripe sells no paid tickets.
    const stripe = options.stripe ? createStripeProvider(options.stripe) : null;
    const sandbox = !stripe && options.trial ? createSandboxProvider({ db: connection.db, clock, publicUrl: options.publicUrl, onOutcome: applyOutcome }) : null;
    deps.payments = stripe ?? sandbox;
    if (options.stripeConnect) deps.payoutAccounts = createStripeConnectPayoutProvider(options.stripeConnect);

    const { demoAccounts, demoInviteUrl } = await connection.withAdvisoryLock(MIGRATION_LOCK_KEY, async (session) => {
      await session.migrate({ migrationsFolder: apiAssetPath("db/migrations") });
      const sessionDeps = { db: session.db, clock };
      await ensureFirstTerms(sessionDeps, options.publicUrl);
      // Demo accounts have published passwords: a deployment never seeds them.
      if (!options.seed || !options.trial) return { demoAccounts: [], demoInviteUrl: null };
      // The demo data goes through the product's use cases, on this session's connection.
      const seedStarted = performance.now();
      if (await seedDemoData({ ...deps, db: session.db })) logger.info({ ms: Math.round(performance.now() - seedStarted) }, "seeded the demo data");
      // After the demo users exist; the first terms were published before them, so mark their agreement.
      await markDemoAgreement(sessionDeps);
      await seedDemoInvite(sessionDeps, options.publicUrl);
      return {
        demoAccounts: await presentDemoAccounts(sessionDeps),
        demoInviteUrl: await presentDemoInvite(sessionDeps, options.publicUrl),
      };
    });

    // After the migrations: the triggers that feed it must exist.
    const readCacheOn = options.readCache !== false;
    if (readCacheOn || options.onEventChanged) changeFeed = await connection.openChangeFeed();
    // Entries age on the API's clock: what goes stale with time (a listing's ended events) follows it.
    deps.cache = new ReadCache(readCacheOn ? changeFeed : null, { now: () => clock().getTime() });
    if (changeFeed && options.onEventChanged) purgePagesOnChange(changeFeed, options.onEventChanged);

    // Shared by every instance when REDIS_URL is set; otherwise this process only.
    redis = options.redisUrl
      ? await connectRedis(options.redisUrl, (error) => logger.error({ err: error }, "redis connection error"))
      : null;
    // Keys carry the deployment's name: deployments sharing one Redis count apart.
    const rateLimiter: RateLimiter = redis ? createRedisRateLimiter(redis, `${options.deploymentName ?? "default"}:rl:api:`) : createMemoryRateLimiter(clock);
    const eventStreams = createEventStreams({ perUser: options.streamsPerUser, perInstance: options.streamsPerInstance });

    const router = Router();
    // Answers carry tokens and personal data: never cache them anywhere.
    router.use((_req, res, next) => {
      res.set("Cache-Control", "no-store");
      next();
    });
    // Every request sees every change committed before it began, cached or not (docs/decisions/0012).
    router.use((_req, _res, next) => {
      deps.cache!.sync().then(() => next(), next);
    });
    // Social sign-in providers (Google, Apple, or the local OpenID provider in development).
    const socialProviders = (options.socialProviders ?? []).map(createSocialProviderClient);
    if (stripe) router.use("/payments/webhooks/stripe", createStripeWebhookRouter({ db: connection.db, clock, logger, stripe, onOutcome: applyOutcome }));
    if (sandbox) router.use("/dev/payments", createSandboxRouter(sandbox));
    router.use("/auth", createImpersonationAudit(deps, logger));
    router.use(
      "/auth",
      createAuthRouter({ ...deps, rateLimiter, logger, socialProviders, registrationsPerHour: options.registrationRateLimitPerHour }, areas),
    );
    // Presigned uploads land in a bucket when one is configured, else in the API itself (docs/decisions/0083);
    // the club, tier and badge pictures ask for them through GraphQL too (docs/decisions/0086).
    const storage = options.objectStorage ? createS3Storage(options.objectStorage) : createLocalStorage(connection.db, clock, options.jwtSecret);
    // Requests come once startPlatform has answered, the job queue started below.
    const uploadJobs = { send: (...args: Parameters<JobQueue["send"]>) => (jobs ? jobs.send(...args) : Promise.reject(new Error("the job queue has not started"))) };
    deps.imageUploads = { storage, jobs: uploadJobs };
    const graphql = createGraphQLEndpoint(
      { ...deps, logger, production: options.production, rateLimiter, rateLimitPerMinute: options.graphqlRateLimitPerMinute },
      areas,
    );
    router.use("/graphql", graphql.router);
    // Stored images: uploads from signed-in members, and the images themselves for everyone (docs/decisions/0018).
    router.use("/media", createMediaRouter({ ...deps, logger, rateLimiter, storage, jobs: uploadJobs }));
    // Each area's own HTTP routes (streams, exports), named under the area.
    for (const area of areas) if (area.httpRoutes) router.use(area.httpRoutes({ ...deps, rateLimiter, logger, socialProviders, changeFeed, eventStreams }));
    // The server turns this on outside production by default; an explicit DEV_OUTBOX=true on a
    // production build (the e2e tests run the built app) is allowed, and logged loudly.
    if (options.devOutbox) {
      if (options.production) logger.warn("DEV_OUTBOX is on in production: sent messages are readable at /api/dev/outbox");
      router.use("/dev/outbox", createDevOutboxRouter(connection.db));
      router.use("/dev/terms", createDevTermsRouter({ ...deps, logger }));
    }
    router.get("/health", async (_req, res) => {
      try {
        await pingDatabase(connection.db);
        res.json({ status: "ok" });
      } catch (error) {
        logger.error({ err: error }, "health check failed");
        res.status(503).json({ status: "unavailable" });
      }
    });
    router.use((_req: Request, res: Response) => {
      res.status(404).json({ code: "NOT_FOUND", message: commonMessages.notFound });
    });
    router.use(restErrorHandler(logger));

    // All scheduled work runs on one job queue in the database (docs/decisions/0075).
    jobs = await startJobQueue(connection, logger);
    const dispatcher = startOutboxDispatcher({ jobs, db: connection.db, clock, transport, logger });
    wakeDispatcher = dispatcher.wake;
    // Checkouts left unpaid give their places back (also settled whenever the event sells again).
    jobs.every("checkout-sweep", { intervalMs: 60_000, firstDelayMs: 60_000 }, async () => {
      await releaseExpiredBookings(connection.db, clock()).then(
        (released) => released > 0 && deps.placesMayHaveOpened(),
        (error: unknown) => logger.error({ err: error }, "releasing expired checkouts failed"),
      );
      // Paid requests: approved ones not yet captured are captured, undecided ones past their window end (docs/decisions/0054).
      await settleApprovalRequests(deps).catch((error: unknown) => logger.error({ err: error }, "settling paid approval requests failed"));
    });
    waitingList = startWaitingListNotifier(jobs, deps, logger);
    startEventStartedNotifier(jobs, deps, logger);
    startRefundRetries(jobs, deps, logger);
    await startRewardJobs(jobs, deps, logger);
    await startUploadCleanup(jobs, { ...deps, storage });

    return {
      deps,
      connection,
      jobs,
      logger,
      router,
      // As over HTTP, the call sees every change committed before it began (the sync above).
      graphql: (request) => deps.cache!.sync().then(() => graphql.call(request)),
      demoAccounts,
      demoInviteUrl,
      drain: () => eventStreams.endAll(),
      async close() {
        eventStreams.endAll();
        // Every round and job of this instance ends before the connections they use.
        await jobs?.stop();
        await transport.close();
        await redis?.quit();
        await changeFeed?.close();
        await connection.close();
      },
    };
  } catch (error) {
    await jobs?.stop().catch(() => {});
    await redis?.quit().catch(() => {});
    await changeFeed?.close().catch(() => {});
    await connection.close();
    throw error;
  }
}

function assertValidOptions(options: ApiOptions): void {
  try {
    new URL(options.publicUrl);
  } catch {
    throw new Error(`publicUrl must be an absolute URL, got "${options.publicUrl}".`);
  }
  if (!options.jwtSecret) throw new Error("jwtSecret is required.");
  if (options.production && options.jwtSecret.length < 32) {
    throw new Error("jwtSecret must be at least 32 characters in production.");
  }
}
