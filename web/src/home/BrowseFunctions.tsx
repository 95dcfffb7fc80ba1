import type { LanguageCode } from '@talkhire/config';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useApiLocale } from '../api/api-context';
import { configListQuery, itemsOf } from '../api/config-list';

/** The main job functions with a few of their job functions each. */
export function BrowseFunctions({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const functions = useFunctionCards(language);
  return (
    <section aria-labelledby="functions-heading" className="section">
      <h2 id="functions-heading">{t('home.browse_by_function')}</h2>
      {functions.isPending && <p aria-busy="true">{t('common.loading')}</p>}
      <ul className="function-grid">
        {functions.data?.map((card) => (
          <li key={card.id} className="card">
            <h3>{card.value}</h3>
            <p className="muted">{t('home.functions_count', { count: card.count })}</p>
            <ul className="chips">
              {card.first.map((f) => (
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

/** Job functions shown on a card; the rest are counted. */
const shownFunctions = 4;

/**
 * The cards' data, cached under its own key: the whole function tree (with every job title) is
 * about 67 KB of JSON, and the server puts the query cache into the page, where the cards need
 * only names and counts. On a refetch the tree is read again and cut the same way.
 */
function useFunctionCards(language: LanguageCode) {
  const api = useApi();
  const locale = useApiLocale();
  const tree = configListQuery(api, locale, 'main_functions', { language });
  return useQuery({
    ...tree,
    queryKey: [...tree.queryKey, 'cards'],
    queryFn: async (context: { signal: AbortSignal }) =>
      itemsOf(await tree.queryFn(context), 'main_functions').map((main) => ({
        id: main.id,
        value: main.value,
        count: main.sub_function_list.length,
        first: main.sub_function_list.slice(0, shownFunctions).map(({ id, value }) => ({ id, value })),
      })),
  });
}
