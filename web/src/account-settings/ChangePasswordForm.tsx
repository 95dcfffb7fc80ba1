import { endpoints, type TAccountOverview, ZChangePasswordForm } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { TextField } from '../auth';
import { useContractForm } from '../ui/use-contract-form';
import { ChangeForm } from './ChangeForm';
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
    <ChangeForm
      form={form}
      onSubmit={form.onSubmit(async ({ confirm: _typedTwice, ...body }) => {
        await client.call(endpoints.accountChanges.changePassword, { body }, { quiet: true });
        onChanged();
      })}
      actions={
        <button
          type="submit"
          className="button"
          disabled={form.formState.isSubmitting}
          data-testid="change-password-save"
        >
          {t('account_tab.password.save')}
        </button>
      }
    >
      <ProofField id="change-password" confirmation={overview.confirmation} form={form} />
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
    </ChangeForm>
  );
}
