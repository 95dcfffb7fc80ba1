import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../testing/test-app';

describe('outbox without SMTP', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ SEED_JOBS: 0 });
  });
  afterAll(async () => {
    await app.close();
  });

  it('delivers mail and SMS to the dev mailbox, newest first', async () => {
    const recipient = `mailbox-${Date.now()}@example.com`;
    await app.services.outbox.enqueue({
      channel: 'email',
      recipient,
      subject: 'Your code',
      text: 'Your code is 123456',
    });
    await app.services.outbox.enqueue({ channel: 'sms', recipient, text: 'Talkhire code 654321' });
    await app.services.outbox.deliverPending();
    const res = await app.inject(`/dev/mailbox/messages?recipient=${encodeURIComponent(recipient)}`);
    const messages = res.json().data;
    expect(messages.map((m: { channel: string }) => m.channel)).toEqual(['sms', 'email']);
    expect(messages[1]).toMatchObject({
      subject: 'Your code',
      body_text: 'Your code is 123456',
      transport: 'mailbox',
    });
    const page = await app.inject('/dev/mailbox');
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('outbox with SMTP', () => {
  const received: { to: string; raw: string }[] = [];
  let failNext = false;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        if (failNext) {
          failNext = false;
          return callback(new Error('mailbox unavailable'));
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  let app: App;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await createTestApp({ SEED_JOBS: 0, SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('sends mail over SMTP and records it as sent', async () => {
    const recipient = `smtp-${Date.now()}@example.com`;
    const id = await app.services.outbox.enqueue({
      channel: 'email',
      recipient,
      subject: 'Welcome',
      text: 'Hello from Talkhire',
    });
    await app.services.outbox.deliverPending();
    expect(received.find((m) => m.to === recipient)?.raw).toContain('Hello from Talkhire');
    const row = await app.services.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1 });
  });

  it('keeps a message whose delivery failed, to retry it later', async () => {
    failNext = true;
    const recipient = `retry-${Date.now()}@example.com`;
    const id = await app.services.outbox.enqueue({
      channel: 'email',
      recipient,
      subject: 'Retry',
      text: 'Second try',
    });
    await app.services.outbox.deliverPending();
    const row = await app.services.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toContain('mailbox unavailable');
    expect(row.available_at.getTime()).toBeGreaterThan(Date.now());
    expect(received.some((m) => m.to === recipient)).toBe(false);
  });
});
