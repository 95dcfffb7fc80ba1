import './identity-verification.css';
import type { TIdentityInfo } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';

/** The seven rows of spec §2, in its order. */
export const identityRows = [
  'uinfin',
  'name',
  'residential_status',
  'nationality',
  'pass_type',
  'pass_status',
  'pass_expiry_date',
] as const satisfies readonly (keyof TIdentityInfo)[];

/** Spec §2: a missing value shows '-'. */
export const missingValue = '-';

/**
 * The identity data the provider gave, one row each. Without data (`info` null) every value says
 * 'failed', as the verification-failed dialog shows them.
 */
export function IdentityInfoRows({ info }: { info: TIdentityInfo | null }) {
  const { t } = useTranslation();
  return (
    <dl className="identity-rows" data-testid="identity-rows">
      {identityRows.map((row) => (
        <div key={row} className="identity-rows__row" data-testid={`identity-row-${row}`}>
          <dt>{t(`identity.rows.${row}`)}</dt>
          <dd dir="auto">{info ? info[row] || missingValue : t('identity.failed.value')}</dd>
        </div>
      ))}
    </dl>
  );
}
