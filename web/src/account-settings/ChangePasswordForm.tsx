import { endpoints, type TAccountOverview, ZChangePasswordForm } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { TextField } from '../auth';
import { useContractForm } from '../ui/use-contract-form';
import { ProofField } from './ProofField';

/**
 * Change the password (or set one, for an account without): the confirmation and the new password
 * typed twice. The relay ends every other session; this one stays signed in.
 */
export function ChangePasswordForm({
  overview,
  onChanged,
}: {
  overview: TAccountOverview;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const client = useApi();
  const form = useContractForm(ZChangePasswordForm, {
    current_password: '',
    confirmation_otp: '',
    new_password: '',
    confirm: '',
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      className="account-tab__form"
      onSubmit={form.onSubmit(async ({ confirm: _typedTwice, ...body }) => {
        await client.call(endpoints.accountChanges.changePassword, { body }, { quiet: true });
        onChanged();
      })}
    >
      <ProofField
        id="change-password"
        confirmation={overview.confirmation}
        password={String(form.watch('current_password') ?? '')}
        otp={String(form.watch('confirmation_otp') ?? '')}
        onPassword={(value) => form.set('current_password', value)}
        onOtp={(value) => form.set('confirmation_otp', value)}
        errors={{ password: form.errorOf('current_password'), otp: form.errorOf('confirmation_otp') }}
      />
      <TextField
        id="change-password-new"
        label={t('account_tab.password.new_label')}
        type="password"
        autoComplete="new-password"
        value={form.watch('new_password')}
        onChange={(event) => form.set('new_password', event.target.value)}
        error={form.errorOf('new_password')}
      />
      <TextField
        id="change-password-confirm"
        label={t('account_tab.password.confirm_label')}
        type="password"
        autoComplete="new-password"
        value={form.watch('confirm')}
        onChange={(event) => form.set('confirm', event.target.value)}
        error={form.errorOf('confirm')}
      />
      {form.formError && (
        <p role="alert" className="field__error">
          {form.formError}
        </p>
      )}
      <div className="dialog__actions">
        <button
          type="submit"
          className="button"
          disabled={form.formState.isSubmitting}
          data-testid="change-password-save"
        >
          {t('account_tab.password.save')}
        </button>
      </div>
    </form>
  );
}
