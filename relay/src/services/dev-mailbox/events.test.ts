import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';

describe('GET /dev/mailbox/events', () => {
  it('streams each delivery live and ends when the relay closes', async () => {
    const app = await createTestApp({ SEED_JOBS: 0 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/dev/mailbox/events`);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    await app.services.outbox.enqueue({
      channel: 'sms',
      recipient: '+639171234567',
      text: 'Talkhire code 111111',
    });
    await app.services.outbox.deliverPending();
    while (!text.includes('event: delivered')) text += decoder.decode((await reader.read()).value);
    expect(text).toMatch(/"channel":"sms"/);

    const closed = app.close();
    for (;;) if ((await reader.read()).done) break;
    await closed;
  });
});
