import type { TSessionUser } from '@talkhire/contracts';
import type { EventObject } from 'xstate';
import { ControlledActors } from '../testing/controlled-actors';
import { type PlannedPath, replayPath } from '../testing/graph-coverage';
import { ManualClock } from '../testing/manual-clock';
import { describeGraphWalk } from '../testing/walk-graph';
import { qrGraph } from './graph-plan';
import { qrMachine } from './machine';
import type { CompleteQrLoginInput, QrSession } from './types';

const { inputs, events } = qrGraph;

/** Server events reach the machine only through the listener, as in the browser. */
const fromServer = Object.fromEntries(
  ['QR.SCANNED', 'QR.CONFIRMED', 'QR.EXPIRED', 'QR.CANCELLED', 'QR.CONNECTION_LOST'].map((type) => [
    type,
    'listenToQr',
  ]),
);

function replay(plan: PlannedPath) {
  const actors = new ControlledActors();
  const machine = qrMachine.provide({
    actors: {
      createQr: actors.promise<QrSession, void>(),
      listenToQr: actors.callback<EventObject, { token: string }>(),
      completeQrLogin: actors.promise<TSessionUser, CompleteQrLoginInput>(),
    },
  });
  return replayPath(plan, { machine, actors, clock: new ManualClock(), listenerEvents: fromServer });
}

describeGraphWalk('qr machine', qrMachine, inputs, events, replay);
