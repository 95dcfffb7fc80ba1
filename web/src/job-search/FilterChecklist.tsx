import { useTranslation } from 'react-i18next';

/**
 * One filter of several choices (the search takes a list per filter, OR-ed): a disclosure of
 * labelled checkboxes, open while something in it is chosen.
 */
export function FilterChecklist({
  label,
  selected,
  options,
  testId,
  onChange,
}: {
  label: string;
  selected: number[];
  options: { id: number; label: string }[];
  testId: string;
  onChange(selected: number[]): void;
}) {
  const { t } = useTranslation();
  return (
    <details
      className="filter filter--checklist"
      data-testid={testId}
      open={selected.length > 0 || undefined}
    >
      <summary>
        {label}
        {selected.length > 0 && (
          <span className="filter__count">{t('jobs.search.selected', { count: selected.length })}</span>
        )}
      </summary>
      <fieldset>
        <legend className="visually-hidden">{label}</legend>
        {options.map((option) => (
          <label key={option.id} className="filter--check">
            <input
              type="checkbox"
              checked={selected.includes(option.id)}
              onChange={(e) =>
                onChange(
                  e.target.checked ? [...selected, option.id] : selected.filter((id) => id !== option.id),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
