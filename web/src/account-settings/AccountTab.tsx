import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints, type TAccountOverview } from '@talkhire/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery, useInvalidate } from '../api/endpoint-queries';
import { useSession } from '../session/session-context';
import { Dialog } from '../ui/Dialog';
import { usePageHead } from '../ui/use-page-head';
import { AccountSettingsTabs } from './AccountSettingsTabs';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangePhoneForm } from './ChangePhoneForm';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import './account-settings.css';
import './account-tab.css';
import { Redirect } from '../ui/Redirect';

const path = '/account-settings/account';
type Change = 'email' | 'phone' | 'password' | 'delete';

/**
 * Account settings tab 'Account' at /account-settings/account (spec §2): the email, phone number
 * and password, each changed in a dialog, and deleting the account.
 */
export function AccountTab({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageHead({ title: t('account_tab.title'), description: null });
  const overview = useEndpointQuery(endpoints.accountChanges.overview, {}, { enabled: Boolean(user) });
  // Once the account is deleted the session goes; the page then leaves for home, not for sign-in.
  const [deleted, setDeleted] = useState(false);
  if (!user && !deleted) {
    const here = withLanguagePath(language, path);
    return (
      <Redirect
        to={`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(here)}`}
        replace
      />
    );
  }
  return (
    <main className="section account-settings account-tab" data-testid="settings-account">
      <h1>{t('alerts.settings_title')}</h1>
      <AccountSettingsTabs language={language} />
      <h2>{t('account_tab.title')}</h2>
      <p className="muted">{t('account_tab.intro')}</p>
      {overview.isPending && <p role="status">{t('common.loading')}</p>}
      {overview.isError && (
        <p role="alert">
          {t('account_tab.load_failed')}{' '}
          <button type="button" className="link" onClick={() => void overview.refetch()}>
            {t('account_tab.retry')}
          </button>
        </p>
      )}
      {overview.data && (
        <AccountSections overview={overview.data} language={language} onDeleted={() => setDeleted(true)} />
      )}
    </main>
  );
}

function AccountSections({
  overview,
  language,
  onDeleted,
}: {
  overview: TAccountOverview;
  language: LanguageCode;
  onDeleted(): void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const invalidate = useInvalidate();
  const [open, setOpen] = useState<Change | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const close = () => setOpen(null);
  /** After a change: the `user` cookie was rewritten, the overview is read again, the outcome said. */
  const changed = (message: string) => {
    setOpen(null);
    setDone(message);
    session.refresh();
    void invalidate(endpoints.accountChanges.overview, endpoints.profile.me);
  };
  const start = (change: Change) => {
    setDone(null);
    setOpen(change);
  };

  return (
    <div className="settings__body">
      <p role="status" className="settings__outcome" data-testid="account-outcome">
        {done}
      </p>

      <Section
        title={t('account_tab.email.heading')}
        value={<bdi data-testid="account-email">{overview.email}</bdi>}
        badge={overview.is_email_verify ? t('account_tab.verified') : t('account_tab.not_verified')}
        action={t('account_tab.email.change')}
        onAction={() => start('email')}
        testId="account-change-email"
      />
      <Section
        title={t('account_tab.phone.heading')}
        value={
          overview.phone_num ? (
            <bdi dir="ltr" data-testid="account-phone">
              {overview.phone_num}
            </bdi>
          ) : (
            <span className="muted">{t('account_tab.phone.none')}</span>
          )
        }
        badge={
          overview.phone_num
            ? overview.is_mobile_verified
              ? t('account_tab.verified')
              : t('account_tab.not_verified')
            : null
        }
        action={overview.phone_num ? t('account_tab.phone.change') : t('account_tab.phone.add')}
        onAction={() => start('phone')}
        testId="account-change-phone"
      />
      <Section
        title={t('account_tab.password.heading')}
        value={
          <span className="muted">
            {overview.has_password ? t('account_tab.password.is_set') : t('account_tab.password.not_set')}
          </span>
        }
        badge={null}
        action={overview.has_password ? t('account_tab.password.change') : t('account_tab.password.set')}
        onAction={() => start('password')}
        testId="account-change-password"
      />
      <section className="settings__group account-tab__danger" aria-labelledby="account-delete-heading">
        <h3 id="account-delete-heading">{t('account_tab.delete.heading')}</h3>
        <p>{t('account_tab.delete.warning')}</p>
        <div>
          <button
            type="button"
            className="button button--danger"
            onClick={() => start('delete')}
            data-testid="account-delete"
          >
            {t('account_tab.delete.button')}
          </button>
        </div>
      </section>

      <ChangeDialog change="email" open={open} onClose={close} title={t('account_tab.email.dialog_title')}>
        <ChangeEmailForm
          overview={overview}
          onChanged={(email) => changed(t('account_tab.email.changed', { email }))}
        />
      </ChangeDialog>
      <ChangeDialog change="phone" open={open} onClose={close} title={t('account_tab.phone.dialog_title')}>
        <ChangePhoneForm
          overview={overview}
          language={language}
          onChanged={(phone) => changed(t('account_tab.phone.changed', { phone }))}
        />
      </ChangeDialog>
      <ChangeDialog
        change="password"
        open={open}
        onClose={close}
        title={overview.has_password ? t('account_tab.password.change') : t('account_tab.password.set')}
      >
        <ChangePasswordForm
          overview={overview}
          onChanged={() => changed(t('account_tab.password.changed'))}
        />
      </ChangeDialog>
      <DeleteAccountDialog
        open={open === 'delete'}
        onClose={close}
        onDeleted={onDeleted}
        overview={overview}
        language={language}
      />
    </div>
  );
}

function Section({
  title,
  value,
  badge,
  action,
  onAction,
  testId,
}: {
  title: string;
  value: ReactNode;
  badge: string | null;
  action: string;
  onAction(): void;
  testId: string;
}) {
  return (
    <section className="settings__group account-tab__row">
      <h3>{title}</h3>
      <p className="account-tab__value">
        {value}
        {badge && <span className="greetings__badge">{badge}</span>}
      </p>
      <div>
        <button type="button" className="button button--secondary" onClick={onAction} data-testid={testId}>
          {action}
        </button>
      </div>
    </section>
  );
}

/** A change's dialog; its form mounts only while open, so each opening starts empty. */
function ChangeDialog({
  change,
  open,
  onClose,
  title,
  children,
}: {
  change: Exclude<Change, 'delete'>;
  open: Change | null;
  onClose(): void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open === change}
      onClose={onClose}
      title={title}
      closeOnMask={false}
      closeLabel={t('account_tab.close')}
      testId={`change-${change}-dialog`}
    >
      {open === change && children}
    </Dialog>
  );
}
