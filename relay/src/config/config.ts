import path from 'node:path';
import { z } from 'zod';
import { relayDir } from './relay-dir';

/** An IPv4 or IPv6 address, optionally with a /prefix, as proxy-addr accepts them. */
const proxyAddress = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;

/** Everything the relay reads from the environment, parsed once at start-up. */
export const ZRelayConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Folder for the embedded database, uploaded files and the dev mailbox. */
  DATA_DIR: z.string().default(path.resolve(process.cwd(), '.data')),
  /** PostgreSQL connection; without it the relay runs on embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** Redis for fan-out between relay processes; without it the bus is in-process. */
  REDIS_URL: z.string().url().optional(),
  /**
   * SMTP for mail. Without it mail lands in the dev mailbox outside production; in production the
   * features that send mail are refused (nothing dev-only runs there).
   */
  SMTP_URL: z.string().url().optional(),
  /**
   * An SMS provider speaking Twilio's Messages REST shape, credentials in the URL:
   * `https://{account sid}:{auth token}@api.twilio.com`. Without it SMS lands in the dev mailbox
   * outside production; in production phone sign-in is refused.
   */
  SMS_URL: z.string().url().optional(),
  /** The sender the SMS provider shows: a number in E.164 or an alphanumeric sender id. */
  SMS_FROM: z.string().min(1).max(20).default('Talkhire'),
  /**
   * Bearer token for /metrics. Without it /metrics is open outside production and not served in
   * production.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  MAIL_FROM: z.string().default('Talkhire <no-reply@talkhire.local>'),
  /** Public origin of the seeker site, used in links inside mail. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Origin of the employer (Boss) site, whose pages may open the chat socket too. Default:
   * `http://localhost:{employer port}`, a different host name from the seeker site's 127.0.0.1,
   * because browsers keep cookies per host, not per port: the two sessions must not share a jar.
   */
  EMPLOYER_URL: z.string().url().optional(),
  /**
   * The employer site's own listener (same app, employer pages for HTML routes): unset → PORT + 1,
   * 0 → any free port, 'off' → not served.
   */
  EMPLOYER_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).optional(),
  /**
   * Web Push (VAPID) keys, base64url as `npx web-push generate-vapid-keys` prints them. Without
   * them a pair is made on first start and kept in the database.
   */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** The contact push services may write to (mailto: or https:); default: MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .optional(),
  /**
   * Push endpoints must be https, as every browser's push service is; '1' accepts http too, for a
   * local push service stand-in.
   */
  WEB_PUSH_ALLOW_HTTP: z.enum(['0', '1']).default('0'),
  /** Days of tracking events, exposures, clicks and records kept (services/tracking retention). */
  TRACKING_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * ClickHouse's HTTP interface (`https://user:password@host:8443/?database=talkhire`): when set,
   * the tracking writer sends its analytics rows there (INSERT … FORMAT JSONEachRow) instead of the
   * database (services/tracking/clickhouse-sink.ts).
   */
  CLICKHOUSE_URL: z.string().url().optional(),
  /**
   * A daily rates feed in the common `{ base, date, rates }` shape of public rate APIs (services/
   * currency): fetched once a day, the last day kept; without it the seed's rates file is used.
   */
  RATES_URL: z.string().url().optional(),
  /** Bearer token for the operations endpoints (website outage); without it they are not mounted. */
  OPS_TOKEN: z.string().min(16).optional(),
  /** Folder with the built web app; served when present. */
  WEB_DIST: z.string().default(path.resolve(relayDir, '../web/dist')),
  /**
   * Jobs created by the demo-data generator on an empty database; 0 skips seeding. Default 20,000,
   * but 0 in production: demo data brings demo accounts whose passwords are printed in the README.
   */
  SEED_JOBS: z.coerce.number().int().min(0).optional(),
  /**
   * Seconds a server-rendered page is kept for visitors without a session (services/web): the same
   * page for everyone who asks within them. Default 10 in production, 0 (off) elsewhere, where tests
   * change data and look at it at once.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  /**
   * Which proxies may tell the client's address in X-Forwarded-For: '0' none (default), a hop count
   * ('1' = one load balancer in front), or a comma-separated list of proxy addresses or CIDR ranges.
   * Never 'trust everyone': a client could then pick its own address and dodge every rate limit.
   */
  TRUST_PROXY: z
    .preprocess(
      (value) => (typeof value === 'string' ? parseTrustProxy(value) : value),
      z.union([z.number().int().min(0).max(32), z.array(z.string().regex(proxyAddress)).min(1)]),
    )
    .default(0),
  /**
   * Uploaded files (resumes, videos, covers, chat files) go to this S3 bucket instead of
   * DATA_DIR/files; the other S3_* settings say where it is and how to sign in (files/file-storage-of.ts).
   */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** An S3-compatible server (MinIO, R2…); unset: AWS's endpoint for S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Without them the SDK's own chain is used (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** '1': the bucket in the path (MinIO and most S3-compatible servers), not in the host name. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /**
   * The sandbox OpenID Connect provider (Google, Facebook and Apple stand-ins with test personas at
   * /sandbox-oidc/{provider}) is mounted outside production; '1' mounts it in production too, e.g.
   * for a staging site without real provider credentials.
   */
  OIDC_SANDBOX: z.enum(['0', '1']).default('0'),
  /**
   * The developers' statechart inspector (services/machine-inspector: the /dev/inspect hub and the
   * /dev/machines page, and the relay's own machine runs reported to them). `npm run dev` sets it;
   * `npm start` takes it as an opt-in. Refused with NODE_ENV=production.
   */
  INSPECT_MACHINES: z.enum(['0', '1']).default('0'),
  /**
   * Social login providers. Without an issuer a provider uses the sandbox on this relay's own origin
   * (when mounted); with one, its discovery document drives the flow, so a real provider is only
   * these three settings. Apple's client secret is the ES256 client-secret JWT Apple asks for.
   */
  OIDC_GOOGLE_ISSUER: z.string().url().optional(),
  OIDC_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_FACEBOOK_ISSUER: z.string().url().optional(),
  OIDC_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  OIDC_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_APPLE_ISSUER: z.string().url().optional(),
  OIDC_APPLE_CLIENT_ID: z.string().min(1).optional(),
  OIDC_APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Singapore identity verification (issue 15) with MyInfo v3 (Singpass login, consent, signed
   * and encrypted person data): the provider's base URL (…/myinfo/v3/authorise is below it), our
   * client id and secret, the purpose shown on the consent page, our private key (PEM file path:
   * request signatures, payload decryption) and the provider's signing certificate (PEM path).
   * Without MYINFO_URL, outside production, `npm start` runs the MockPass stand-in on
   * 127.0.0.1:MOCKPASS_PORT and points these at it; in production the feature is refused (40005).
   */
  MYINFO_URL: z.string().url().optional(),
  MYINFO_CLIENT_ID: z.string().min(1).max(200).optional(),
  MYINFO_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  MYINFO_PURPOSE: z.string().min(1).max(200).default('Verify your work eligibility on Talkhire'),
  MYINFO_PRIVATE_KEY: z.string().min(1).optional(),
  MYINFO_CERT: z.string().min(1).optional(),
  /** Where `npm start` runs the MockPass stand-in outside production without MYINFO_URL. */
  MOCKPASS_PORT: z.coerce.number().int().min(0).max(65535).default(5156),
  /**
   * 32 bytes, base64: the AES-256-GCM key of the identity data kept at rest. Without it one is made
   * outside production and kept in DATA_DIR/identity-data.key; production refuses the feature.
   */
  IDENTITY_DATA_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64')
    .optional(),
  /**
   * Issue 17: an OpenAI-compatible API (`https://api.openai.com/v1`, or any provider speaking the
   * same chat completions and image edits), its key and model. Without AI_BASE_URL, outside
   * production, `npm start` runs the local AI stand-in on 127.0.0.1:AI_STAND_IN_PORT and points
   * this at it; in production every AI feature is refused with 41280.
   */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).default('gpt-4o-mini'),
  /** The model of image edits (AI avatars): OpenAI's images/edits takes gpt-image-1 or dall-e-2, not a chat model. */
  AI_IMAGE_MODEL: z.string().min(1).max(200).default('gpt-image-1'),
  AI_STAND_IN_PORT: z.coerce.number().int().min(0).max(65535).default(5158),
});

