import type { LanguageCode } from '@talkhire/config';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { companyPath } from '../companies/company-path';
import { useCompanySuggestions } from '../companies/use-company-suggestions';
import { useCombobox } from '../ui/use-combobox';
import { type PastSearch, readSearchHistory } from './search-history';
import { useTitleSuggestions } from './use-title-suggestions';

interface Choice {
  id: string;
  label: string;
  group: 'history' | 'suggestion' | 'company';
  /** A company opens its page instead of searching its name. */
  href?: string;
}

/**
 * The keyword box of spec §2: a combobox offering the search history while empty and job titles
 * while typing. Arrow keys move through the choices, Enter takes one, Escape closes the list.
 */
export function KeywordBox({
  language,
  value,
  onChange,
  onPick,
}: {
  language: LanguageCode;
  value: string;
  onChange(value: string): void;
  onPick(value: string): void;
}) {
  const { t } = useTranslation();
  const [history, setHistory] = useState<PastSearch[]>([]);
  const suggestions = useTitleSuggestions(value, language);
  const companies = useCompanySuggestions(value, 3);
  const navigate = useNavigate();
  const choices: Choice[] = value.trim()
    ? [
        ...suggestions.map((s): Choice => ({ id: `s${s.id}`, label: s.value, group: 'suggestion' })),
        ...companies.map(
          (c): Choice => ({
            id: `c${c.id}`,
            label: c.name,
            group: 'company',
            href: companyPath(language, c),
          }),
        ),
      ]
    : history.map((h, i) => ({ id: `h${i}`, label: h.query, group: 'history' }));
  const box = useCombobox({
    choices,
    onType: onChange,
    onFocus: () => setHistory(readSearchHistory()),
    onTake: (choice) => (choice.href ? navigate(choice.href) : onPick(choice.label)),
  });
  const { id, expanded, active } = box;

  return (
    <div className="keyword-box">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('jobs.search.keyword_label')}
      </label>
      <input
        {...box.inputProps}
        placeholder={t('jobs.search.keyword_placeholder')}
        value={value}
        data-testid="keyword-input"
      />
      <div className="keyword-box__popup" hidden={!expanded}>
        <p className="keyword-box__heading" id={`${id}-heading`}>
          {value.trim() ? t('jobs.search.suggestions') : t('jobs.search.history')}
        </p>
        <div id={box.listId} role="listbox" aria-labelledby={`${id}-heading`} data-testid="keyword-choices">
          {choices.map((choice, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys for its options
            <div
              key={choice.id}
              id={box.optionId(choice)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className="keyword-box__choice"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => box.take(choice)}
            >
              {choice.label}
              {choice.group === 'company' && (
                <small className="muted" data-testid="keyword-company-choice">
                  {` · ${t('companies.suggestion_tag')}`}
                </small>
              )}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
