import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { renderFormPost } from '../services/oidc-sandbox/authorize-page';
import { createTestApp } from '../testing/test-app';
import { type EmployerListener, listenEmployerSite } from './employer-listener';

let app: App;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'talkhire-web-'));
  await writeFile(path.join(webRoot, 'index.html'), page('seeker app'));
  await writeFile(path.join(webRoot, 'employer.html'), page('employer app'));
  app = await createTestApp({ SEED_JOBS: 0, WEB_DIST: webRoot });
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

function page(text: string) {
  return `<!doctype html><html><head><title>Talkhire</title><script type="module" src="/assets/main.js"></script></head><body><div id="root"></div>${text}</body></html>`;
}

/** The policy's directives by name. */
function policyOf(headers: Record<string, unknown>): Map<string, string[]> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const policy = policyOf(headers);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('style-src')).toEqual(["'self'"]);
  // Server-rendered style props are attributes; style elements and sheets from elsewhere stay refused.
  expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('security headers on every answer', () => {
  it('on an API answer, a page, a 404 and a refusal', async () => {
    const answers = await Promise.all([
      app.inject('/api/config/job_types/list'),
      app.inject({ url: '/job-search', headers: { accept: 'text/html' } }),
      app.inject('/api/no-such-thing'),
      app.inject({ method: 'POST', url: '/api/authentication/guest/login', payload: { guest_role: 7 } }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 404, 422]);
    expect(answers[1]!.body).toContain('seeker app');
    for (const res of answers) expectSecurityHeaders(res.headers);
  });

  it('on the employer listener, whose requests go through the same app', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const employer: EmployerListener = await listenEmployerSite(app, { port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`http://127.0.0.1:${employer.port}/conversations`, {
        headers: { accept: 'text/html' },
      });
      expect(await res.text()).toContain('employer app');
      expectSecurityHeaders(Object.fromEntries(res.headers));
    } finally {
      await employer.close();
    }
  });

  it('lets pages talk to the chat socket of both sites and load images from data: and blob: URLs', async () => {
    const policy = policyOf((await app.inject('/healthz')).headers);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      `ws://${new URL(app.services.config.EMPLOYER_URL!).host}`,
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
  });

  it('sends no HSTS and keeps http subresources while the site is not public over https', async () => {
    const res = await app.inject('/healthz');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(policyOf(res.headers).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('security headers of a site public over https', () => {
  let https: App;
  beforeAll(async () => {
    https = await createTestApp({
      SEED_JOBS: 0,
      PUBLIC_URL: 'https://talkhire.example',
      EMPLOYER_URL: 'https://boss.talkhire.example',
    });
  });
  afterAll(async () => {
    await https.close();
  });

  it('pins https with HSTS and upgrades any http subresource', async () => {
    const res = await https.inject('/healthz');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    const policy = policyOf(res.headers);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'wss://talkhire.example',
      'wss://boss.talkhire.example',
    ]);
  });
});

describe('developer pages under the same policy', () => {
  it('the dev mailbox has no inline script or style: they are files of this origin', async () => {
    const res = await app.inject('/dev/mailbox');
    expectSecurityHeaders(res.headers);
    expect(inlineScriptsAndStyles(res.body)).toEqual([]);
    const script = await app.inject('/dev/mailbox/mailbox.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("new EventSource('/dev/mailbox/events')");
    expect((await app.inject('/dev/mailbox/mailbox.css')).headers['content-type']).toContain('text/css');
  });

  it('the OIDC sandbox pages neither: the form post sends itself from a script file', async () => {
    const error = await app.inject('/sandbox-oidc/google/authorize?client_id=unknown');
    expect(error.statusCode).toBe(400);
    expect(inlineScriptsAndStyles(error.body)).toEqual([]);
    expect(error.body).toContain('<link rel="stylesheet" href="/sandbox-oidc/sandbox.css">');
    const formPost = renderFormPost('http://localhost/callback', { code: 'c', state: 's' });
    expect(inlineScriptsAndStyles(formPost)).toEqual([]);
    expect(formPost).toContain('<script src="/sandbox-oidc/form-post.js" defer></script>');
    const script = await app.inject('/sandbox-oidc/form-post.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('document.forms[0].submit()');
  });
});

/** `<style>` elements, scripts without src and inline event handlers: what the policy refuses. */
function inlineScriptsAndStyles(html: string): string[] {
  return [...html.matchAll(/<style[\s>]|<script(?![^>]*\bsrc=)[^>]*>|\son[a-z]+=|\sstyle=/gi)].map(
    (match) => match[0],
  );
}
