import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** One labelled filter with a single choice; '' is "any". */
export function FilterSelect({
  label,
  value,
  options,
  testId,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  testId: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} data-testid={testId} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('jobs.search.any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
