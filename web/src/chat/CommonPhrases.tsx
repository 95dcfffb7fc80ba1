import { commonPhraseLimits, endpoints, type TCommonPhrase, ZCommonPhraseForm } from '@talkhire/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '../api/endpoint-queries';
import { useContractForm } from '../ui/use-contract-form';

const api = endpoints.chat;

/** The seeker's common phrases: pick one into the message, or add, edit and delete (max 20). */
export function CommonPhrases({ onPick }: { onPick(text: string): void }) {
  const { t } = useTranslation();
  const list = useEndpointQuery(api.phrases, {});
  const add = useEndpointMutation(api.addPhrase, { invalidates: [api.phrases], quiet: true });
  const edit = useEndpointMutation(api.editPhrase, { invalidates: [api.phrases], quiet: true });
  const removal = useEndpointMutation(api.removePhrase, { invalidates: [api.phrases] });
  const [editing, setEditing] = useState<TCommonPhrase | null>(null);
  const errorId = useId();
  // Spec §5: no contact information — checked here with the relay's own sentence (41344).
  const form = useContractForm(ZCommonPhraseForm, { text: '' });
  const draft = form.watch('text');
  const error = form.errorOf('text') ?? form.formError;
  const phrases = list.data?.phrases ?? [];
  const full = phrases.length >= commonPhraseLimits.max;

  const save = form.onSubmit(
    async (body) => {
      if (editing) await edit.mutateAsync({ params: { id: editing.id }, body });
      else await add.mutateAsync({ body });
      form.reset({ text: '' });
      setEditing(null);
    },
    { describe: (failure) => failure.message || t('chat.phrase_failed') },
  );
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
                form.reset({ text: phrase.text });
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
        // Inside the composer's form: a form of its own cannot nest there, so the button saves.
        <div className="phrases__form">
          <input
            value={draft}
            maxLength={commonPhraseLimits.textMax}
            aria-label={t(editing ? 'chat.phrase_edit' : 'chat.phrase_new')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            placeholder={t(editing ? 'chat.phrase_edit' : 'chat.phrase_new')}
            onChange={(e) => form.set('text', e.target.value)}
            data-testid="chat-phrase-input"
          />
          <button type="button" className="button" onClick={() => void save()} data-testid="chat-phrase-save">
            {t('chat.save')}
          </button>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" data-testid="chat-phrase-error">
          {error}
        </p>
      )}
    </div>
  );
}