export type RelayConfig = Omit<z.infer<typeof ZRelayConfig>, 'SEED_JOBS' | 'PAGE_CACHE_SECONDS'> & {
  SEED_JOBS: number;
  PAGE_CACHE_SECONDS: number;
};

/** Whether the developers' machine inspector runs: asked for, and never in production. */
export function isMachineInspectorOn(config: Pick<RelayConfig, 'NODE_ENV' | 'INSPECT_MACHINES'>): boolean {
  return config.INSPECT_MACHINES === '1' && !isProduction(config);
}

/** true when the relay serves real users: nothing dev-only is mounted or used as a fallback. */
export function isProduction(config: Pick<RelayConfig, 'NODE_ENV'>): boolean {
  return config.NODE_ENV === 'production';
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<RelayConfig> = {},
): RelayConfig {
  const blanksRemoved = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ZRelayConfig.safeParse({ ...blanksRemoved, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid relay configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.INSPECT_MACHINES === '1' && parsed.data.NODE_ENV === 'production') {
    throw new Error(
      'Invalid relay configuration:\n  INSPECT_MACHINES: the machine inspector is a development tool, refused with NODE_ENV=production',
    );
  }
  const port = employerPort(parsed.data);
  return {
    ...parsed.data,
    SEED_JOBS: parsed.data.SEED_JOBS ?? (parsed.data.NODE_ENV === 'production' ? 0 : 20_000),
    PAGE_CACHE_SECONDS: parsed.data.PAGE_CACHE_SECONDS ?? (parsed.data.NODE_ENV === 'production' ? 10 : 0),
    EMPLOYER_URL: parsed.data.EMPLOYER_URL ?? (port ? `http://localhost:${port}` : undefined),
  };
}

/** Where the employer site listens: null when it is off; 0 asks the system for a free port. */
export function employerPort(config: Pick<RelayConfig, 'PORT' | 'EMPLOYER_PORT'>): number | null {
  if (config.EMPLOYER_PORT === 'off') return null;
  if (config.EMPLOYER_PORT !== undefined) return config.EMPLOYER_PORT;
  return config.PORT === 0 ? 0 : config.PORT + 1;
}

function parseTrustProxy(value: string): number | string[] {
  if (/^\d+$/.test(value.trim())) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
