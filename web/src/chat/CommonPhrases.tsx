import { ApiFailure } from '@talkhire/client';
import { commonPhraseLimits, endpoints, type TCommonPhrase } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '../api/endpoint-queries';

const api = endpoints.chat;

/** The seeker's common phrases: pick one into the message, or add, edit and delete (max 20). */
export function CommonPhrases({ onPick }: { onPick(text: string): void }) {
  const { t } = useTranslation();
  const list = useEndpointQuery(api.phrases, {});
  const add = useEndpointMutation(api.addPhrase, { invalidates: [api.phrases], quiet: true });
  const edit = useEndpointMutation(api.editPhrase, { invalidates: [api.phrases], quiet: true });
  const removal = useEndpointMutation(api.removePhrase, { invalidates: [api.phrases] });
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
      if (editing) await edit.mutateAsync({ params: { id: editing.id }, body: { text } });
      else await add.mutateAsync({ body: { text } });
      setDraft('');
      setEditing(null);
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure.message : t('chat.phrase_failed'));
    }
  };
  const remove = async (phrase: TCommonPhrase) => {
    // A refusal is shown as a toast by the client; the list stays as the relay has it.
    await removal.mutateAsync({ params: { id: phrase.id } }).catch(() => undefined);
  };

  return (
    <div className="phrases" data-testid="chat-phrases">
      <h3 className="phrases__title">
        {t('chat.phrases_title', { count: phrases.length, max: commonPhraseLimits.max })}
      </h3>
      {phrases.length === 0 && list.isSuccess && <p>{t('chat.no_phrases')}</p>}
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
