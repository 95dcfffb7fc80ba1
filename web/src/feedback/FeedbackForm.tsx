import {
  endpoints,
  feedbackCategories,
  feedbackLimits,
  feedbackUploadFields,
  ZFeedbackFields,
  ZGuestFeedbackFields,
} from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { TextField } from '../auth';
import { useContractForm } from '../ui/use-contract-form';
import { PicturePicker } from './PicturePicker';

/** The form itself: its fields pass the same contract as the relay's; pictures go beside them. */
export function FeedbackForm({ guest, onSent }: { guest: boolean; onSent(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const form = useContractForm(guest ? ZGuestFeedbackFields : ZFeedbackFields, {
    category: 'bug',
    text: '',
    email: '',
  });
  const [pictures, setPictures] = useState<File[]>([]);
  const text = form.watch('text') ?? '';
  const textError = form.errorOf('text');
  const categoryError = form.errorOf('category');

  const send = form.onSubmit(async (values) => {
    const body = new FormData();
    body.append('category', values.category);
    body.append('text', values.text);
    if (guest && values.email) body.append('email', values.email);
    for (const picture of pictures) body.append(feedbackUploadFields.pictures, picture, picture.name);
    await api.call(endpoints.feedback.send, { form: body }, { quiet: true });
    onSent();
  });

  return (
    <form ref={form.formRef} className="feedback-form" noValidate onSubmit={send} data-testid="feedback-form">
      {form.formError && (
        <p className="field__error" role="alert" data-testid="feedback-form-error">
          {form.formError}
        </p>
      )}
      <div className="field">
        <label htmlFor="feedback-category">{t('feedback.category_label')}</label>
        <select
          id="feedback-category"
          data-testid="feedback-category"
          value={form.watch('category')}
          aria-invalid={categoryError ? true : undefined}
          onChange={(event) => form.set('category', event.target.value)}
        >
          {feedbackCategories.map((category) => (
            <option key={category} value={category}>
              {t(`feedback.categories.${category}`)}
            </option>
          ))}
        </select>
        {categoryError && <p className="field__error">{categoryError}</p>}
      </div>
      <div className="field">
        <label htmlFor="feedback-text">{t('feedback.text_label')}</label>
        <textarea
          id="feedback-text"
          data-testid="feedback-text"
          rows={6}
          maxLength={feedbackLimits.textMax}
          value={text}
          placeholder={t('feedback.text_placeholder')}
          aria-invalid={textError ? true : undefined}
          aria-describedby="feedback-text-count"
          onChange={(event) => form.set('text', event.target.value)}
        />
        <p id="feedback-text-count" className="field__hint">
          {t('feedback.text_count', {
            length: text.length,
            min: feedbackLimits.textMin,
            max: feedbackLimits.textMax,
          })}
        </p>
        {textError && (
          <p className="field__error" role="alert" data-testid="feedback-text-error">
            {textError}
          </p>
        )}
      </div>
      {guest && (
        <TextField
          id="feedback-email"
          label={t('feedback.email_label')}
          hint={t('feedback.email_hint')}
          type="email"
          autoComplete="email"
          value={form.watch('email') ?? ''}
          onChange={(event) => form.set('email', event.target.value)}
          error={form.errorOf('email')}
        />
      )}
      <PicturePicker
        pictures={pictures}
        onChange={setPictures}
        error={form.errorOf(feedbackUploadFields.pictures)}
      />
      <button
        type="submit"
        className="button"
        disabled={form.formState.isSubmitting}
        data-testid="feedback-send"
      >
        {form.formState.isSubmitting ? t('feedback.sending') : t('feedback.send')}
      </button>
    </form>
  );
}
