import type { LanguageCode } from '@talkhire/config';
import { endpoints, type TAccountOverview, ZDeleteAccountBody } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { TextField, useLogout } from '../auth';
import { Dialog } from '../ui/Dialog';
import { useContractForm } from '../ui/use-contract-form';
import { ChangeForm } from './ChangeForm';
import { ProofField } from './ProofField';

/**
 * The confirmation step of deleting the account: the account's email typed again and the password
 * (or the mailed code). Once deleted, this browser is signed out like a logout and goes home.
 */
export function DeleteAccountDialog({
  open,
  onClose,
  onDeleted,
  overview,
  language,
}: {
  open: boolean;
  onClose(): void;
  /** Called before signing out, so the page does not send the signed-out seeker to sign in. */
  onDeleted(): void;
  overview: TAccountOverview;
  language: LanguageCode;
}) {
  const { t } = useTranslation();
  const client = useApi();
  const signOut = useLogout(language);
  const form = useContractForm(ZDeleteAccountBody, { email: '', current_password: '', confirmation_otp: '' });
  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      title={t('account_tab.delete.dialog_title')}
      description={t('account_tab.delete.warning')}
      closeOnMask={false}
      closeLabel={t('account_tab.close')}
      testId="delete-account-dialog"
    >
      <ChangeForm
        form={form}
        onSubmit={form.onSubmit(async (body) => {
          await client.call(endpoints.accountChanges.deleteAccount, { body }, { quiet: true });
          onDeleted();
          await signOut();
        })}
        actions={
          <>
            <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
              {t('account_tab.cancel')}
            </button>
            <button
              type="submit"
              className="button button--danger"
              disabled={busy}
              aria-busy={busy}
              data-testid="delete-account-confirm"
            >
              {t('account_tab.delete.confirm')}
            </button>
          </>
        }
      >
        <TextField
          id="delete-account-email"
          label={t('account_tab.delete.email_label', { email: overview.email })}
          type="email"
          autoComplete="off"
          value={form.watch('email')}
          onChange={(event) => form.set('email', event.target.value)}
          error={form.errorOf('email')}
        />
        <ProofField id="delete-account" confirmation={overview.confirmation} form={form} />
      </ChangeForm>
    </Dialog>
  );
}
