import { failure, sessionUser } from '../testing/fixtures';
import type { GraphEvent } from '../testing/graph-coverage';
import type { QrInput } from './types';

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

/** What the graph walk (machine.graph.test.ts) and the generated docs start from and send. */
export const qrGraph: { inputs: unknown[]; events: GraphEvent[] } = { inputs: inputs, events };
