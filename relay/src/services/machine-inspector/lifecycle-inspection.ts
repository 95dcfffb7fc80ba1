import { type LifecycleStep, watchLifecycles } from '@talkhire/machines';
import type { InspectionHub } from './inspection-hub';

/**
 * The relay's own machine runs, told to the hub: the interview, offer and exchange machines live
 * in no actor here (each change restores the stored record and moves it once), so every stored
 * record is shown as an actor of its own (`relay:interview:12`), registered with its machine's
 * definition, with the event the relay took and the snapshot it stored. @statelyai/inspect makes
 * the events, so the Stately inspector reads them as it reads a live actor's.
 */
export async function inspectRelayLifecycles(hub: InspectionHub): Promise<() => void> {
  // Loaded only when the inspector is on: a production relay never reads the module.
  const { createInspector } = await import('@statelyai/inspect');
  const inspector = createInspector({ send: (event) => hub.publish(event) });
  return watchLifecycles((step: LifecycleStep) => {
    const sessionId = `relay:${step.record}`;
    // The shape @statelyai/inspect reads a definition from (`logic.config`) and names the actor by.
    const actor = { sessionId, id: step.record, logic: step.machine } as unknown as Parameters<
      typeof inspector.actor
    >[0];
    const from = step.from ?? step.to;
    inspector.actor(actor, snapshotOf(step.machine, from));
    if (!step.event) return;
    inspector.event(sessionId, step.event);
    inspector.snapshot(sessionId, snapshotOf(step.machine, step.to), { event: step.event });
  });
}

function snapshotOf(machine: LifecycleStep['machine'], state: { status: string; context: unknown }) {
  const final = machine.root.states[state.status]?.type === 'final';
  return {
    status: final ? ('done' as const) : ('active' as const),
    value: state.status,
    context: state.context,
  };
}
