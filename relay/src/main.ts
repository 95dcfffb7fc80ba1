import { buildApp } from './app';
import { employerPort, loadConfig } from './config';
import { demoAccounts, demoRecruiterAccounts } from './seed/demo-accounts';
import { type EmployerListener, listenEmployerSite } from './services/employer-site/employer-listener';

/** Starts the relay, prints where everything is, and closes cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
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
    `  Dev mailbox       ${origin}/dev/mailbox${config.SMTP_URL ? '   (SMS only: mail goes to SMTP_URL)' : ''}`,
    `  Health / metrics  ${origin}/healthz  ${origin}/metrics`,
    `  Storage           ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`}; bus ${config.REDIS_URL ? 'Redis' : 'in-process'}`,
    '  Demo accounts (email / password):',
    ...demoAccounts.map((a) => `    ${a.email.padEnd(40)} ${a.password}   (${a.country_key})`),
    '  Demo recruiter accounts for the employer site (email / password):',
    ...demoRecruiterAccounts.map((a) => `    ${a.email.padEnd(40)} ${a.password}   (${a.country_key})`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
