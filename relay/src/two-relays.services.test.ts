import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Two relay processes on one PostgreSQL and one Redis behave as one service: a change made
 * through one is seen at once through the other, because caches are invalidated over the bus.
 */
const relayDir = path.resolve(import.meta.dirname, '..');
const token = 'two-relays-ops-token-0123456789';
const ports = [3411, 3412] as const;
const processes: ChildProcess[] = [];

async function startRelay(port: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: relayDir,
    env: {
      ...process.env,
      PORT: String(port),
      // The employer listener would take PORT + 1, the other relay's port.
      EMPLOYER_PORT: 'off',
      OPS_TOKEN: token,
      SEED_JOBS: '400',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  processes.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + 120_000;
  while (!output.includes('Talkhire is running')) {
    if (child.exitCode !== null) throw new Error(`relay on ${port} exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`relay on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const url = (port: number, p: string) => `http://127.0.0.1:${port}${p}`;

beforeAll(async () => {
  await Promise.all(ports.map(startRelay));
});
afterAll(async () => {
  await Promise.all(
    processes.map(async (child) => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    }),
  );
});

describe('two relay processes sharing PostgreSQL and Redis', () => {
  it('both run on PostgreSQL and the Redis bus', async () => {
    for (const port of ports) {
      const health = await (await fetch(url(port, '/healthz'))).json();
      expect(health).toMatchObject({ status: 'ok', database: 'postgresql', bus: 'redis' });
    }
  });

  it('a maintenance switch made through one relay is answered by the other at once', async () => {
    const [a, b] = ports;
    const outage = async (port: number) => {
      const res = await fetch(url(port, '/api/config/search/website-outage?language_code=en'));
      const body = (await res.json()) as { data: { is_under_maintenance: boolean } };
      return body.data.is_under_maintenance;
    };
    const set = (on: boolean) =>
      fetch(url(a, '/ops/website-outage'), {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ is_under_maintenance: on }),
      });

    expect((await set(true)).status).toBe(200);
    await expect.poll(() => outage(b), { timeout: 2000, interval: 50 }).toBe(true);
    expect((await set(false)).status).toBe(200);
    await expect.poll(() => outage(b), { timeout: 2000, interval: 50 }).toBe(false);
  });

  it('stops cleanly on SIGTERM', async () => {
    const child = processes[1]!;
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });
});
