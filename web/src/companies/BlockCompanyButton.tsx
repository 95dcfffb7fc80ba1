import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useBlockCompany } from './use-block-company';

/**
 * Block or unblock a company after a confirmation. Guests are sent to sign in by the API
 * client's 401 handling, and come back here afterwards.
 */
export function BlockCompanyButton({
  company,
}: {
  company: { id: number; name: string; is_blocked: boolean };
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const { block, unblock } = useBlockCompany();
  const busy = block.isPending || unblock.isPending;
  const confirm = () => {
    setAsking(false);
    // A refusal has already been shown by the API client; a success refetches what it changed.
    if (company.is_blocked) unblock.mutate({ params: { id: company.id } });
    else block.mutate({ body: { company_id: company.id } });
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
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        testId="company-block-confirm"
      />
    </>
  );
}
