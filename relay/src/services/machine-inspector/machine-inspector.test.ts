import type { AddressInfo } from 'node:net';
import { machineRegistry } from '@talkhire/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../../app';
import { loadConfig } from '../../config/config';
import { newAddress } from '../../testing/addresses';
import { openTestChat } from '../../testing/chat-members';
import { createTestApp } from '../../testing/test-app';

const hour = 3_600_000;

/** A hub connection that keeps every inspection event it hears. */
async function openViewer(port: number, headers: Record<string, string> = {}) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/dev/inspect?role=viewer`, { headers });
  const events: Array<Record<string, unknown>> = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data))));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(String(response.statusCode))),
    );
    socket.once('error', reject);
  });
  return { socket, events };
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  if (!check()) throw new Error(`never saw ${what}`);
}

describe('machine inspector, on (INSPECT_MACHINES=1)', () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    app = await createTestApp({ INSPECT_MACHINES: '1', SEED_JOBS: 200 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('serves the page with its own script and styles, no inline ones', async () => {
    const page = await app.inject({ url: '/dev/machines' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/dev/machines/machines.js" defer></script>');
    expect(page.body).not.toMatch(/<script>|<style|style="/);
    expect((await app.inject({ url: '/dev/machines/machines.js' })).headers['content-type']).toMatch(
      /javascript/,
    );
    expect((await app.inject({ url: '/dev/machines/machines.css' })).headers['content-type']).toMatch(/css/);
  });

  it('describes every machine of the registry, states and guards in words', async () => {
    const { data } = (await app.inject({ url: '/dev/machines/catalogue' })).json();
    expect(data.map((entry: { id: string }) => entry.id)).toEqual(machineRegistry.map((entry) => entry.id));
    const offer = data.find((entry: { id: string }) => entry.id === 'offer');
    expect(offer.description.states.map((state: { id: string }) => state.id)).toEqual([
      'sent',
      'accepted',
      'rejected',
    ]);
    expect(offer.description.guards).toEqual(['by seeker', 'rejects with reason']);
  });

  it("passes a source's inspection events to viewers, late viewers included, and drops anything else", async () => {
    const source = new WebSocket(`ws://127.0.0.1:${port}/dev/inspect?role=source`);
    await new Promise((resolve) => source.once('open', resolve));
    const first = await openViewer(port);
    source.send('not json');
    source.send(JSON.stringify({ type: 'something else', sessionId: 'x:1' }));
    source.send(JSON.stringify({ type: '@xstate.event', sessionId: 'x:1', event: { type: 'TOGGLE' } }));
    await until(() => first.events.length > 0, 'the event');
    expect(first.events).toEqual([{ type: '@xstate.event', sessionId: 'x:1', event: { type: 'TOGGLE' } }]);
    const late = await openViewer(port);
    await until(() => late.events.some((e) => e.sessionId === 'x:1'), 'the kept event');
    for (const socket of [source, first.socket, late.socket]) socket.close();
  });

  it("shows the relay's interview machine moving: the invitation as an actor, the accept as its event and snapshot", async () => {
    const viewer = await openViewer(port);
    const { seeker, recruiter, chat } = await openTestChat(app);
    const invited = await app.inject({
      method: 'POST',
      url: '/api/recruiters/interviews',
      cookies: recruiter.cookies,
      headers: { 'x-forwarded-for': newAddress() },
      payload: {
        chat_id: chat.id,
        slots: [new Date(Date.now() + 48 * hour).toISOString()],
        address: '12 Ayala Avenue, Makati',
        contact_person: 'Liza Cruz',
        contact_number: '+63 2 8123 4567',
      },
    });
    const { id } = invited.json().data;
    const sessionId = `relay:interview:${id}`;
    await until(() => viewer.events.some((e) => e.sessionId === sessionId), 'the invitation');
    const registered = viewer.events.find((e) => e.sessionId === sessionId && e.type === '@xstate.actor');
    expect(registered).toMatchObject({ name: 'interview', snapshot: { value: 'pending', status: 'active' } });
    expect(JSON.parse(String(registered?.definition)).id).toBe('interview');

    await app.inject({
      method: 'POST',
      url: `/api/interviews/${id}/accept`,
      cookies: seeker.cookies,
      headers: { 'x-forwarded-for': newAddress() },
      payload: { slot: 0 },
    });
    await until(
      () => viewer.events.some((e) => e.sessionId === sessionId && e.type === '@xstate.snapshot'),
      'the accept',
    );
    const mine = viewer.events.filter((e) => e.sessionId === sessionId).map((e) => e.type);
    expect(mine).toEqual(['@xstate.actor', '@xstate.actor', '@xstate.event', '@xstate.snapshot']);
    expect(viewer.events.find((e) => e.sessionId === sessionId && e.type === '@xstate.event')).toMatchObject({
      event: { type: 'ACCEPT', by: 'jobseeker', slot: 0 },
    });
    expect(
      viewer.events.find((e) => e.sessionId === sessionId && e.type === '@xstate.snapshot'),
    ).toMatchObject({
      snapshot: { value: 'accepted', status: 'active' },
    });
    viewer.socket.close();
  });

  it("refuses another site's page (its Origin), which could read what the machines hold", async () => {
    await expect(openViewer(port, { origin: 'https://evil.example' })).rejects.toThrow('403');
    const own = await openViewer(port, { origin: `http://127.0.0.1:${port}` });
    own.socket.close();
  });
});

describe('machine inspector, off', () => {
  it('is not mounted without the flag', async () => {
    const app = await createTestApp({ SEED_JOBS: 0 });
    try {
      for (const url of [
        '/dev/machines',
        '/dev/machines/machines.js',
        '/dev/machines/catalogue',
        '/dev/inspect',
      ])
        expect((await app.inject({ url })).statusCode, url).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers 404 in production, and a production relay refuses the flag', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production', INSPECT_MACHINES: '1' })).toThrow(/INSPECT_MACHINES/);
    const app = await createTestApp({ NODE_ENV: 'production', SEED_JOBS: 0 });
    try {
      for (const url of ['/dev/machines', '/dev/machines/catalogue', '/dev/inspect'])
        expect((await app.inject({ url })).statusCode, url).toBe(404);
    } finally {
      await app.close();
    }
  });
});
