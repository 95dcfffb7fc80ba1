import { ApiFailure } from '@talkhire/client';
import { commonPhraseLimits, type TCommonPhrase, ZCommonPhrase } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApi } from '../api/api-context';
import { useRequest } from '../api/use-request';

const ZPhrases = z.object({ phrases: z.array(ZCommonPhrase) });

/** The seeker's common phrases: pick one into the message, or add, edit and delete (max 20). */
export function CommonPhrases({ onPick }: { onPick(text: string): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [version, setVersion] = useState(0);
  const list = useRequest(
    (signal) => api.get('/api/jobseekers/common-phrases', ZPhrases, { signal }),
    [version],
  );
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<TCommonPhrase | null>(null);
  const [error, setError] = useState<string | null>(null);
  const phrases = list.data?.phrases ?? [];
  const full = phrases.length >= commonPhraseLimits.max;

  const save = async () => {
    const text = draft.trim();
    if (!text) return;
    setError(null);
    try {
      if (editing)
        await api.put(`/api/jobseekers/common-phrases/${editing.id}/update`, { text }, ZCommonPhrase, {
          quiet: true,
        });
      else await api.post('/api/jobseekers/common-phrases/create', { text }, ZCommonPhrase, { quiet: true });
      setDraft('');
      setEditing(null);
      setVersion((v) => v + 1);
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure.message : t('chat.phrase_failed'));
    }
  };
  const remove = async (phrase: TCommonPhrase) => {
    await api
      .delete(`/api/jobseekers/common-phrases/${phrase.id}/delete`, z.unknown())
      .catch(() => undefined);
    setVersion((v) => v + 1);
  };

  return (
    <div className="phrases" data-testid="chat-phrases">
      <h3 className="phrases__title">
        {t('chat.phrases_title', { count: phrases.length, max: commonPhraseLimits.max })}
      </h3>
      {phrases.length === 0 && list.status === 'succeeded' && <p>{t('chat.no_phrases')}</p>}
      <ul className="phrases__list">
        {phrases.map((phrase) => (
          <li key={phrase.id} className="phrases__item">
            <button
              type="button"
              className="phrases__use"
              onClick={() => onPick(phrase.text)}
              data-testid="chat-phrase"
            >
              {phrase.text}
            </button>
            <button
              type="button"
              onClick={() => {
                setEditing(phrase);
                setDraft(phrase.text);
              }}
            >
              {t('chat.edit')}
            </button>
            <button type="button" onClick={() => void remove(phrase)}>
              {t('chat.delete')}
            </button>
          </li>
        ))}
      </ul>
      {full && !editing ? (
        <p className="phrases__full">{t('chat.phrases_full', { max: commonPhraseLimits.max })}</p>
      ) : (
        <div className="phrases__form">
          <input
            value={draft}
            maxLength={commonPhraseLimits.textMax}
            aria-label={t(editing ? 'chat.phrase_edit' : 'chat.phrase_new')}
            placeholder={t(editing ? 'chat.phrase_edit' : 'chat.phrase_new')}
            onChange={(e) => setDraft(e.target.value)}
            data-testid="chat-phrase-input"
          />
          <button type="button" className="button" onClick={() => void save()} data-testid="chat-phrase-save">
            {t('chat.save')}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" data-testid="chat-phrase-error">
          {error}
        </p>
      )}
    </div>
  );
}
