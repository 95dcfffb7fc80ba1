import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { npmRun, repoRoot, tailKeeper } from './npm-run';

export interface Product {
  origin: string;
  dataDir: string;
  /** Seconds spent seeding and starting, for the report. */
  seedSeconds: number;
  startSeconds: number;
  stop(): Promise<void>;
}

export interface ProductOptions {
  port: number;
  /** The built web app the relay serves (its WEB_DIST); undefined: the relay's default, web/dist. */
  webDist: string | undefined;
  /** Jobs the seed CLI creates on an empty database. */
  jobs: number;
  /** A data folder to keep and reuse (seeding is skipped once it has jobs); default: a temporary one. */
  dataDir?: string | undefined;
  /** Settings of the relay's own over the ones above (a bench that needs another NODE_ENV). */
  env?: NodeJS.ProcessEnv;
}

/**
 * The product as it runs for real users: the relay started by its own `start` script with
 * NODE_ENV=production, on embedded PGlite in a data folder of its own. Production seeds no demo
 * data (SEED_JOBS defaults to 0 there, since demo accounts have published passwords), so the
 * catalogue is seeded first with the relay's seed CLI on the same folder. The employer site is
 * off: only the seeker site is measured, and its port stays free for other runs.
 */
export async function startProduct(options: ProductOptions): Promise<Product> {
  if (await portAnswers(options.port))
    throw new Error(`port ${options.port} is in use: set WEB_BENCH_PORT to a free port`);
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'talkhire-web-bench-')));
  const removeDataDir = () =>
    options.dataDir ? Promise.resolve() : rm(dataDir, { recursive: true, force: true });
  // Embedded storage and an in-process bus whatever the calling shell has set: the bench measures
  // one relay on its own data, never a shared database it could fill.
  const storage = { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' };
  try {
    let started = performance.now();
    await npmRun(['run', 'seed', '-w', '@talkhire/relay'], { ...storage, SEED_JOBS: String(options.jobs) });
    const seedSeconds = (performance.now() - started) / 1000;

    started = performance.now();
    const origin = `http://127.0.0.1:${options.port}`;
    const relay = spawnRelay({
      ...storage,
      NODE_ENV: 'production',
      SEED_JOBS: '0',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      EMPLOYER_PORT: 'off',
      LOG_LEVEL: 'warn',
      ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
      ...options.env,
    });
    try {
      await waitForHealth(origin, relay, 180_000);
    } catch (error) {
      await relay.stop();
      throw error;
    }
    const startSeconds = (performance.now() - started) / 1000;
    return {
      origin,
      dataDir,
      seedSeconds,
      startSeconds,
      stop: async () => {
        await relay.stop();
        await removeDataDir();
      },
    };
  } catch (error) {
    await removeDataDir();
    throw error;
  }
}

interface RunningRelay {
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * `npm run start -w @talkhire/relay` in a process group of its own: npm, the shell, tsx and node
 * are several processes, and stopping the group by its id stops all of them and nothing else.
 * The group is also stopped if this process exits first (an exception, Ctrl-C).
 */
function spawnRelay(env: NodeJS.ProcessEnv): RunningRelay {
  const child = spawn('npm', ['run', 'start', '-w', '@talkhire/relay'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = tailKeeper();
  child.stdout?.on('data', output.add);
  child.stderr?.on('data', output.add);
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      // Said at once: a relay gone mid-bench (crashed, or stopped by someone else) otherwise shows
      // up only as a browser error page in Lighthouse.
      if (!stopping)
        process.stderr.write(
          `the relay exited during the bench (${signal ?? `exit ${code}`}); its last output:\n${output.text()}\n`,
        );
      resolve();
    }),
  );
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const onExit = () => signalGroup('SIGTERM');
  process.once('exit', onExit);
  const onSignal = (signal: NodeJS.Signals) => {
    signalGroup('SIGTERM');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return {
    process: child,
    output: output.text,
    stop: async () => {
      process.off('exit', onExit);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopping = true;
      signalGroup('SIGTERM');
      // The relay gives itself 10 s to close; past 15 s it is stuck.
      const timer = setTimeout(() => signalGroup('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitForHealth(origin: string, relay: RunningRelay, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (relay.process.exitCode !== null)
      throw new Error(
        `the relay exited (${relay.process.exitCode}) before it was healthy:\n${relay.output()}`,
      );
    try {
      const res = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the relay was not healthy within ${timeoutMs / 1000} s:\n${relay.output()}`);
}

/** Whether something already listens there: its /healthz would pass for ours. */
function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
