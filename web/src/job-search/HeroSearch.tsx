import { type LanguageCode, toSearchSlug, withLanguagePath } from '@talkhire/config';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useApi } from '../api/api-context';
import { useRequest } from '../api/use-request';
import { useEdition } from '../edition/edition-context';
import { SearchBar } from './SearchBar';
import { rememberSearch } from './search-history';

const ZLocationLists = z.object({
  location_lists: z.array(
    z.object({
      key: z.string(),
      value: z.string(),
      locations: z.array(z.object({ id: z.number(), value: z.string(), seo_value: z.string() })),
    }),
  ),
});

/** The home page's search box: keyword and location lead to the SEO search URL of spec §2. */
export function HeroSearch({ language }: { language: LanguageCode }) {
  const api = useApi();
  const navigate = useNavigate();
  const { edition } = useEdition();
  const locations = useRequest(
    (signal) =>
      api.get('/api/config/location_lists/list', ZLocationLists, {
        query: { language_code: language },
        signal,
      }),
    [language, edition.key],
  );
  return (
    <SearchBar
      language={language}
      initial={{ query: '', location: '' }}
      locationGroups={locations.data?.location_lists}
      onSearch={({ query, location }) => {
        const url = toSearchSlug({ query: query || undefined, location: location || undefined });
        if (query) rememberSearch({ query, url });
        navigate(withLanguagePath(language, `/${url}`));
      }}
    />
  );
}
