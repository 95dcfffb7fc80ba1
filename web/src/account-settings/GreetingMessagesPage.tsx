import type { LanguageCode } from '@talkhire/config';
import {
  endpoints,
  greetingMessageLimits,
  type TAccountSetting,
  type TGreetingMessage,
  ZGreetingMessageForm,
} from '@talkhire/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '../api/endpoint-queries';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useContractForm } from '../ui/use-contract-form';
import { SaveOutcome, SettingsFrame } from './SettingsFrame';
import { useSaveSettings } from './use-account-setting';

const api = endpoints.accountSettings;

/**
 * Account settings tab 'Greeting Messages' at /account-settings/greeting-messages: up to 10
 * messages (41343), one the default, sent as the seeker's first message when they start a chat
 * while greetings are on.
 */
export function GreetingMessagesPage({ language }: { language: LanguageCode }) {
  return (
    <SettingsFrame language={language} tab="greeting" path="/account-settings/greeting-messages">
      {(setting) => <Greetings setting={setting} />}
    </SettingsFrame>
  );
}

function Greetings({ setting }: { setting: TAccountSetting }) {
  const { t } = useTranslation();
  const { save, outcome, saving, pending } = useSaveSettings();
  const removal = useEndpointMutation(api.removeGreeting, { invalidates: [api.accountSetting] });
  const [editing, setEditing] = useState<TGreetingMessage | null>(null);
  const [deleting, setDeleting] = useState<TGreetingMessage | null>(null);
  const { messages, max } = setting.greeting;
  const enabled = pending?.greeting_enabled ?? setting.greeting.enabled;
  const isDefault = (message: TGreetingMessage) =>
    pending?.default_greeting_id === undefined
      ? message.is_default
      : pending.default_greeting_id === message.id;
  const full = messages.length >= max;

  const remove = () => {
    if (!deleting) return;
    const { id } = deleting;
    setDeleting(null);
    if (editing?.id === id) setEditing(null);
    // A refusal is shown as a toast by the API client; the list stays as the relay has it.
    removal.mutate({ params: { id } });
  };

  return (
    <div className="settings__body">
      <p className="muted">{t('account_settings.greeting.intro')}</p>
      <p className="muted">{t('account_settings.phrases_note', { max: setting.common_phrases_max })}</p>
      <label className="settings__choice">
        <input
          type="checkbox"
          checked={enabled}
          disabled={saving}
          onChange={(e) => void save({ greeting_enabled: e.target.checked })}
          data-testid="greeting-enabled"
        />
        <span>{t('account_settings.greeting.enabled')}</span>
      </label>
      <SaveOutcome outcome={outcome} />
      <p data-testid="greeting-count">
        {t('account_settings.greeting.count', { count: messages.length, max })}
      </p>
      {messages.length === 0 && <p>{t('account_settings.greeting.none')}</p>}
      {messages.length > 0 && (
        <fieldset className="settings__group" disabled={saving}>
          <legend>{t('account_settings.greeting.default_label')}</legend>
          <ul className="greetings" data-testid="greeting-list">
            {messages.map((message) => (
              <li key={message.id} className="greetings__item" data-testid="greeting-item">
                <label className="settings__choice">
                  <input
                    type="radio"
                    name="default_greeting"
                    checked={isDefault(message)}
                    onChange={() => void save({ default_greeting_id: message.id })}
                    data-testid="greeting-default"
                  />
                  <span className="greetings__text">{message.text}</span>
                </label>
                {isDefault(message) && (
                  <span className="greetings__badge" data-testid="greeting-default-badge">
                    {t('account_settings.greeting.default')}
                  </span>
                )}
                <button type="button" className="settings__link" onClick={() => setEditing(message)}>
                  {t('account_settings.greeting.edit')}
                </button>
                <button type="button" className="settings__link" onClick={() => setDeleting(message)}>
                  {t('account_settings.greeting.delete')}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {full && !editing ? (
        <p className="settings__full" role="note" data-testid="greeting-full">
          {t(String(41343), { ns: 'errors' })} {t('account_settings.greeting.full', { max })}
        </p>
      ) : (
        <GreetingForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('account_settings.greeting.delete_title')}
        message={deleting ? t('account_settings.greeting.delete_text') : ''}
        confirmLabel={t('account_settings.greeting.delete')}
        cancelLabel={t('account_settings.cancel')}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
        testId="greeting-delete-confirm"
      />
    </div>
  );
}

/** Adds a message, or changes the one being edited; spec §5's rule is the contract's. */
function GreetingForm({ editing, onDone }: { editing: TGreetingMessage | null; onDone(): void }) {
  const { t } = useTranslation();
  const add = useEndpointMutation(api.addGreeting, { invalidates: [api.accountSetting], quiet: true });
  const edit = useEndpointMutation(api.editGreeting, { invalidates: [api.accountSetting], quiet: true });
  const form = useContractForm(ZGreetingMessageForm, { text: editing?.text ?? '' });
  const inputId = useId();
  const errorId = useId();
  const error = form.errorOf('text') ?? form.formError;
  const label = t(editing ? 'account_settings.greeting.edit_label' : 'account_settings.greeting.new');
  const submit = form.onSubmit(
    async (body) => {
      if (editing) await edit.mutateAsync({ params: { id: editing.id }, body });
      else await add.mutateAsync({ body });
      form.reset({ text: '' });
      onDone();
    },
    { describe: (failure) => failure.message || t('account_settings.save_failed') },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form ref={form.formRef} className="greetings__form" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId}>{label}</label>
      <textarea
        id={inputId}
        rows={3}
        value={form.watch('text')}
        maxLength={greetingMessageLimits.textMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => form.set('text', e.target.value)}
        data-testid="greeting-input"
      />
      <p className="muted">{t('account_settings.greeting.rules', { max: greetingMessageLimits.textMax })}</p>
      {error && (
        <p id={errorId} role="alert" data-testid="greeting-error">
          {error}
        </p>
      )}
      <div className="greetings__actions">
        <button type="submit" className="button" data-testid="greeting-save">
          {t(editing ? 'account_settings.save' : 'account_settings.greeting.add')}
        </button>
        {editing && (
          <button type="button" className="settings__link" onClick={onDone}>
            {t('account_settings.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
