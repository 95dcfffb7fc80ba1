import type { ApiClient } from '@talkhire/client';
import { endpointPath, endpoints, ZQrLoginEvent } from '@talkhire/contracts';
import type { CompleteQrLoginInput, QrServerEvent, QrSession } from '@talkhire/machines';
import { qrMachine } from '@talkhire/machines';
import { type EventObject, fromCallback, fromPromise } from 'xstate';

const accounts = endpoints.accounts;
const quiet = { quiet: true } as const;

/** The QR machine's calls; `svgOf` keeps each code's picture for the panel. */
export function providedQrMachine(api: ApiClient, svgOf: Map<string, string>) {
  return qrMachine.provide({
    actors: {
      createQr: fromPromise<QrSession, void>(async () => {
        const created = await api.call(accounts.qrCreate, { body: {} }, quiet);
        svgOf.set(created.token, created.qr_svg);
        return {
          token: created.token,
          url: created.url,
          expiresInSeconds: Math.max(0, (Date.parse(created.expires_at) - Date.now()) / 1000),
        };
      }),

      // The relay's server-sent events; the browser reconnects by itself after a network blip.
      listenToQr: fromCallback<EventObject, { token: string }>(({ input, sendBack }) => {
        const source = new EventSource(endpointPath(accounts.qrEvents, { token: input.token }));
        source.addEventListener('status', (message) => {
          const parsed = ZQrLoginEvent.safeParse(JSON.parse((message as MessageEvent<string>).data));
          if (!parsed.success) return;
          const event = serverEvent(parsed.data.status);
          if (event) sendBack(event);
        });
        source.onerror = () => {
          // CLOSED: the relay refused the stream (unknown code, another browser's code).
          if (source.readyState === EventSource.CLOSED) sendBack({ type: 'QR.CONNECTION_LOST' });
        };
        return () => source.close();
      }),

      // The desktop's own cookie, set with the code, proves it is the browser that showed it.
      completeQrLogin: fromPromise(async ({ input }: { input: CompleteQrLoginInput }) => {
        const completed = await api.call(accounts.qrComplete, { params: { token: input.token } }, quiet);
        return completed.user;
      }),
    },
  });
}

function serverEvent(status: string): QrServerEvent | null {
  switch (status) {
    // The relay does not say who scanned: the panel only says that someone did.
    case 'scanned':
      return { type: 'QR.SCANNED', scanner: { first_name: '', avatar: null } };
    case 'confirmed':
      return { type: 'QR.CONFIRMED', ticket: '' };
    case 'expired':
      return { type: 'QR.EXPIRED' };
    case 'cancelled':
      return { type: 'QR.CANCELLED' };
    default:
      return null;
  }
}
