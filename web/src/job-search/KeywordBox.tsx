import type { LanguageCode } from '@talkhire/config';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCompanySuggestions } from '../companies';
import { companyPath } from '../paths/company-path';
import { Combobox } from '../ui/Combobox';
import { type PastSearch, readSearchHistory } from './search-history';
import { useTitleSuggestions } from './use-title-suggestions';

interface Choice {
  key: string;
  label: string;
  group: 'history' | 'suggestion' | 'company';
  /** A company opens its page instead of searching its name. */
  href?: string;
}

/**
 * The keyword box of spec §2: a combobox offering the search history while empty, and job titles
 * and companies while typing. A company opens its page; anything else is searched.
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
  const typed = value.trim();
  const choices: Choice[] = typed
    ? [
        ...suggestions.map((s): Choice => ({ key: `s${s.id}`, label: s.value, group: 'suggestion' })),
        ...companies.map(
          (c): Choice => ({
            key: `c${c.id}`,
            label: c.name,
            group: 'company',
            href: companyPath(language, c),
          }),
        ),
      ]
    : history.map((h, i) => ({ key: `h${i}`, label: h.query, group: 'history' }));

  return (
    <div className="keyword-box">
      <Combobox
        label={t('jobs.search.keyword_label')}
        placeholder={t('jobs.search.keyword_placeholder')}
        value={value}
        onValueChange={onChange}
        onFocus={() => setHistory(readSearchHistory())}
        groups={[
          {
            key: typed ? 'suggestions' : 'history',
            label: typed ? t('jobs.search.suggestions') : t('jobs.search.history'),
            options: choices,
          },
        ]}
        onTake={(choice) => (choice.href ? navigate(choice.href) : onPick(choice.label))}
        inputTestId="keyword-input"
        listTestId="keyword-choices"
        renderOption={(choice) => (
          <>
            {choice.label}
            {choice.group === 'company' && (
              <small className="muted" data-testid="keyword-company-choice">
                {` · ${t('companies.suggestion_tag')}`}
              </small>
            )}
          </>
        )}
      />
    </div>
  );
}
