import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import path from 'node:path';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { registerAuthentication } from './auth/authenticate';
import { SessionCache } from './auth/session-cache';
import { connectSessionBroadcast } from './auth/session-broadcast';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerClientApp } from './http/client-app';
import { registerSecurityHeaders } from './http/security-headers';
import { registerOriginGuard } from './http/origin-guard';
import { withLogSerializers } from './http/log-serializers';
import { registerRequestIdHeaders, requestIdOptions } from './http/request-id';
import { registerStallGuard } from './http/stall-guard';
import { registerIdempotency } from './http/idempotency';
import { registerMetrics, type JobStatsSource } from './http/metrics';
import { instrumentBlobStore } from './http/blob-store-metrics';
import { createResponseSerializerCompiler } from './http/response-serializer';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { healthRoutes } from './modules/health/health.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { surveysRoutes } from './modules/surveys/surveys.routes';
import { templatesRoutes } from './modules/templates/templates.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { photosRoutes } from './modules/photos/photos.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { usageRoutes } from './modules/usage/usage.routes';
import { reportRoutes } from './modules/report/report.routes';
import type { BlobStore } from './blobs/blob-store';
import { createFsBlobStore } from './blobs/fs-blob-store';
import { createS3BlobStore } from './blobs/s3-blob-store';
import { ReadsFirst, registerReadsFirst } from './http/reads-first';
import { BoundedQueue } from './http/bounded-queue';
import { HeavyOutputSlots, registerHeavyOutputLimit } from './http/heavy-outputs';
import { registerAdmission } from './http/admission';
import { registerRequestDeadline } from './http/deadline';
import { quantitiesRoutes } from './modules/quantities/quantities.routes';
import { checksRoutes } from './modules/checks/checks.routes';
import { estimateRoutes } from './modules/estimate/estimate.routes';
import { priceListsRoutes } from './modules/price-lists/price-lists.routes';
import { labelsRoutes } from './modules/labels/labels.routes';
import { cadRoutes } from './modules/cad/cad.routes';
import { proposalRoutes } from './modules/proposal/proposal.routes';
import { registerApiDocs } from './http/api-docs';
import { exportsRoutes } from './modules/exports/exports.routes';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { buildingsRoutes } from './modules/buildings/buildings.routes';
import { unitTypesRoutes } from './modules/unit-types/unit-types.routes';
import { unitsRoutes } from './modules/units/units.routes';
import { reviewRoutes } from './modules/review/review.routes';
import { commentsRoutes } from './modules/comments/comments.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { devicesRoutes } from './modules/devices/devices.routes';
import { createWebhookEvents, type WebhookDispatch } from './modules/webhooks/webhooks.service';
import { createWebhookTargets, type WebhookTargets } from './modules/webhooks/webhook-target';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Directory of the built client; when it holds no index.html only the API is served. */
  clientDir?: string;
  /** pino options; tests pass false. */
  logger?: boolean | object;
  /** Where photos and backgrounds are kept; files under DATA_DIR/blobs by default. */
  blobs?: BlobStore;
  /** The background job queues, for /metrics. */
  jobs?: JobStatsSource;
  /** Sends webhook deliveries' jobs (the background jobs); without it deliveries wait in the database. */
  webhookDispatch?: WebhookDispatch;
  /** Where webhooks may call: from WEBHOOK_PRIVATE_URLS unless a test injects a resolver or interfaces. */
  webhookTargets?: WebhookTargets;
}

