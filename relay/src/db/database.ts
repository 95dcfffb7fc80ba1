import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import * as platform from './migrations/2026-11-22-a-platform';
import * as accounts from './migrations/2026-11-22-b-accounts';
import * as passwordAccounts from './migrations/2026-11-22-c-password-accounts';
import * as codeLogin from './migrations/2026-11-22-d-code-login';
import * as socialQr from './migrations/2026-11-22-e-social-qr';
import * as profile from './migrations/2026-11-22-f-profile';
import * as jobSearch from './migrations/2026-11-22-g-job-search';
import * as socialLanguage from './migrations/2026-11-22-h-social-language';
import * as jobDetail from './migrations/2026-11-22-i-job-detail';
import * as applications from './migrations/2026-11-22-j-applications';
import * as jobAlerts from './migrations/2026-11-22-k-job-alerts';
import * as companies from './migrations/2026-11-22-l-companies';
import * as home from './migrations/2026-11-22-m-home';
import * as myJobs from './migrations/2026-11-22-n-my-jobs';
import * as chat from './migrations/2026-11-22-o-chat';
import * as chatFeatures from './migrations/2026-11-22-p-chat-features';
import * as bossConsole from './migrations/2026-11-22-q-boss-console';
import * as companyChats from './migrations/2026-11-22-r-company-chats';
import * as webPush from './migrations/2026-11-22-s-web-push';
import * as chatsHotUpdates from './migrations/2026-11-22-t-chats-hot-updates';
import * as chatActions from './migrations/2026-11-26-u-chat-actions';
import * as profileParts from './migrations/2026-11-26-v-profile-parts';
import * as resumesVideo from './migrations/2026-11-26-w-resumes-video';
import * as accountSettings from './migrations/2026-11-26-x-account-settings';
import * as accountChanges from './migrations/2026-11-26-y-account-changes';
import * as trackingEvents from './migrations/2026-11-27-e-tracking-events';
import * as identityVerification from './migrations/2026-11-27-z-identity-verification';
import * as aiResume from './migrations/2026-11-28-a-ai';
import * as aiWriting from './migrations/2026-11-28-b-ai-writing';
import * as notificationCenter from './migrations/2026-11-28-c-notifications';
import * as feedbackCurrency from './migrations/2026-11-28-d-feedback-currency';
import * as invitesVip from './migrations/2026-11-28-e-invites-vip';
import * as editionTextIndex from './migrations/2026-11-28-f-edition-text-index';
import * as chatLogs from './migrations/2026-11-28-g-chat-logs';
import * as chatMessageKeys from './migrations/2026-11-28-h-chat-message-keys';
import * as editionTitleIndex from './migrations/2026-11-29-a-edition-title-index';
import * as storeChatMessages from './migrations/2026-11-29-b-store-chat-messages';
import * as storeChatMessagesResends from './migrations/2026-11-29-c-store-chat-messages-resends';
import * as storeChatMessagesPlan from './migrations/2026-11-29-d-store-chat-messages-plan';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** PostgreSQL when a URL is given, otherwise embedded PGlite persisted in `dataDir` (or memory). */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | 'memory';
  /** PostgreSQL: an idle connection the server ended (a restart, a terminated backend). */
  onConnectionLost?: (error: Error) => void;
}): Promise<Db> {
  if (options.url) {
    // bigint columns (salaries) hold values far below 2^53: read them as numbers.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Without a listener, an idle connection ended by the server is an uncaught exception that stops
    // the process; the pool has already dropped that connection and opens another when asked.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  return pgliteDb(await openPGlite(options.dataDir ?? 'memory'));
}

/**
 * Embedded PGlite in a folder or in memory. `loadDataDir`: a data directory dumped by
 * `dumpDataDir` to start from instead of initdb (the test apps' snapshots).
 */
export async function openPGlite(dataDir: string | 'memory', loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir !== 'memory') await mkdir(path.dirname(dataDir), { recursive: true });
  return PGlite.create(dataDir === 'memory' ? undefined : dataDir, {
    extensions: { pg_trgm, btree_gin },
    parsers: { 20: (v: string) => Number(v) },
    // PGlite's serializers are typed to return text, but bytes are sent as they are (binary format).
    serializers: { [types.JSON]: jsonParameter as (value: unknown) => string },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

/**
 * A json parameter: UTF-8 bytes go as they are (json's binary format is its text), anything else as
 * PGlite would send it. A batch of 8,192 chat sends, 2 MB of JSON, sent as a string had PGlite
 * measure its UTF-8 length a character at a time in JavaScript: 9% of the batch's time.
 */
function jsonParameter(value: unknown): Uint8Array | string {
  return value instanceof Uint8Array ? value : types.serializers[types.JSON]!(value);
}

/** Kysely over an open PGlite; destroying it closes the PGlite. */
export function pgliteDb(pglite: PGlite): Db {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  embedded.add(db);
  return db;
}

/**
 * Whether the database runs one statement at a time (PGlite, in process): statements sent
 * together only queue, so reading more to send them together costs instead of saving.
 */
export function runsOneStatementAtATime(db: Db): boolean {
  return embedded.has(db);
}
const embedded = new WeakSet<Db>();

/** Same migrations on both engines; Kysely holds an advisory lock so concurrent relays migrate once. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error } = await migrator(db).migrateToLatest();
  if (error) throw error;
}

/** Up to and including the named migration: a migration's test starts from the schema before it. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error } = await migrator(db).migrateTo(name);
  if (error) throw error;
}

function migrator(db: Db): Migrator {
  return new Migrator({
    db,
    // One entry per dated migration file, in name order.
    provider: {
      getMigrations: async () => ({
        '2026-11-22-a-platform': platform,
        '2026-11-22-b-accounts': accounts,
        '2026-11-22-c-password-accounts': passwordAccounts,
        '2026-11-22-f-profile': profile,
        '2026-11-22-d-code-login': codeLogin,
        '2026-11-22-e-social-qr': socialQr,
        '2026-11-22-g-job-search': jobSearch,
        '2026-11-22-h-social-language': socialLanguage,
        '2026-11-22-i-job-detail': jobDetail,
        '2026-11-22-j-applications': applications,
        '2026-11-22-k-job-alerts': jobAlerts,
        '2026-11-22-l-companies': companies,
        '2026-11-22-m-home': home,
        '2026-11-22-n-my-jobs': myJobs,
        '2026-11-22-o-chat': chat,
        '2026-11-22-p-chat-features': chatFeatures,
        '2026-11-22-q-boss-console': bossConsole,
        '2026-11-22-r-company-chats': companyChats,
        '2026-11-22-s-web-push': webPush,
        '2026-11-22-t-chats-hot-updates': chatsHotUpdates,
        '2026-11-26-u-chat-actions': chatActions,
        '2026-11-26-v-profile-parts': profileParts,
        '2026-11-26-w-resumes-video': resumesVideo,
        '2026-11-26-x-account-settings': accountSettings,
        '2026-11-26-y-account-changes': accountChanges,
        '2026-11-27-e-tracking-events': trackingEvents,
        '2026-11-27-z-identity-verification': identityVerification,
        '2026-11-28-e-invites-vip': invitesVip,
        '2026-11-28-f-edition-text-index': editionTextIndex,
        '2026-11-28-g-chat-logs': chatLogs,
        '2026-11-28-h-chat-message-keys': chatMessageKeys,
        '2026-11-29-a-edition-title-index': editionTitleIndex,
        '2026-11-29-b-store-chat-messages': storeChatMessages,
        '2026-11-29-c-store-chat-messages-resends': storeChatMessagesResends,
        '2026-11-29-d-store-chat-messages-plan': storeChatMessagesPlan,
        '2026-11-28-a-ai': aiResume,
        '2026-11-28-b-ai-writing': aiWriting,
        '2026-11-28-c-notifications': notificationCenter,
        '2026-11-28-d-feedback-currency': feedbackCurrency,
      }),
    },
  });
}
