import { buildApp } from './app';
import { loadConfig } from './config';
import { demoAccounts } from './seed/demo-accounts';

/** Starts the relay, prints where everything is, and closes cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const origin = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${(app.server.address() as { port: number }).port}`;
  const lines = [
    '',
    'Talkhire is running',
    `  Job seeker site   ${origin}/`,
    `  Dev mailbox       ${origin}/dev/mailbox${config.SMTP_URL ? '   (SMS only: mail goes to SMTP_URL)' : ''}`,
    `  Health / metrics  ${origin}/healthz  ${origin}/metrics`,
    `  Storage           ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`}; bus ${config.REDIS_URL ? 'Redis' : 'in-process'}`,
    '  Demo accounts (email / password):',
    ...demoAccounts.map((a) => `    ${a.email.padEnd(40)} ${a.password}   (${a.country_key})`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
