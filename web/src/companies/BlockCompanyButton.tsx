import { ZBlockedCompany, ZCompanyUnblocked } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { ConfirmDialog } from '../complete-profile/ConfirmDialog';

/**
 * Block or unblock a company after a confirmation. Guests are sent to sign in by the API
 * client's 401 handling, and come back here afterwards.
 */
export function BlockCompanyButton({
  company,
  onChange,
}: {
  company: { id: number; name: string; is_blocked: boolean };
  onChange(): void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setAsking(false);
    setBusy(true);
    try {
      if (company.is_blocked)
        await api.delete(`/api/companies/${company.id}/blacklist-companies/delete`, ZCompanyUnblocked);
      else
        await api.post(
          '/api/companies/blacklist-companies/create',
          { company_id: company.id },
          ZBlockedCompany,
        );
      onChange();
    } catch {
      // The API client has already shown the failure.
    } finally {
      setBusy(false);
    }
  };
  const action = company.is_blocked ? 'unblock' : 'block';
  return (
    <>
      <button
        type="button"
        className="company-action"
        disabled={busy}
        data-testid={`company-${action}`}
        onClick={() => setAsking(true)}
      >
        {t(`companies.block.${action}`)}
      </button>
      <ConfirmDialog
        open={asking}
        title={t(`companies.block.${action}_title`, { name: company.name })}
        message={t(`companies.block.${action}_text`)}
        confirmLabel={t(`companies.block.${action}`)}
        cancelLabel={t('companies.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        testId="company-block-confirm"
      />
    </>
  );
}
