import { ApiFailure } from '@talkhire/client';
import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints, type TChatCheckExists, type TJobDetail } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useSession } from '../session/session-context';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/**
 * Spec §2 Chat on the job page, with the rules of spec §4 and §6: a visitor logs in first, an
 * incomplete profile goes to the profile wizard, a chat open about another job asks before
 * switching, a blocked company or an identity the job does not take cannot chat; then the chat.
 */
export function StartChatButton({ language, job }: { language: LanguageCode; job: TJobDetail }) {
  const { t } = useTranslation();
  const api = useApi();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [switching, setSwitching] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const recruiterId = job.recruiter.id;
  const back = `${location.pathname}${location.search}`;

  const start = async (switchJob: boolean) => {
    setBusy(true);
    try {
      const { chat } = await api.call(
        endpoints.chat.start,
        { params: { recruiterId }, body: { job_id: job.id, switch_job: switchJob } },
        { quiet: true },
      );
      navigate(withLanguagePath(language, `/chat/${chat.id}`));
    } catch (failure) {
      setRefusal(failure instanceof ApiFailure ? failure.message : t('chat.start_failed'));
    } finally {
      setBusy(false);
    }
  };

  const open = async () => {
    setRefusal(null);
    if (!user) {
      navigate(`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(back)}`);
      return;
    }
    setBusy(true);
    let check: TChatCheckExists;
    try {
      check = await api.call(
        endpoints.chat.checkExists,
        { params: { recruiterId }, query: { job_id: job.id } },
        { quiet: true },
      );
    } catch (failure) {
      setBusy(false);
      setRefusal(failure instanceof ApiFailure ? failure.message : t('chat.start_failed'));
      return;
    }
    setBusy(false);
    if (check.refusal === 'profile_incomplete') {
      navigate(
        `${withLanguagePath(language, '/jobseeker-complete-profile')}?redirect=${encodeURIComponent(back)}`,
      );
      return;
    }
    if (check.refusal) {
      setRefusal(t(`chat.refusal_${check.refusal}`));
      return;
    }
    if (check.switch_job) {
      setSwitching(true);
      return;
    }
    await start(false);
  };

  if (job.status !== 'active') return null;
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void open()}
        data-testid="chat-button"
      >
        {t('chat.chat_button')}
      </button>
      {refusal && (
        <p role="alert" className="chat-refusal" data-testid="chat-refusal">
          {refusal}
        </p>
      )}
      <ConfirmDialog
        open={switching}
        title={t('chat.switch_title')}
        message={t('chat.switch_text', { job: job.title })}
        confirmLabel={t('chat.switch_confirm')}
        cancelLabel={t('chat.cancel')}
        onConfirm={() => {
          setSwitching(false);
          void start(true);
        }}
        onCancel={() => setSwitching(false)}
        testId="chat-switch-dialog"
        confirmTestId="chat-switch-confirm"
      />
    </>
  );
}
