import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { employerPort, loadConfig } from '../../config/config';
import { type EmployerListener, listenEmployerSite } from '../../http/employer-listener';
import { hashToken, newToken } from '../../http/session-tokens';
import { signInRecruiter } from '../../testing/chat-members';
import { openTestSocket } from '../../testing/chat-socket-client';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';

const employerUrl = 'http://boss.localhost:4999';
let app: App;
let webRoot: string;
let employer: EmployerListener;
let seekerPort: number;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'talkhire-web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Talkhire</title></head><body>seeker app</body></html>',
  );
  await writeFile(
    path.join(webRoot, 'employer.html'),
    '<!doctype html><html><head><title>Boss</title></head><body>employer app</body></html>',
  );
  app = await createTestApp({ WEB_DIST: webRoot, EMPLOYER_URL: employerUrl });
  await app.listen({ port: 0, host: '127.0.0.1' });
  seekerPort = (app.server.address() as AddressInfo).port;
  employer = await listenEmployerSite(app, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await employer.close();
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

const on = (port: number, url: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${url}`, init);

/** A hand-off ticket as `POST /api/authentication/tickets` stores one. */
async function ticketFor(userId: number): Promise<string> {
  const ticket = newToken();
  await app.services.db
    .insertInto('hand_off_tickets')
    .values({ id: hashToken(ticket), user_id: userId, expires_at: new Date(Date.now() + 60_000) })
    .execute();
  return ticket;
}

describe('the employer site on its own port', () => {
  it('serves the employer app for page routes and the seeker app on the main port', async () => {
    const boss = await on(employer.port, '/conversations', { headers: { accept: 'text/html' } });
    expect(boss.status).toBe(200);
    expect(await boss.text()).toContain('employer app');
    expect(await (await on(employer.port, '/ja/login')).text()).toContain('employer app');
    expect(await (await on(seekerPort, '/conversations')).text()).toContain('seeker app');
  });

  it('serves the same API', async () => {
    const recruiter = await signInRecruiter(app);
    const answer = await on(employer.port, '/api/recruiters/me', {
      headers: { cookie: `sessionid=${recruiter.cookies.sessionid}` },
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: unknown }).data).toMatchObject({
      user_id: recruiter.userId,
      recruiter_id: recruiter.recruiterId,
    });
    expect((await on(employer.port, '/healthz')).status).toBe(200);
  });

  it('shuts crawlers out of the whole employer site, and only of it', async () => {
    const boss = await on(employer.port, '/robots.txt');
    expect(boss.status).toBe(200);
    expect(boss.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await boss.text()).toBe('User-agent: *\nDisallow: /\n');
    const seeker = await (await on(seekerPort, '/robots.txt')).text();
    expect(seeker).toContain('Allow: /\n');
    expect(seeker).not.toMatch(/^Disallow: \/$/m);
  });

  it('upgrades the chat socket for the employer page (same host, and the EMPLOYER_URL origin)', async () => {
    const recruiter = await signInRecruiter(app);
    const { sessionid } = recruiter.cookies;
    const sameHost = await openTestSocket(employer.port, { sessionid });
    expect(await sameHost.next('welcome')).toMatchObject({ role: 'recruiter', user_id: recruiter.userId });
    sameHost.ws.close();
    const configured = await openTestSocket(employer.port, { sessionid, origin: employerUrl });
    expect(await configured.next('welcome')).toMatchObject({ role: 'recruiter' });
    configured.ws.close();
    await expect(
      openTestSocket(employer.port, { sessionid, origin: 'https://evil.example' }),
    ).rejects.toThrow('403');
  });
});

describe('keep-login (spec §2)', () => {
  it("redeems a recruiter's one-time ticket for a recruiter session and goes to the redirect", async () => {
    const recruiter = await signInRecruiter(app);
    const ticket = await ticketFor(recruiter.userId);
    const query = new URLSearchParams({
      country: 'ph',
      lang: 'ja',
      sessionid: ticket,
      redirect: '/conversations',
    });
    const answer = await on(employer.port, `/keep-login?${query}`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/ja/conversations');
    const session = /sessionid=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
    expect(session).toBeTruthy();
    const me = await on(employer.port, '/api/recruiters/me', { headers: { cookie: `sessionid=${session}` } });
    expect(((await me.json()) as { data: unknown }).data).toMatchObject({ user_id: recruiter.userId });

    // Once only.
    const again = await on(employer.port, `/keep-login?${query}`, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('/ja/login?handoff=failed');
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it("opens no session for a seeker's ticket, an unknown ticket or a missing one; never leaves the site", async () => {
    const seeker = await signInSeeker(app);
    for (const sessionid of [await ticketFor(seeker.userId), 'not-a-ticket']) {
      const answer = await on(
        employer.port,
        `/keep-login?${new URLSearchParams({ sessionid, redirect: '' })}`,
        {
          redirect: 'manual',
        },
      );
      expect(answer.headers.get('location')).toBe('/login?handoff=failed');
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    expect((await on(employer.port, '/keep-login', { redirect: 'manual' })).headers.get('location')).toBe(
      '/login?handoff=failed',
    );
    const recruiter = await signInRecruiter(app);
    const away = await on(
      employer.port,
      `/keep-login?${new URLSearchParams({ sessionid: await ticketFor(recruiter.userId), redirect: '//evil.example/x' })}`,
      { redirect: 'manual' },
    );
    expect(away.headers.get('location')).toBe('/');
  });

  it('is not a route of the seeker site', async () => {
    expect((await on(seekerPort, '/keep-login?sessionid=x', { redirect: 'manual' })).status).toBe(404);
  });
});

describe('EMPLOYER_PORT', () => {
  it('defaults to PORT + 1 with a localhost EMPLOYER_URL, takes 0 for any port, and can be off', () => {
    const base = loadConfig({}, { PORT: 3000 });
    expect(employerPort(base)).toBe(3001);
    expect(base.EMPLOYER_URL).toBe('http://localhost:3001');
    expect(employerPort(loadConfig({ EMPLOYER_PORT: '0' }))).toBe(0);
    const off = loadConfig({ EMPLOYER_PORT: 'off' });
    expect(employerPort(off)).toBeNull();
    expect(off.EMPLOYER_URL).toBeUndefined();
  });
});
