import type { LanguageCode } from '@talkhire/config';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import { useApi } from '../api/api-context';
import { machineInspectOptions } from '../machine-inspection';
import { providedQrMachine } from './qr-actors';
import { useFinishSignIn } from './use-finish-sign-in';

/**
 * Spec §4 QR login on the desktop: waiting → scanned → confirm on the app → success, or expired
 * (or cancelled, or failed) → refresh. The phone is our own /qr-login/{token} page.
 */
export function QrPanel({ language, redirect }: { language: LanguageCode; redirect: string | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const finish = useFinishSignIn();
  const [svgOf] = useState(() => new Map<string, string>());
  const machine = useMemo(() => providedQrMachine(api, svgOf), [api, svgOf]);
  const [snapshot, send] = useMachine(machine, {
    ...machineInspectOptions,
    input: { ownOrigin: globalThis.location?.origin ?? '', language, redirect },
  });

  useEffect(() => {
    if (snapshot.status === 'done') finish(snapshot.output.destination);
  }, [snapshot.status, snapshot.output, finish]);

  const token = snapshot.context.session?.token;
  const svg = token ? svgOf.get(token) : undefined;
  const showCode = snapshot.matches('Listening') && svg;
  const ended = snapshot.matches('Expired') || snapshot.matches('Cancelled') || snapshot.matches('Failed');
  const status = t(statusKey(snapshot));

  return (
    <section className="qr-panel" aria-labelledby="qr-heading" data-testid="qr-panel">
      <h2 id="qr-heading">{t('auth.scan_qr')}</h2>
      <div className={`qr-panel__code${showCode ? '' : ' qr-panel__code--empty'}`}>
        {showCode && (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={t('auth.qr_alt')}
            data-testid="qr-code"
            data-qr-token={token}
            className={snapshot.matches({ Listening: 'Waiting' }) ? undefined : 'qr-panel__code--dimmed'}
          />
        )}
      </div>
      <p aria-live="polite" data-testid="qr-status">
        {status}
      </p>
      {ended && (
        <button type="button" className="auth-button" onClick={() => send({ type: 'QR.REFRESH' })}>
          {t('auth.qr_refresh')}
        </button>
      )}
    </section>
  );
}

function statusKey(snapshot: SnapshotFrom<ReturnType<typeof providedQrMachine>>): string {
  if (snapshot.matches({ Listening: 'Waiting' })) return 'auth.scan_qr_hint';
  if (snapshot.matches('Listening')) return 'auth.qr_scanned';
  if (snapshot.matches('Completing') || snapshot.matches('Success')) return 'auth.magic_link_signing_in';
  if (snapshot.matches('Expired')) return 'auth.qr_expired';
  if (snapshot.matches('Cancelled')) return 'auth.qr_cancelled';
  if (snapshot.matches('Failed')) return 'auth.qr_failed';
  return 'common.loading';
}
