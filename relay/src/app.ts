import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type Bus, createBus } from './bus/bus';
import { isMachineInspectorOn, isProduction, type RelayConfig } from './config/config';
import { type Db, migrateToLatest, openDatabase } from './db/database';
import type { FileStorage } from './files/file-storage';
import { fileStorageOf } from './files/file-storage-of';
import { registerCompression } from './http/compression';
import { cookieOptions } from './http/cookie-values';
import { edgeErrorOptions, installErrorHandling } from './http/error-handler';
import { resolveLocale } from './http/locale';
import { createLogger } from './http/logger';
import { installOriginCheck } from './http/origin-check';
import { installPrivateAnswers } from './http/private-answers';
import { createRateLimits, type RateLimits } from './http/rate-limit';
import { RequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { checkAnsweredCodes } from './http/serve-endpoint';
import { trustedProxies } from './http/trusted-proxies';
import {
  type RouteSchemas,
  type ZodTypeProvider,
  zodSerializerCompiler,
  zodValidatorCompiler,
} from './http/zod-provider';
import { createOutbox, type Outbox } from './outbox/outbox';
import { createHttpSmsTransport } from './outbox/sms-transport';
import { createAppScheduler } from './scheduler/app-scheduler';
import type { Scheduler } from './scheduler/scheduler';
import { seedDemoData } from './seed/seed-demo-data';
import { academyRoutes } from './services/academy';
import { accountRoutes } from './services/account';
import { accountSettingsRoutes } from './services/account-settings';
import { type AiProvider, aiProviderOf } from './services/ai';
import { aiResumeRoutes } from './services/ai-resume';
import { aiWritingRoutes, purgePastAvatarCandidates } from './services/ai-writing';
import { apiReferenceRoutes } from './services/api-reference';
import { authenticationRoutes, registerStatusRoutes } from './services/authentication';
import { avatarRoutes } from './services/avatars';
import { chatFileRoutes, chatRoutes, chatStartRoutes, commonPhraseRoutes } from './services/chat';
import { chatActionsRoutes } from './services/chat-actions';
import { companiesRoutes } from './services/companies';
import { configRoutes, createWebsiteOutage, type WebsiteOutage } from './services/config';
import { createRatesProvider, currencyRoutes } from './services/currency';
import { devMailboxRoutes } from './services/dev-mailbox';
import { emailVerificationRoutes } from './services/email-verification';
import { keepLoginRoutes } from './services/employer-site';
import { feedbackRoutes } from './services/feedback';
import { createMetrics, healthRoutes, type Metrics } from './services/health';
import { identityVerificationRoutes } from './services/identity-verification';
import { invitesRoutes } from './services/invites';
import { jobApplicationsRoutes } from './services/job-applications';
import { jobsRoutes } from './services/jobs';
import { jobseekersRoutes } from './services/jobseekers';
import { machineInspectorRoutes } from './services/machine-inspector';
import { metricsRoutes } from './services/metrics';
import { createWebPush, type WebPush, webPushRoutes } from './services/notification';
import { notificationCenterRoutes } from './services/notification-center';
import { isOidcSandboxEnabled, oidcSandboxRoutes, sandboxMountPath } from './services/oidc-sandbox';
import { opsRoutes } from './services/ops';
import { qrLoginRoutes } from './services/qr-login';
import { recommendationRoutes } from './services/recommendation';
import { recruitersRoutes } from './services/recruiters';
import { resumeBuilderRoutes } from './services/resume-builder';
import { resumeSyncRoutes } from './services/resume-sync';
import { resumesRoutes } from './services/resumes';
import { sitemapsRoutes } from './services/sitemaps';
import { socialLoginRoutes } from './services/social-login';
import { createTracking, type Tracking, trackingRoutes } from './services/tracking';
import { translationRoutes } from './services/translation';
import { webRoutes } from './services/web';

export interface AppServices {
  config: RelayConfig;
  db: Db;
  bus: Bus;
  outbox: Outbox;
  /** Web Push to subscribed browsers (VAPID keys, delivery); pushes are queued in the outbox. */
  webPush: WebPush;
  metrics: Metrics;
  /** Sliding-window attempt counts shared by every relay (Redis with REDIS_URL, else the database). */
  rateLimits: RateLimits;
  websiteOutage: WebsiteOutage;
  /** Job alert digests and retention purges (durable, see scheduler/). */
  scheduler: Scheduler;
  /** Uploaded files (resumes, videos, chat files): a local folder, or an S3 bucket with S3_BUCKET. */
  files: FileStorage;
  /** Issue 16: the tracking writer (buffered batches to the database or ClickHouse). */
  tracking: Tracking;
  /** Issue 17: the language model behind every AI feature (AI_BASE_URL; refuses with 41280 without it). */
  ai: AiProvider;
  /** Every mounted route with its contracts, for the bad-input sweep, the fuzz suite and the startup log. */
  routes: { method: string; url: string; schema: RouteSchemas }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** 1 MiB is far above any JSON body of the spec; uploads get their own limits. */
const bodyLimit = 1024 * 1024;

/**
 * Builds the whole relay: storage and bus first, then the app plugins, then the routes of each
 * service. Tests call this and use `inject`; main.ts only listens and closes it.
 */
export async function buildApp(
  config: RelayConfig,
  options: {
    dataDir?: string | 'memory';
    filesDir?: string;
    /** The scheduler's clock (tests move it). */
    now?: () => Date;
    /** false: the scheduler runs only when called (tests call `scheduler.runDue()` themselves). */
    autoSchedule?: boolean;
    /** Where log lines go instead of stdout (tests read them back). */
    logDestination?: DestinationStream;
    /** What a sitemap file may hold (addresses, bytes): the protocol's limits unless a test wants parts sooner. */
    sitemapLimits?: { urls?: number; bytes?: number };
    /**
     * Tests: a database already migrated and seeded as this config asks (a copy of a snapshot),
     * used instead of opening one; the app neither migrates nor seeds it, and closes it.
     */
    seededDatabase?: Db;
  } = {},
) {
  const db =
    options.seededDatabase ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: options.dataDir ?? `${config.DATA_DIR}/pglite`,
      onConnectionLost: (error) => app.log.warn({ err: error }, 'database connection lost'),
    }));
  if (!options.seededDatabase) await migrateToLatest(db);
  const bus = createBus(config.REDIS_URL, {
    checkMessages: !isProduction(config),
    onRedisError: (error, doing) => app.log.warn({ err: error, doing }, 'Redis bus failed'),
  });
  const webPush = await createWebPush({ db, config });
  const outbox = createOutbox({
    db,
    bus,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    sms: config.SMS_URL ? createHttpSmsTransport(config.SMS_URL, config.SMS_FROM) : null,
    devMailbox: !isProduction(config),
    webPush,
  });
  const metrics = createMetrics();
  const rateLimits = createRateLimits({ db, redisUrl: config.REDIS_URL });
  const websiteOutage = await createWebsiteOutage({ db, bus });
  const files = fileStorageOf(config, options.filesDir ?? `${config.DATA_DIR}/files`);
  const rates = createRatesProvider({ db, ratesUrl: config.RATES_URL });
  const tracking = createTracking({
    db,
    config,
    onError: (err, table, rows) => app.log.error({ err, table, rows }, 'tracking batch not written'),
  });

  const app = Fastify({
    loggerInstance: createLogger(config, options.logDestination),
    // Fastify's two lines per request become one, and none for files and probes.
    logController: new RequestLog(),
    bodyLimit,
    // Only the configured hops or proxy addresses may name the client: trusting any
    // X-Forwarded-For would let a client pick its own address and dodge the rate limits.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    ...edgeErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();
  if (config.SEED_JOBS > 0 && !options.seededDatabase) {
    const seeded = await seedDemoData(db, { jobs: config.SEED_JOBS });
    if (seeded.seeded) app.log.info(seeded, 'demo data seeded');
  }
  const scheduler = createAppScheduler({
    config,
    db,
    outbox,
    chat: { bus, files },
    currencyRates: rates.task,
    tracking: tracking.maintain,
    aiAvatars: (trx, now) => purgePastAvatarCandidates(trx, files, now),
    now: options.now,
    onError: (task, err) => app.log.error({ err, task }, 'scheduled task failed'),
  });
  const routes: AppServices['routes'] = [];
  app.decorate('services', {
    config,
    db,
    bus,
    outbox,
    webPush,
    metrics,
    rateLimits,
    websiteOutage,
    files,
    scheduler,
    tracking,
    ai: aiProviderOf(config),
    routes,
  });
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, schema: (route.schema ?? {}) as RouteSchemas });
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  const strictContracts = config.NODE_ENV === 'test';
  app.setSerializerCompiler(
    zodSerializerCompiler({
      strict: strictContracts,
      onMismatch: (url, issues) => app.log.error({ url, issues }, 'an answer breaks its contract'),
    }),
  );
  if (strictContracts) checkAnsweredCodes(app as unknown as FastifyInstance);
  installErrorHandling(app as unknown as FastifyInstance);

  await app.register(cookie, cookieOptions);
  app.decorateRequest('locale', null as never);
  app.addHook('onRequest', async (request) => {
    request.locale = resolveLocale(request);
  });
  // Headers first, so a refusal by the origin check carries them too.
  registerSecurityHeaders(app as unknown as FastifyInstance, config);
  installOriginCheck(app as unknown as FastifyInstance);
  installPrivateAnswers(app as unknown as FastifyInstance);
  metrics.instrument(app as unknown as FastifyInstance);
  // Before any route: it hooks every route as it is added.
  await registerCompression(app as unknown as FastifyInstance);

  await app.register(healthRoutes);
  await app.register(translationRoutes);
  await app.register(configRoutes);
  await app.register(authenticationRoutes);
  await app.register(socialLoginRoutes);
  await app.register(qrLoginRoutes);
  await app.register(jobseekersRoutes);
  await app.register(accountRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(resumesRoutes);
  await app.register(resumeBuilderRoutes);
  await app.register(resumeSyncRoutes);
  await app.register(avatarRoutes);
  await app.register(aiWritingRoutes);
  await app.register(aiResumeRoutes);
  await app.register(registerStatusRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(jobsRoutes);
  await app.register(metricsRoutes);
  await app.register(recommendationRoutes);
  await app.register(academyRoutes);
  await app.register(chatRoutes);
  await app.register(chatStartRoutes);
  await app.register(commonPhraseRoutes);
  await app.register(chatFileRoutes);
  await app.register(jobApplicationsRoutes);
  await app.register(companiesRoutes);
  await app.register(recruitersRoutes);
  await app.register(chatActionsRoutes);
  await app.register(webPushRoutes);
  await app.register(notificationCenterRoutes);
  await app.register(keepLoginRoutes);
  await app.register(identityVerificationRoutes);
  await app.register(invitesRoutes);
  await app.register(apiReferenceRoutes);
  await app.register(trackingRoutes);
  await app.register(feedbackRoutes);
  await app.register(currencyRoutes, { rates: rates.provider });
  // The mailbox shows every code the product sends: never mounted where real users sign in.
  if (!isProduction(config)) await app.register(devMailboxRoutes, { prefix: '/dev/mailbox' });
  if (isMachineInspectorOn(config)) await app.register(machineInspectorRoutes);
  if (isOidcSandboxEnabled(config)) await app.register(oidcSandboxRoutes, { prefix: sandboxMountPath });
  if (config.OPS_TOKEN) await app.register(opsRoutes, { prefix: '/ops', token: config.OPS_TOKEN });
  // Before the web's routes, whose catch-all would otherwise answer /robots.txt with a page.
  await app.register(sitemapsRoutes, { limits: options.sitemapLimits ?? {} });
  await app.register(webRoutes, { root: config.WEB_DIST, pageCacheSeconds: config.PAGE_CACHE_SECONDS });

  app.addHook('onReady', async () => {
    await outbox.start();
    if (options.autoSchedule !== false) await scheduler.start();
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await outbox.stop();
    // Before the database closes: the rows still buffered are written.
    await tracking.close();
    await websiteOutage.close();
    await rateLimits.close();
    await bus.close();
    await db.destroy();
    files.close();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
