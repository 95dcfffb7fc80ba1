import type { LanguageCode } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { useConfigList } from '../api/config-list';

/** The main job functions with a few of their job functions each. */
export function BrowseFunctions({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const functions = useConfigList('main_functions', { language });
  return (
    <section aria-labelledby="functions-heading" className="section">
      <h2 id="functions-heading">{t('home.browse_by_function')}</h2>
      {functions.isPending && <p aria-busy="true">{t('common.loading')}</p>}
      <ul className="function-grid">
        {functions.data?.map((m) => (
          <li key={m.id} className="card">
            <h3>{m.value}</h3>
            <p className="muted">{t('home.functions_count', { count: m.sub_function_list.length })}</p>
            <ul className="chips">
              {m.sub_function_list.slice(0, 4).map((f) => (
                <li key={f.id} className="chip">
                  {f.value}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
