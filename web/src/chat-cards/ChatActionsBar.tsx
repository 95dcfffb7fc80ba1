import type { ApiClient } from '@talkhire/client';
import { endpoints } from '@talkhire/contracts';
import type { ChatParty } from '@talkhire/machines';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './chat-cards.css';
import { ResumeChoice } from './ExchangeCard';
import { useCardAction } from './use-card-action';
import { useSendResume } from './use-send-resume';

/**
 * The chat's action bar (spec §4): sending or requesting a resume and exchanging mobile numbers,
 * which open once both sides have replied (read again from the relay as the chat grows). The Boss
 * console adds its invite and offer buttons as children.
 */
export function ChatActionsBar({
  chatId,
  party,
  api,
  lastSeq,
  children,
}: {
  chatId: number;
  party: ChatParty;
  api: ApiClient;
  /**
   * The sequence of the chat's newest stored message: when it moves, whether both replied is asked
   * again. Not a count of shown messages: one still sending is not stored yet, and asking then would
   * read the state from before it (and nothing would ask again when it is stored).
   */
  lastSeq: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { busy, error, run } = useCardAction();
  const [open, setOpen] = useState<{ bothReplied: boolean; numbersShared: boolean } | null>(null);
  const sendOwnResume = useCallback(
    (resumeId: number) =>
      api.call(
        endpoints.interviews.sendResume,
        { params: { chatId }, body: { resume_id: resumeId } },
        { quiet: true },
      ),
    [api, chatId],
  );
  const resumeFlow = useSendResume(api, sendOwnResume, false);
  const [resumeState, sendResumeEvent] = resumeFlow;
  const choosingResume = !resumeState.matches('closed') && !resumeState.matches('sent');
  useEffect(() => {
    let live = true;
    // A new stored message may be the reply that opens the actions. A chat with no message cannot
    // have them open, and an emptied store is a sign-out: nothing to ask then.
    if (lastSeq === 0) return;
    api
      .call(endpoints.interviews.actionsState, { params: { chatId } }, { quiet: true })
      .then(
        (state) => live && setOpen({ bothReplied: state.both_replied, numbersShared: state.numbers_shared }),
      )
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, chatId, lastSeq]);
  const locked = !open?.bothReplied;
  const requestExchange = (kind: 'mobile' | 'resume') =>
    void run(() =>
      api.call(endpoints.interviews.requestExchange, { params: { chatId }, body: { kind } }, { quiet: true }),
    );
  return (
    <div
      className="chat-actions"
      role="toolbar"
      aria-label={t('interviews.actions.label')}
      data-testid="chat-actions"
    >
      <div className="chat-actions__buttons">
        {party === 'jobseeker' ? (
          <button
            type="button"
            className="button"
            disabled={locked || busy || resumeState.matches('sending')}
            onClick={() => sendResumeEvent({ type: 'TOGGLE' })}
            aria-expanded={choosingResume}
            data-testid="action-send-resume"
          >
            {t('interviews.actions.send_resume')}
          </button>
        ) : (
          <button
            type="button"
            className="button"
            disabled={locked || busy}
            onClick={() => requestExchange('resume')}
            data-testid="action-request-resume"
          >
            {t('interviews.actions.request_resume')}
          </button>
        )}
        <button
          type="button"
          className="button"
          disabled={locked || busy || open?.numbersShared}
          onClick={() => requestExchange('mobile')}
          data-testid="action-exchange-mobile"
        >
          {t('interviews.actions.exchange_mobile')}
        </button>
        {children}
      </div>
      {locked && open && (
        <p className="chat-actions__hint" data-testid="actions-locked">
          {t('interviews.actions.locked')}
        </p>
      )}
      {choosingResume && !locked && <ResumeChoice flow={resumeFlow} busy={busy} />}
      {error && (
        <p className="chat-card__error" role="alert" data-testid="card-error">
          {error}
        </p>
      )}
    </div>
  );
}
