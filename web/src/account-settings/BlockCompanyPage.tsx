import type { LanguageCode } from '@talkhire/config';
import { withLanguagePath } from '@talkhire/config';
import { endpoints, type TCompanyCard } from '@talkhire/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import { CompanyLogo, useBlockCompany } from '../companies';
import { companyPath } from '../paths/company-path';
import { useSession } from '../session/session-context';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { AccountSettingsTabs } from './AccountSettingsTabs';
import '../companies/companies.css';
import { Redirect } from '../ui/Redirect';
import { useScreenHead } from '../ui/use-page-head';

/**
 * Account settings tab 'Block Company' at /account-settings/block-company: the companies this
 * seeker blocked, each with Unblock, and a search by legal or display name to block another.
 */
export function BlockCompanyPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  useScreenHead('block_company');
  const { user } = useSession();
  const { block, unblock } = useBlockCompany();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [confirming, setConfirming] = useState<{ company: TCompanyCard; action: 'block' | 'unblock' } | null>(
    null,
  );
  const blocked = useEndpointQuery(endpoints.companies.blocked, {}, { enabled: Boolean(user) });
  const found = useEndpointQuery(
    endpoints.companies.byName,
    { query: { company_name: searched } },
    { enabled: searched !== '' },
  );
  if (!user) {
    const here = withLanguagePath(language, '/account-settings/block-company');
    return (
      <Redirect
        to={`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(here)}`}
        replace
      />
    );
  }
  const blockedIds = new Set(blocked.data?.blocked_companies.map((b) => b.company.id));
  const apply = () => {
    if (!confirming) return;
    const { company, action } = confirming;
    setConfirming(null);
    // A refusal has already been shown by the API client.
    if (action === 'unblock') unblock.mutate({ params: { id: company.id } });
    else block.mutate({ body: { company_id: company.id } });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setSearched(text.trim());
  };

  return (
    <main className="section block-company-page" data-testid="block-company-page">
      <h1>{t('alerts.settings_title')}</h1>
      <AccountSettingsTabs language={language} />
      <h2>{t('companies.settings.title')}</h2>
      <p className="muted">{t('companies.settings.intro')}</p>

      <form className="company-search" onSubmit={search}>
        <label>
          <span>{t('companies.settings.search_label')}</span>
          <input
            type="search"
            value={text}
            placeholder={t('companies.settings.search_placeholder')}
            data-testid="block-search-input"
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={!text.trim()}>
          {t('companies.search.submit')}
        </button>
      </form>
      {found.data && (
        <ul className="block-list" data-testid="block-search-results">
          {found.data.companies.length === 0 && <li>{t('companies.empty')}</li>}
          {found.data.companies.map((c) => (
            <li key={c.id} className="block-list__item">
              <CompanyLogo company={c} />
              <Link to={companyPath(language, c)}>{c.name}</Link>
              {blockedIds.has(c.id) ? (
                <span className="muted">{t('companies.settings.is_blocked')}</span>
              ) : (
                <button
                  type="button"
                  className="button"
                  onClick={() => setConfirming({ company: c, action: 'block' })}
                >
                  {t('companies.block.block')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      <h3>{t('companies.settings.list_title')}</h3>
      {blocked.isError && <p role="alert">{t('companies.load_failed')}</p>}
      {blocked.data && blocked.data.blocked_companies.length === 0 && (
        <p data-testid="blocked-empty">{t('companies.settings.none')}</p>
      )}
      <ul className="block-list" data-testid="blocked-companies">
        {blocked.data?.blocked_companies.map((b) => (
          <li key={b.id} className="block-list__item" data-testid="blocked-company">
            <CompanyLogo company={b.company} />
            <Link to={companyPath(language, b.company)}>{b.company.name}</Link>
            <button
              type="button"
              className="company-action"
              onClick={() => setConfirming({ company: b.company, action: 'unblock' })}
            >
              {t('companies.block.unblock')}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming ? t(`companies.block.${confirming.action}_title`, { name: confirming.company.name }) : ''
        }
        message={confirming ? t(`companies.block.${confirming.action}_text`) : ''}
        confirmLabel={confirming ? t(`companies.block.${confirming.action}`) : ''}
        cancelLabel={t('companies.cancel')}
        onConfirm={apply}
        onCancel={() => setConfirming(null)}
        testId="company-block-confirm"
      />
    </main>
  );
}
