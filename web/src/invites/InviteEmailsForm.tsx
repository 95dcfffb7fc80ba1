import { ZInviteEmailsForm } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../ui/use-contract-form';
import { useSendInvites } from './use-invites';

/** Up to `max` addresses at a time (spec §9), checked by the contract before anything is sent. */
export function InviteEmailsForm({ max }: { max: number }) {
  const { t } = useTranslation();
  const send = useSendInvites();
  const form = useContractForm(ZInviteEmailsForm, { emails: '' });
  const [sent, setSent] = useState<number | null>(null);
  const error = form.errorOf('emails');
  const submit = form.onSubmit(async ({ emails }) => {
    setSent(null);
    const answer = await send.mutateAsync({ body: { emails } });
    setSent(answer.sent);
    form.reset({ emails: '' });
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="invite-emails-form"
    >
      <div className="field">
        <label htmlFor="invite-emails">{t('invite.page.emails_label', { max })}</label>
        <textarea
          id="invite-emails"
          rows={3}
          dir="ltr"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'invite-emails-error' : undefined}
          {...form.register('emails')}
        />
        {error && (
          <p id="invite-emails-error" className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {form.formError && <p role="alert">{form.formError}</p>}
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('invite.page.sending') : t('invite.page.send')}
      </button>
      <p role="status">{sent !== null && t('invite.page.sent', { count: sent })}</p>
    </form>
  );
}
