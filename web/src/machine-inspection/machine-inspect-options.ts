import type { InspectionEvent, Observer } from 'xstate';

/**
 * Spread into `useMachine` / `createActor` options: in development it carries an `inspect`
 * observer that sends the actor's inspection events to the relay's `/dev/inspect` hub (the live
 * view at `/dev/machines`); in production builds it is `{}` and the inspector's code is not even
 * in the bundle (`__MACHINE_INSPECTOR__` is a build-time constant, see vite.config.ts).
 */
export const machineInspectOptions: { inspect?: Observer<InspectionEvent> } = __MACHINE_INSPECTOR__
  ? { inspect: inspectWhenLoaded() }
  : {};

/** Events that come before the inspector's code has loaded, kept (the latest ones) until it has. */
const earlyLimit = 500;

/**
 * The inspector is loaded on first use through a dynamic import, so even a development page pays
 * for it only once a machine runs; what the actors report meanwhile is replayed to it.
 */
function inspectWhenLoaded(): Observer<InspectionEvent> {
  const early: InspectionEvent[] = [];
  let target: Observer<InspectionEvent> | null = null;
  let loading = false;
  return {
    next(event) {
      if (target) {
        target.next?.(event);
        return;
      }
      early.push(event);
      if (early.length > earlyLimit) early.shift();
      if (loading) return;
      loading = true;
      void import('./inspector-socket').then(({ openInspectorSocket }) => {
        target = openInspectorSocket();
        for (const waiting of early.splice(0)) target.next?.(waiting);
      });
    },
  };
}