/** Builds the whole HTTP application without listening (tests inject requests into it). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const s3 = !options.blobs && config.s3 ? createS3BlobStore(config.s3) : undefined;
  // This app's own metrics: tests build many apps in one process.
  const metrics = new Registry();
  const blobs = instrumentBlobStore(options.blobs ?? s3 ?? createFsBlobStore(path.join(config.dataDir, 'blobs')), metrics);
  const app = Fastify({
    logger: withLogSerializers(options.logger ?? { level: config.logLevel }),
    trustProxy: config.trustProxy,
    ...requestIdOptions,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by their schema, not validated a second time (server/http/response-serializer.ts).
  app.setSerializerCompiler(createResponseSerializerCompiler());
  // While shutting down, answers in flight close their connection so that keep-alive clients
  // do not hold the drain open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => s3?.destroy());
  registerRequestIdHeaders(app);
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
  // An answer that finishes while shutting down leaves its keep-alive connection idle after the
  // server already closed the idle ones: close it too, or the drain waits for the client.
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
  registerErrorHandler(app);
  // Before admission's line, which its clock covers: every JSON answer within REQUEST_DEADLINE_MS, then 503 SERVER_BUSY.
  registerRequestDeadline(app, config.requestDeadlineMs);
  // Before the routes, so that its hook counts every answer.
  registerMetrics(app, {
    registry: metrics,
    token: config.metricsToken,
    poolStats: database.poolStats?.bind(database),
    jobs: options.jobs,
  });
  registerStallGuard(app, { windowMs: config.uploadStallMs });
  await registerSecurityHeaders(app);
  // Before authentication: a cross-origin write is refused before any session is looked up.
  registerOriginGuard(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: config.maxUploadBytes, files: 1 } });
  await registerOpenApi(app);
  await registerApiDocs(app);
  // This server's short memory of sessions; the services that end one or change an account tell it.
  const sessions = new SessionCache();
  // What this server forgets, every server on the database forgets (a freeze refused everywhere).
  const stopSessionBroadcast = await connectSessionBroadcast(database, sessions, app.log);
  app.addHook('onClose', stopSessionBroadcast);
  registerAuthentication(app, { db: database.db, sessionTtlMs: config.sessionTtlMs, sessions });
  // Load that sheds instead of stalling (DESIGN §14): requests take turns by company, within a deadline.
  registerAdmission(app, new BoundedQueue({ concurrency: config.requestConcurrency, maxQueued: config.queueMax, maxWaitMs: config.queueWaitMs }));
  // Before the routes: it adds the Idempotency-Key header to every PATCH, PUT and DELETE route's schema.
  // A replay waits for its first attempt within the request's deadline, so that its own 503 (still under way) answers.
  registerIdempotency(app, { db: database.bookkeeping, waitMs: Math.min(10_000, Math.max(100, config.requestDeadlineMs - 2_000)) });

  // Webhook events (issue 16), recorded by the services after their changes commit.
  const webhookEvents = createWebhookEvents(database.db, { dispatch: options.webhookDispatch, onError: (err) => app.log.error({ err }, 'could not record a webhook event') });

  // Heavy outputs (report, PDF, photo ZIP, spreadsheets) at once per user and per server (DESIGN §14).
  registerHeavyOutputLimit(app, new HeavyOutputSlots({ perUser: config.heavyDownloadsPerUser, perServer: config.heavyDownloadsPerServer }));

  await app.register(healthRoutes({ ping: () => database.ping() }));
  await app.register(
    accountsRoutes({
      db: database.db,
      allowSignup: config.allowSignup,
      sessionTtlMs: config.sessionTtlMs,
      loginMaxFailures: config.loginMaxFailures,
      sessions,
    }),
  );
  await app.register(projectsRoutes({ db: database.db, blobs, webhooks: webhookEvents }));
  // Reads first (DESIGN §13): queued autosaves hold back a moment while a read is under way.
  const readsFirst = new ReadsFirst(config.readsFirstWaitMs);
  registerReadsFirst(app, readsFirst);
  // Autosaves wait their turn in this process, in a line with a bound and a deadline (DESIGN §14).
  const writeQueue = new BoundedQueue({ concurrency: config.autosaveConcurrency, maxQueued: config.queueMax, maxWaitMs: config.queueWaitMs });
  await app.register(surveysRoutes({ db: database.db, blobs, webhooks: webhookEvents, writeQueue, readsFirst }));
  // The property as it is built (DESIGN §15): buildings, unit types with their typical plans, units in bulk.
  await app.register(buildingsRoutes({ db: database.db, webhooks: webhookEvents }));
  await app.register(unitTypesRoutes({ db: database.db, blobs }));
  await app.register(unitsRoutes({ db: database.db, webhooks: webhookEvents }));
  // Review and handoff (DESIGN §16).
  await app.register(reviewRoutes({ db: database.db, blobs, webhooks: webhookEvents }));
  await app.register(commentsRoutes({ db: database.db, webhooks: webhookEvents }));
  await app.register(notificationsRoutes({ db: database.db }));
  await app.register(devicesRoutes({ db: database.db }));
  await app.register(
    photosRoutes({
      db: database.db,
      blobs,
      webhooks: webhookEvents,
      tmpDir: path.join(config.dataDir, 'tmp'),
      maxUploadBytes: config.maxUploadBytes,
      parseStallMs: config.uploadStallMs,
      // Its body is here already: a photo may wait for a decode as long as a request's deadline, companies taking turns.
      decodeQueue: new BoundedQueue({ concurrency: 2, maxQueued: config.queueMax, maxWaitMs: config.requestDeadlineMs }),
    }),
  );
  await app.register(templatesRoutes({ db: database.db }));
  await app.register(statsRoutes({ db: database.db }));
  await app.register(companiesRoutes({ db: database.db }));
  await app.register(adminUsersRoutes({ db: database.db, sessions }));
  await app.register(invitationsRoutes({ db: database.db, inviteTtlMs: config.inviteTtlMs, sessions }));
  await app.register(usageRoutes({ db: database.db }));
  await app.register(reportRoutes({ db: database.db, blobs }));
  await app.register(quantitiesRoutes({ db: database.db }));
  await app.register(checksRoutes({ db: database.db }));
  await app.register(priceListsRoutes({ db: database.db }));
  await app.register(estimateRoutes({ db: database.db }));
  await app.register(labelsRoutes({ db: database.db }));
  await app.register(cadRoutes({ db: database.db }));
  await app.register(proposalRoutes({ db: database.db, blobs }));
  await app.register(exportsRoutes({ db: database.db, blobs }));
  await app.register(apiTokensRoutes({ db: database.db }));
  const webhookTargets = options.webhookTargets ?? createWebhookTargets({ allowInternal: config.webhookPrivateUrls });
  await app.register(webhooksRoutes({ db: database.db, events: webhookEvents, dispatch: options.webhookDispatch, targets: webhookTargets }));
  await registerClientApp(app, options.clientDir);
  return app;
}
