import type { ApiFailure } from '@talkhire/client';
import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints, ZQrLoginToken } from '@talkhire/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useSession } from '../session/session-context';
import { useScreenHead } from '../ui/use-page-head';
import { failureText } from './auth-messages';
import { ErrorMessage } from './TextField';
import { useFocusOnMount } from './use-focus-on-mount';
import { useRunOnce } from './use-run-once';
import './auth.css';

type Step =
  | { kind: 'scanning' }
  | { kind: 'asking'; device: string | null }
  | { kind: 'answering'; device: string | null }
  | { kind: 'confirmed' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/**
 * /qr-login/{token}: the phone's side of QR login, standing in for the mobile app. The signed-in
 * seeker opens the code's link (scan), then confirms or cancels the computer's sign-in.
 */
export function QrLoginPhonePage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  useScreenHead('qr_login');
  const api = useApi();
  const navigate = useNavigate();
  const { user } = useSession();
  const token = useParams().token ?? '';
  const valid = ZQrLoginToken.safeParse(token).success;
  const [step, setStep] = useState<Step>(
    valid ? { kind: 'scanning' } : { kind: 'failed', message: t('40004', { ns: 'errors' }) },
  );
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const fail = (error: ApiFailure) => setStep({ kind: 'failed', message: failureText(t, error) });

  useEffect(() => {
    if (user) return;
    const here = withLanguagePath(language, `/qr-login/${token}`);
    navigate(`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(here)}`, {
      replace: true,
    });
  }, [user, language, token, navigate]);

  useRunOnce(() => {
    api
      .call(endpoints.accounts.qrScan, { params: { token } }, { quiet: true })
      .then((scan) => setStep({ kind: 'asking', device: scan.device_name }), fail);
  }, Boolean(user) && valid);

  const answer = (decision: 'confirm' | 'cancel', device: string | null) => {
    setStep({ kind: 'answering', device });
    const answering = decision === 'confirm' ? endpoints.accounts.qrConfirm : endpoints.accounts.qrCancel;
    api
      .call(answering, { params: { token } }, { quiet: true })
      .then(() => setStep({ kind: decision === 'confirm' ? 'confirmed' : 'cancelled' }), fail);
  };

  return (
    <main className="auth-page auth-page--phone" data-testid="qr-phone">
      <section className="auth-card auth-card--single" aria-live="polite">
        <h1 ref={heading} tabIndex={-1}>
          {t('auth.qr_confirm_title')}
        </h1>
        {step.kind === 'scanning' && <p aria-busy="true">{t('common.loading')}</p>}
        {(step.kind === 'asking' || step.kind === 'answering') && (
          <>
            <p>{t('auth.qr_confirm_body')}</p>
            {step.device && <p className="muted qr-device">{t('auth.qr_device', { device: step.device })}</p>}
            <div className="auth-actions">
              <button
                type="button"
                className="auth-button auth-button--primary"
                data-testid="qr-confirm"
                disabled={step.kind === 'answering'}
                onClick={() => answer('confirm', step.device)}
              >
                {t('auth.qr_confirm')}
              </button>
              <button
                type="button"
                className="auth-button"
                data-testid="qr-cancel"
                disabled={step.kind === 'answering'}
                onClick={() => answer('cancel', step.device)}
              >
                {t('auth.qr_cancel')}
              </button>
            </div>
          </>
        )}
        {step.kind === 'confirmed' && (
          <p className="auth-notice" data-testid="qr-confirmed">
            {t('auth.qr_confirmed')}
          </p>
        )}
        {step.kind === 'cancelled' && <p className="auth-notice">{t('auth.qr_cancelled_phone')}</p>}
        {step.kind === 'failed' && <ErrorMessage message={step.message} />}
      </section>
    </main>
  );
}
