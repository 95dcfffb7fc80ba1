import type { AddressInfo } from 'node:net';
import { endpoints } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { type EmployerListener, listenEmployerSite } from '../../http/employer-listener';
import { createTestApp } from '../../testing/test-app';
import { seekerSiteOf } from './seeker-site';

const path = endpoints.bossConsole.seekerSite.path;
const seekerSite = async (app: App) => (await app.inject(path)).json().data.seeker_site as string;

describe("the console's link back to the seeker site", () => {
  let app: App;
  let employer: EmployerListener | null = null;
  beforeAll(async () => {
    app = await createTestApp({ SEED_JOBS: 0, PORT: 4567 });
  });
  afterAll(async () => {
    await employer?.close();
    await app.close();
  });

  it('follows PORT, for anyone (the login page shows it before a session exists)', async () => {
    expect(await seekerSite(app)).toBe('http://127.0.0.1:4567');
  });

  it('names the port the relay listens on, also when asked on the employer site', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const seekerPort = (app.server.address() as AddressInfo).port;
    employer = await listenEmployerSite(app, { port: 0, host: '127.0.0.1' });
    const answer = await fetch(`http://127.0.0.1:${employer.port}${path}`);
    expect(((await answer.json()) as { data: { seeker_site: string } }).data.seeker_site).toBe(
      `http://127.0.0.1:${seekerPort}`,
    );
  });
});

describe('with PUBLIC_URL', () => {
  it('is the public origin, whatever the port', async () => {
    const app = await createTestApp({
      SEED_JOBS: 0,
      PORT: 4568,
      PUBLIC_URL: 'https://jobs.talkhire.example/',
    });
    try {
      expect(await seekerSite(app)).toBe('https://jobs.talkhire.example');
    } finally {
      await app.close();
    }
  });
});

describe('seekerSiteOf', () => {
  it('opens a wildcard HOST as 127.0.0.1 and keeps a named one', () => {
    expect(seekerSiteOf({ PUBLIC_URL: undefined, HOST: '0.0.0.0', PORT: 3000 }, null)).toBe(
      'http://127.0.0.1:3000',
    );
    expect(seekerSiteOf({ PUBLIC_URL: undefined, HOST: '::', PORT: 3000 }, 3100)).toBe(
      'http://127.0.0.1:3100',
    );
    expect(seekerSiteOf({ PUBLIC_URL: undefined, HOST: 'talkhire.lan', PORT: 80 }, null)).toBe(
      'http://talkhire.lan:80',
    );
    expect(seekerSiteOf({ PUBLIC_URL: undefined, HOST: '::1', PORT: 3000 }, null)).toBe('http://[::1]:3000');
  });
});
