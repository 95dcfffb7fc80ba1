import { buildApp } from './app';
import { employerPort, isProduction, loadConfig, type RelayConfig } from './config/config';
import { type EmployerListener, listenEmployerSite } from './http/employer-listener';
import type { OutboxTransports } from './outbox/outbox';
import { demoAccounts, demoRecruiterAccounts } from './seed/demo-accounts';
import type { AiStandIn } from './services/ai-stand-in';
import type { MyInfoStandIn } from './services/myinfo-stand-in';

/** Starts the relay, prints where everything is, and closes cleanly on SIGINT/SIGTERM. */
async function main() {
  const standIn = await startIdentityStandIn(loadConfig());
  const aiStandIn = await startAiStandIn(standIn.config);
  const config = aiStandIn.config;
  const app = await buildApp(config);
  app.addHook('onClose', async () => standIn.server?.close());
  app.addHook('onClose', async () => aiStandIn.server?.close());
  let employer: EmployerListener | null = null;
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await employer?.close();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const origin = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${(app.server.address() as { port: number }).port}`;
  const wantedEmployerPort = employerPort(config);
  if (wantedEmployerPort !== null) {
    employer = await listenEmployerSite(app, { port: wantedEmployerPort, host: config.HOST }).catch(
      async (error: unknown) => {
        await app.close();
        throw new Error(
          `The employer site cannot listen on port ${wantedEmployerPort} (${(error as Error).message}): set EMPLOYER_PORT to a free port, 0 for any, or off.`,
        );
      },
    );
  }
  // localhost, not 127.0.0.1: another host name, so the two sites keep separate session cookies.
  const employerOrigin =
    employer &&
    (config.EMPLOYER_URL && wantedEmployerPort !== 0
      ? config.EMPLOYER_URL
      : `http://localhost:${employer.port}`);
  const lines = [
    '',
    'Talkhire is running',
    `  Job seeker site   ${origin}/`,
    `  Employer site     ${employerOrigin ? `${employerOrigin}/` : 'off (EMPLOYER_PORT=off)'}`,
    ...deliveryLines(config, app.services.outbox.transports, origin),
    `  Identity (MyInfo) ${identityLine(config, standIn.server)}`,
    `  AI                ${aiLine(config, aiStandIn.server)}`,
    `  Health            ${origin}/healthz`,
    `  Metrics           ${metricsLine(config, origin)}`,
    `  Storage           ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`}; bus ${config.REDIS_URL ? 'Redis' : 'in-process'}`,
    ...(config.SEED_JOBS > 0 ? demoAccountLines() : []),
    '',
  ];
  for (const refused of refusedFeatures(app.services.outbox.transports)) app.log.warn(refused);
  if (!config.AI_BASE_URL)
    app.log.warn(
      'No AI provider (AI_BASE_URL): resume analysis, AI writing and AI avatars are refused with 41280.',
    );
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Where mail and SMS go: a developer reads codes in the mailbox; production names what is refused. */
function deliveryLines(config: RelayConfig, transports: OutboxTransports, origin: string): string[] {
  const mailbox = transports.email === 'mailbox' || transports.sms === 'mailbox';
  return [
    `  Mail              ${transportName(transports.email, 'SMTP (SMTP_URL)')}`,
    `  SMS               ${transportName(transports.sms, `the SMS provider (SMS_URL, from ${config.SMS_FROM})`)}`,
    ...(mailbox ? [`  Dev mailbox       ${origin}/dev/mailbox`] : []),
  ];
}

function transportName(transport: string, real: string): string {
  if (transport === 'mailbox') return 'the dev mailbox';
  if (transport === 'none') return 'none: refused (production without a transport)';
  return real;
}

/** One warning per feature a production relay refuses for want of a transport. */
function refusedFeatures(transports: OutboxTransports): string[] {
  return [
    ...(transports.sms === 'none'
      ? ['No SMS transport (SMS_URL): phone sign-in and every SMS are refused with 40005.']
      : []),
    ...(transports.email === 'none'
      ? [
          'No mail transport (SMTP_URL): sign-up, email codes, password reset and job alert mail are refused with 40005.',
        ]
      : []),
  ];
}

/**
 * Outside production without MYINFO_URL, MockPass stands in for MyInfo (Singpass login, consent,
 * signed and encrypted person data) on 127.0.0.1:MOCKPASS_PORT, and the config points at it.
 */
async function startIdentityStandIn(
  config: RelayConfig,
): Promise<{ config: RelayConfig; server: MyInfoStandIn | null }> {
  if (isProduction(config) || config.MYINFO_URL) return { config, server: null };
  const { sharedMyInfoStandIn, startMyInfoStandIn } = await import('./services/myinfo-stand-in');
  const at = { host: '127.0.0.1', port: config.MOCKPASS_PORT };
  const server = await startOrShare(
    () => startMyInfoStandIn(at),
    () => sharedMyInfoStandIn(at),
    (reason) =>
      `The MyInfo stand-in cannot listen on port ${config.MOCKPASS_PORT} (${reason}): set MOCKPASS_PORT to a free port, or MYINFO_URL to a provider.`,
  );
  return {
    server,
    config: {
      ...config,
      MYINFO_URL: server.url,
      MYINFO_CLIENT_ID: server.clientId,
      MYINFO_CLIENT_SECRET: server.clientSecret,
      MYINFO_PRIVATE_KEY: server.privateKeyPath,
      MYINFO_CERT: server.certPath,
    },
  };
}

function identityLine(config: RelayConfig, standIn: MyInfoStandIn | null): string {
  if (standIn)
    return `the MockPass stand-in at ${standIn.url}${standIn.ownServer ? '' : ' (started by another relay on this machine)'} (test personas: README)`;
  if (!config.MYINFO_URL) return 'off: refused with 40005 (set MYINFO_URL and the MYINFO_* settings)';
  if (!config.IDENTITY_DATA_KEY && isProduction(config))
    return 'off: refused with 40005 (set IDENTITY_DATA_KEY)';
  return config.MYINFO_URL;
}

/**
 * Outside production without AI_BASE_URL, the local AI stand-in (OpenAI's HTTP API, answers made
 * from the prompt) runs on 127.0.0.1:AI_STAND_IN_PORT, and the config points at it.
 */
async function startAiStandIn(
  config: RelayConfig,
): Promise<{ config: RelayConfig; server: AiStandIn | null }> {
  if (isProduction(config) || config.AI_BASE_URL) return { config, server: null };
  const { sharedAiStandIn, startAiStandIn: start } = await import('./services/ai-stand-in');
  const at = { host: '127.0.0.1', port: config.AI_STAND_IN_PORT };
  const server = await startOrShare(
    () => start(at),
    () => sharedAiStandIn(at),
    (reason) =>
      `The AI stand-in cannot listen on port ${config.AI_STAND_IN_PORT} (${reason}): set AI_STAND_IN_PORT to a free port, or AI_BASE_URL to a provider.`,
  );
  return { server, config: { ...config, AI_BASE_URL: server.url, AI_API_KEY: server.apiKey } };
}

/**
 * Starts a local stand-in on its port; when the port is taken by a second relay on this machine
 * (several relay processes), the first relay's stand-in serves both.
 */
async function startOrShare<T>(
  start: () => Promise<T>,
  share: () => T,
  refusal: (reason: string) => string,
): Promise<T> {
  return start().catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') return share();
    throw new Error(refusal(error.message));
  });
}

function aiLine(config: RelayConfig, standIn: AiStandIn | null): string {
  if (standIn)
    return `the local AI stand-in at ${standIn.url}${standIn.ownServer ? '' : ' (started by another relay on this machine)'}`;
  if (!config.AI_BASE_URL) return 'off: refused with 41280 (set AI_BASE_URL, AI_API_KEY and AI_MODEL)';
  return `${config.AI_BASE_URL} (model ${config.AI_MODEL})`;
}

function metricsLine(config: RelayConfig, origin: string): string {
  if (config.METRICS_TOKEN) return `${origin}/metrics (bearer METRICS_TOKEN)`;
  return isProduction(config) ? 'off (set METRICS_TOKEN to serve /metrics)' : `${origin}/metrics`;
}

function demoAccountLines(): string[] {
  return [
    '  Demo accounts (email / password):',
    ...demoAccounts.map((a) => `    ${a.email.padEnd(40)} ${a.password}   (${a.country_key})`),
    '  Demo recruiter accounts for the employer site (email / password):',
    ...demoRecruiterAccounts.map((a) => `    ${a.email.padEnd(40)} ${a.password}   (${a.country_key})`),
  ];
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
