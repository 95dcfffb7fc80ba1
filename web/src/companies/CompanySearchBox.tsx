import type { LanguageCode } from '@talkhire/config';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { companyPath } from '../paths/company-path';
import { Combobox } from '../ui/Combobox';
import { useCompanySuggestions } from './use-company-suggestions';

/** The company search box: companies matching what is typed open directly; Enter searches the list. */
export function CompanySearchBox({
  language,
  initial,
  onSearch,
}: {
  language: LanguageCode;
  initial: string;
  onSearch(query: string): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const suggestions = useCompanySuggestions(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="company-search" onSubmit={submit}>
      <Combobox
        label={t('companies.search.label')}
        listLabel={t('companies.search.suggestions')}
        placeholder={t('companies.search.placeholder')}
        value={text}
        onValueChange={setText}
        groups={[
          {
            key: 'companies',
            options: suggestions.map((company) => ({
              key: String(company.id),
              label: company.name,
              path: companyPath(language, company),
            })),
          },
        ]}
        onTake={(company) => navigate(company.path)}
        inputTestId="company-search-input"
        listTestId="company-suggestions"
      />
      <button type="submit" className="button">
        {t('companies.search.submit')}
      </button>
    </form>
  );
}
