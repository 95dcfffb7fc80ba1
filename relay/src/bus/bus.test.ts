import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cutRedisSubscriptions, namedRedisUrl } from '../testing/redis-subscriptions';
import { createBus } from './bus';

const redisUrl = process.env.REDIS_URL;

const kinds: [string, string | undefined][] = [['in-process', undefined]];
if (redisUrl) kinds.push(['redis', redisUrl]);

describe.each(kinds)('%s bus', (_name, url) => {
  it('delivers a published message to every subscriber of the channel, and only them', async () => {
    const a = createBus(url);
    const b = createBus(url);
    const channel = `test.${Math.random().toString(36).slice(2)}`;
    const gotA: unknown[] = [];
    const gotB: unknown[] = [];
    const other: unknown[] = [];
    await a.subscribe(channel, (m) => gotA.push(m));
    const stopB = await b.subscribe(channel, (m) => gotB.push(m));
    await b.subscribe(`${channel}.other`, (m) => other.push(m));
    await a.publish(channel, { n: 1 });
    await expect.poll(() => gotB.length).toBe(url ? 1 : 0);
    await expect.poll(() => gotA.length).toBe(1);
    stopB();
    await a.publish(channel, { n: 2 });
    await expect.poll(() => gotA.length).toBe(2);
    expect(gotA).toEqual([{ n: 1 }, { n: 2 }]);
    expect(gotB.length).toBeLessThanOrEqual(1);
    expect(other).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('a redis bus that cannot reach Redis', () => {
  it('resolves a publish and reports it: what is published is already stored, and no one is failed for it', async () => {
    const failures: string[] = [];
    const bus = createBus('redis://127.0.0.1:1', { onRedisError: (_error, doing) => failures.push(doing) });
    await bus.publish('test.unreachable', { n: 1 });
    expect(failures).toContain('publish on test.unreachable');
    // Its connection's failures are told too, not printed by ioredis.
    expect(failures).toContain('publisher connection');
    await bus.close();
  });
});

describe.skipIf(!redisUrl)('redis bus', () => {
  it('hands the publishing relay its own message at once, and once; other relays through Redis', async () => {
    const [a, b] = [createBus(redisUrl), createBus(redisUrl)];
    const channel = `test.${Math.random().toString(36).slice(2)}`;
    const heardByA: unknown[] = [];
    const heardByB: unknown[] = [];
    await a.subscribe(channel, (m) => heardByA.push(m));
    await b.subscribe(channel, (m) => heardByB.push(m));
    const message = { chat_id: 1, members: [1, 2] };
    const published = a.publish(channel, message);
    await Promise.resolve();
    expect(heardByA).toEqual([message]);
    expect(heardByA[0]).toBe(message);
    await published;
    await expect.poll(() => heardByB).toEqual([message]);
    // Redis has sent it back to A by now (B, on another connection, heard it): A skipped it.
    await b.publish(channel, { n: 2 });
    await expect.poll(() => heardByA).toEqual([message, { n: 2 }]);
    await Promise.all([a.close(), b.close()]);
  });

  it('tells its relay when its subscription was lost and is back, and hears messages again', async () => {
    const name = `bus-test-${randomUUID()}`;
    const [bus, other] = [createBus(namedRedisUrl(redisUrl ?? '', name)), createBus(redisUrl)];
    try {
      let missed = 0;
      bus.onMissed(() => missed++);
      const channel = `test.${name}`;
      const heard: unknown[] = [];
      await bus.subscribe(channel, (m) => heard.push(m));
      expect(missed).toBe(0);

      expect(await cutRedisSubscriptions(redisUrl ?? '', name)).toBe(1);
      await expect.poll(() => missed).toBe(1);

      await other.publish(channel, { n: 1 });
      await expect.poll(() => heard).toEqual([{ n: 1 }]);
    } finally {
      await Promise.all([bus.close(), other.close()]);
    }
  });
});

describe.skipIf(!redisUrl)('redis bus on numbered databases', () => {
  it('keeps relays on different Redis databases apart, though Redis shares channels across them', async () => {
    const on = (database: number) => {
      const url = new URL(redisUrl ?? '');
      url.pathname = `/${database}`;
      return createBus(url.toString());
    };
    const [first, alsoFirst, second] = [on(5), on(5), on(6)];
    const channel = `test.${Math.random().toString(36).slice(2)}`;
    const heardByFirst: unknown[] = [];
    const heardBySecond: unknown[] = [];
    await alsoFirst.subscribe(channel, (m) => heardByFirst.push(m));
    await second.subscribe(channel, (m) => heardBySecond.push(m));
    await first.publish(channel, { n: 1 });
    await expect.poll(() => heardByFirst).toEqual([{ n: 1 }]);
    // The second bus's own message arrives after the first's would have, had it been delivered.
    await second.publish(channel, { n: 2 });
    await expect.poll(() => heardBySecond).toEqual([{ n: 2 }]);
    expect(heardByFirst).toEqual([{ n: 1 }]);
    await Promise.all([first.close(), alsoFirst.close(), second.close()]);
  });
});

describe('in-process bus', () => {
  it('hands a message over as it is, refusing what Redis would not carry unchanged', async () => {
    const bus = createBus(undefined, { checkMessages: true });
    const channel = `test.${Math.random().toString(36).slice(2)}`;
    const heard: unknown[] = [];
    await bus.subscribe(channel, (m) => heard.push(m));
    const message = { chat_id: 1, members: [1, 2], event: { text: 'hi', at: null } };
    await bus.publish(channel, message);
    await expect.poll(() => heard).toEqual([message]);
    expect(heard[0]).toBe(message);
    // Frozen: what a subscriber or the publisher changes afterwards would not have reached Redis.
    expect(() => {
      message.event.text = 'changed';
    }).toThrow(TypeError);
    await expect(bus.publish(channel, { at: new Date() })).rejects.toThrow(/JSON would not keep/);
    await expect(bus.publish(channel, [1, undefined])).rejects.toThrow(/JSON would not keep/);
    await expect(bus.publish(channel, { n: Number.NaN })).rejects.toThrow(/JSON would not keep/);
    await bus.close();
  });
});
