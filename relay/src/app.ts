import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Bus, createBus } from './bus/bus';
import { isProduction, type RelayConfig } from './config';
import { type Db, migrateToLatest, openDatabase } from './db/database';
import type { FileStorage } from './files/file-storage';
import { createLocalFileStorage } from './files/local-file-storage';
import { cookieOptions } from './http/cookie-values';
import { edgeErrorOptions, installErrorHandling } from './http/error-handler';
import { resolveLocale } from './http/locale';
import { installOriginCheck } from './http/origin-check';
import { installPrivateAnswers } from './http/private-answers';
import { createRateLimits, type RateLimits } from './http/rate-limit';
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
import { academyRoutes } from './services/academy/routes';
import { apiReferenceRoutes } from './services/api-reference/routes';
import { registerStatusRoutes } from './services/authentication/register-status-routes';
import { authenticationRoutes } from './services/authentication/routes';
import { chatFileRoutes } from './services/chat/chat-file-routes';
import { chatStartRoutes } from './services/chat/chat-start-routes';
import { commonPhraseRoutes } from './services/chat/common-phrase-routes';
import { chatRoutes } from './services/chat/routes';
import { companiesRoutes } from './services/companies/routes';
import { configRoutes } from './services/config/routes';
import { createWebsiteOutage, type WebsiteOutage } from './services/config/website-outage';
import { dataRoutes } from './services/data/routes';
import { devMailboxRoutes } from './services/dev-mailbox/routes';
import { keepLoginRoutes } from './services/employer-site/keep-login-routes';
import { createMetrics, type Metrics } from './services/health/metrics';
import { healthRoutes } from './services/health/routes';
import { jobApplicationsRoutes } from './services/job-applications/routes';
import { jobsRoutes } from './services/jobs/routes';
import { jobseekersRoutes } from './services/jobseekers/routes';
import { metricsRoutes } from './services/metrics/routes';
import { createWebPush, type WebPush } from './services/notification/web-push';
import { webPushRoutes } from './services/notification/web-push-routes';
import { oidcSandboxRoutes } from './services/oidc-sandbox/routes';
import { isOidcSandboxEnabled, sandboxMountPath } from './services/oidc-sandbox/sandbox-settings';
import { opsRoutes } from './services/ops/routes';
import { qrLoginRoutes } from './services/qr-login/routes';
import { recommendationRoutes } from './services/recommendation/routes';
import { recruitersRoutes } from './services/recruiters/routes';
import { socialLoginRoutes } from './services/social-login/routes';
import { translationRoutes } from './services/translation/routes';
import { webRoutes } from './services/web/routes';

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
  /** Uploaded files (resumes): a local folder by default. */
  files: FileStorage;
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
  } = {},
) {
  const db = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: options.dataDir ?? `${config.DATA_DIR}/pglite`,
  });
  await migrateToLatest(db);
  const bus = createBus(config.REDIS_URL);
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
  const files = createLocalFileStorage(options.filesDir ?? `${config.DATA_DIR}/files`);

  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit,
    // Only the configured hops or proxy addresses may name the client: trusting any
    // X-Forwarded-For would let a client pick its own address and dodge the rate limits.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    ...edgeErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();
  if (config.SEED_JOBS > 0) {
    const seeded = await seedDemoData(db, { jobs: config.SEED_JOBS });
    if (seeded.seeded) app.log.info(seeded, 'demo data seeded');
  }
  const scheduler = createAppScheduler({
    config,
    db,
    outbox,
    chat: { bus, files },
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
  await registerSecurityHeaders(app as unknown as FastifyInstance, config);
  installOriginCheck(app as unknown as FastifyInstance);
  installPrivateAnswers(app as unknown as FastifyInstance);
  metrics.instrument(app as unknown as FastifyInstance);

  await app.register(healthRoutes);
  await app.register(translationRoutes, { prefix: '/translation' });
  await app.register(configRoutes, { prefix: '/api/config' });
  await app.register(authenticationRoutes, { prefix: '/api/authentication' });
  await app.register(socialLoginRoutes, { prefix: '/api/authentication' });
  await app.register(qrLoginRoutes, { prefix: '/api/authentication' });
  await app.register(jobseekersRoutes, { prefix: '/api/jobseekers' });
  await app.register(registerStatusRoutes, { prefix: '/api/jobseekers' });
  await app.register(dataRoutes, { prefix: '/api/data' });
  await app.register(jobsRoutes, { prefix: '/api/jobs' });
  await app.register(metricsRoutes, { prefix: '/api/metrics' });
  await app.register(recommendationRoutes, { prefix: '/api/recommendation' });
  await app.register(academyRoutes, { prefix: '/api/academy' });
  await app.register(chatRoutes, { prefix: '/api/chat' });
  await app.register(chatStartRoutes, { prefix: '/api/job-applications' });
  await app.register(commonPhraseRoutes, { prefix: '/api/jobseekers' });
  await app.register(chatFileRoutes, { prefix: '/api/file' });
  await app.register(jobApplicationsRoutes, { prefix: '/api/job-applications' });
  await app.register(companiesRoutes, { prefix: '/api/companies' });
  await app.register(recruitersRoutes, { prefix: '/api/recruiters' });
  await app.register(webPushRoutes, { prefix: '/api/notification' });
  await app.register(keepLoginRoutes);
  await app.register(apiReferenceRoutes);
  // The mailbox shows every code the product sends: never mounted where real users sign in.
  if (!isProduction(config)) await app.register(devMailboxRoutes, { prefix: '/dev/mailbox' });
  if (isOidcSandboxEnabled(config)) await app.register(oidcSandboxRoutes, { prefix: sandboxMountPath });
  if (config.OPS_TOKEN) await app.register(opsRoutes, { prefix: '/ops', token: config.OPS_TOKEN });
  await app.register(webRoutes, { root: config.WEB_DIST });

  app.addHook('onReady', async () => {
    await outbox.start();
    if (options.autoSchedule !== false) await scheduler.start();
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await outbox.stop();
    await websiteOutage.close();
    await rateLimits.close();
    await bus.close();
    await db.destroy();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
