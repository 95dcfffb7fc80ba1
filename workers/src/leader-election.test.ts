import { describe, expect, it } from 'vitest';
import { electLeader } from './leader-election';
import { fakeLocks } from './testing/fake-locks';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('leader election without SharedWorker', () => {
  it('lets one tab host the chat core and hands over when it goes', async () => {
    const locks = fakeLocks();
    const hosting: string[] = [];
    const host = (tab: string) => () => {
      hosting.push(tab);
      return () => hosting.splice(hosting.indexOf(tab), 1);
    };
    const first = electLeader(locks, host('first'));
    const second = electLeader(locks, host('second'));
    await tick();
    expect(hosting).toEqual(['first']);
    expect([first.isLeader, second.isLeader]).toEqual([true, false]);

    first.resign();
    await tick();
    expect(hosting).toEqual(['second']);
    expect([first.isLeader, second.isLeader]).toEqual([false, true]);
  });

  it('a tab that resigns while waiting never leads', async () => {
    const locks = fakeLocks();
    const led: string[] = [];
    const first = electLeader(locks, () => {
      led.push('first');
      return () => {};
    });
    const second = electLeader(locks, () => {
      led.push('second');
      return () => {};
    });
    await tick();
    second.resign();
    first.resign();
    await tick();
    expect(led).toEqual(['first']);
  });
});
