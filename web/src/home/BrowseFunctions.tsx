import type { LanguageCode } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApi } from '../api/api-context';
import { useRequest } from '../api/use-request';

const ZMainFunctions = z.object({
  main_functions: z.array(
    z.object({
      id: z.number(),
      value: z.string(),
      sub_function_list: z.array(z.object({ id: z.number(), value: z.string() })),
    }),
  ),
});

/** The main job functions with a few of their job functions each. */
export function BrowseFunctions({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const api = useApi();
  const functions = useRequest(
    (signal) =>
      api.get('/api/config/main_functions/list', ZMainFunctions, {
        query: { language_code: language },
        signal,
      }),
    [language],
  );
  return (
    <section aria-labelledby="functions-heading" className="section">
      <h2 id="functions-heading">{t('home.browse_by_function')}</h2>
      {functions.status === 'fetching' && !functions.data && <p aria-busy="true">{t('common.loading')}</p>}
      <ul className="function-grid">
        {functions.data?.main_functions.map((m) => (
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
