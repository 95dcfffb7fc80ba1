import type { LanguageCode } from '@talkhire/config';
import { endpoints, type TRewriteType } from '@talkhire/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jobTitleName } from '../api/config-list';
import { useEndpointQuery } from '../api/endpoint-queries';
import { useConfigList } from '../complete-profile';
import { useSummaryWriting } from './use-summary-writing';
import './ai-writing.css';

/**
 * "AI write" in the summary editor: the seeker picks the job preference to aim at and what to do
 * (a new summary, or make the editor's text shorter, more professional, or rewritten); the draft
 * grows in its own box as the model writes, with stop; once written it can be edited, accepted
 * (it replaces the form's summary, which the seeker still saves) or discarded.
 */
export function AiSummaryWriter({
  language,
  current,
  onAccept,
}: {
  language: LanguageCode;
  /** The editor's text, for the rewrites. */
  current: string;
  onAccept(text: string): void;
}) {
  const { t } = useTranslation();
  const draftId = useId();
  const draftBox = useRef<HTMLTextAreaElement>(null);
  const preferences = useEndpointQuery(endpoints.profile.jobPreferences, {});
  const tree = useConfigList('main_functions', language);
  const [chosen, setChosen] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const writing = useSummaryWriting();
  const list = preferences.data ?? [];
  const preferenceId = chosen ?? list[0]?.id ?? null;
  const titleOf = (id: number) => jobTitleName(tree, id) ?? '';

  const write = (rewriteType: TRewriteType) => {
    if (preferenceId === null) return;
    setEditing(false);
    writing.start({
      job_preference_id: preferenceId,
      rewrite_type: rewriteType,
      stream: true,
      ...(rewriteType === 'new' ? {} : { current_text: current }),
    });
  };
  const busy = writing.status === 'writing';
  const hasDraft = writing.status !== 'idle' && writing.text.length > 0;

  return (
    <section className="ai-writer" aria-labelledby={`${draftId}-title`} data-testid="ai-writer">
      <h4 id={`${draftId}-title`} className="ai-writer__title">
        {t('ai_writing.title')}
      </h4>
      {preferences.data && list.length === 0 ? (
        <p className="muted">{t('ai_writing.needs_preference')}</p>
      ) : (
        <>
          {list.length > 1 && (
            <label className="ai-writer__preference">
              <span>{t('ai_writing.for_preference')}</span>
              <select
                value={preferenceId ?? ''}
                disabled={busy}
                onChange={(event) => setChosen(Number(event.target.value))}
                data-testid="ai-writer-preference"
              >
                {list.map((p) => (
                  <option key={p.id} value={p.id}>
                    {titleOf(p.function_title_id)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="ai-writer__actions">
            <button
              type="button"
              className="button"
              disabled={busy || preferenceId === null}
              onClick={() => write('new')}
              data-testid="ai-write"
            >
              {t('ai_writing.write')}
            </button>
            {current.trim() &&
              (['shorter', 'more_professional', 'rewrite'] as const).map((kind) => (
                <button
                  key={kind}
                  type="button"
                  className="button button--secondary"
                  disabled={busy || preferenceId === null}
                  onClick={() => write(kind)}
                  data-testid={`ai-write-${kind}`}
                >
                  {t(`ai_writing.${kind}`)}
                </button>
              ))}
          </div>
        </>
      )}
      {(busy || hasDraft) && (
        <div className="ai-writer__draft">
          <label htmlFor={draftId} className="ai-writer__draft-label">
            {busy ? t('ai_writing.writing') : t('ai_writing.draft')}
          </label>
          <textarea
            id={draftId}
            ref={draftBox}
            className="ai-writer__text"
            dir="auto"
            rows={6}
            value={writing.text}
            readOnly={!editing}
            aria-busy={busy}
            onChange={(event) => writing.edit(event.target.value)}
            data-testid="ai-draft"
          />
          <div className="ai-writer__actions">
            {busy ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={writing.stop}
                data-testid="ai-stop"
              >
                {t('ai_writing.stop')}
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    onAccept(writing.text);
                    writing.discard();
                  }}
                  data-testid="ai-accept"
                >
                  {t('ai_writing.accept')}
                </button>
                {!editing && (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => {
                      setEditing(true);
                      draftBox.current?.focus();
                    }}
                    data-testid="ai-edit"
                  >
                    {t('ai_writing.edit')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={writing.discard}
                  data-testid="ai-discard"
                >
                  {t('ai_writing.discard')}
                </button>
              </>
            )}
          </div>
        </div>
      )}
      {writing.status === 'stopped' && <p className="muted">{t('ai_writing.stopped')}</p>}
      {writing.problem && (
        <p className="ai-writer__problem" role="alert" data-testid="ai-problem">
          {writing.problem}
        </p>
      )}
      {writing.status === 'written' && writing.remaining !== null && (
        <p className="muted" data-testid="ai-remaining">
          {t('ai_writing.remaining', { count: writing.remaining })}
        </p>
      )}
    </section>
  );
}
