import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { ControlledActors } from './controlled-actors';
import { allStateIds, leafPaths, replayPath, shortestPathPerState, shortestPaths } from './graph-coverage';
import { ManualClock } from './manual-clock';

/** A machine with a state no event leads to, and a call whose answer decides the next state. */
const door = setup({
  types: { events: {} as { type: 'OPEN' } | { type: 'CLOSE' } },
  actors: { unlock: fromPromise<{ ok: boolean }, void>(async () => ({ ok: true })) },
}).createMachine({
  id: 'door',
  initial: 'Closed',
  states: {
    Closed: { on: { OPEN: 'Unlocking' } },
    Unlocking: {
      invoke: {
        id: 'unlock',
        src: 'unlock',
        onDone: [{ guard: ({ event }) => event.output.ok, target: 'Open' }, { target: 'Jammed' }],
      },
    },
    Open: { on: { CLOSE: 'Closed' }, initial: 'Swinging', states: { Swinging: {} } },
    Jammed: {},
    Forgotten: {},
  },
});

const events = [
  { type: 'OPEN' },
  { type: 'CLOSE' },
  { type: 'xstate.done.actor.unlock', output: { ok: true } },
  { type: 'xstate.done.actor.unlock', output: { ok: false } },
];

describe('graph coverage', () => {
  it('lists every state node, nested ones included', () => {
    expect(allStateIds(door)).toEqual([
      'door.Closed',
      'door.Forgotten',
      'door.Jammed',
      'door.Open',
      'door.Open.Swinging',
      'door.Unlocking',
    ]);
  });

  it('notices a state no path reaches', () => {
    const reached = [...shortestPathPerState(door, shortestPaths(door, [undefined], events)).keys()].sort();
    expect(reached).not.toEqual(allStateIds(door));
    expect(allStateIds(door).filter((id) => !reached.includes(id))).toEqual(['door.Forgotten']);
  });

  it('keeps only the paths no other path runs through', () => {
    const plans = shortestPaths(door, [undefined], events);
    expect(plans.map(({ path }) => path.state.value)).toEqual([
      'Closed',
      'Unlocking',
      { Open: 'Swinging' },
      'Jammed',
    ]);
    expect(leafPaths(plans).map(({ path }) => path.state.value)).toEqual([{ Open: 'Swinging' }, 'Jammed']);
  });

  it('fails a replay when the live actor is not where the path says', async () => {
    const plans = shortestPaths(door, [undefined], events);
    const toOpen = plans.find(({ path }) => typeof path.state.value === 'object');
    if (!toOpen) throw new Error('no path to Open');
    const actors = new ControlledActors();
    const machine = door.provide({ actors: { unlock: actors.promise<{ ok: boolean }, void>() } });
    // The recorded answer now leads to Jammed while the step still claims Open.
    const lying = {
      ...toOpen,
      path: {
        ...toOpen.path,
        steps: toOpen.path.steps.map((step) =>
          step.event.type === 'xstate.done.actor.unlock'
            ? { ...step, event: { ...step.event, output: { ok: false } } }
            : step,
        ),
      },
    };
    await expect(replayPath(lying, { machine, actors, clock: new ManualClock() })).rejects.toThrow(
      /after step \d+: unlock answers/,
    );
  });
});
