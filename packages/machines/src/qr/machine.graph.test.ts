import type { TSessionUser } from '@talkhire/contracts';
import type { EventObject } from 'xstate';
import { ControlledActors } from '../testing/controlled-actors';
import { failure, sessionUser } from '../testing/fixtures';
import { type GraphEvent, type PlannedPath, replayPath } from '../testing/graph-coverage';
import { ManualClock } from '../testing/manual-clock';
import { describeGraphWalk } from '../testing/walk-graph';
import { qrMachine } from './machine';
import type { CompleteQrLoginInput, QrInput, QrSession } from './types';

const inputs: QrInput[] = [{ ownOrigin: 'https://talkhire.example', language: 'en' }];

const events: GraphEvent[] = [
  { type: 'QR.REFRESH' },
  { type: 'QR.SCANNED', scanner: { first_name: 'Ana', avatar: null } },
  { type: 'QR.CONFIRMED', ticket: 'ticket-1' },
  { type: 'QR.EXPIRED' },
  { type: 'QR.CANCELLED' },
  { type: 'QR.CONNECTION_LOST' },
  {
    type: 'xstate.done.actor.createQr',
    output: { token: 'qr-1', url: 'https://talkhire.example/qr/qr-1', expiresInSeconds: 120 },
  },
  { type: 'xstate.error.actor.createQr', error: failure(503, 50001) },
  { type: 'xstate.error.actor.listenToQr', error: failure(0, 0) },
  { type: 'xstate.after.scannedNotice.qr.Listening.Scanned' },
  { type: 'xstate.after.qrLifetime.qr.Listening' },
  { type: 'xstate.done.actor.completeQrLogin', output: sessionUser() },
  { type: 'xstate.error.actor.completeQrLogin', error: failure(422, 41043) },
];

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
