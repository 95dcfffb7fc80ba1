import { type LanguageCode, toSearchSlug, withLanguagePath } from '@talkhire/config';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useConfigList } from '../api/config-list';
import { SearchBar } from './SearchBar';
import { rememberSearch } from './search-history';

const ZLocationGroup = z.object({
  key: z.string(),
  value: z.string(),
  locations: z.array(z.object({ id: z.number(), value: z.string(), seo_value: z.string() })),
});

/** The home page's search box: keyword and location lead to the SEO search URL of spec §2. */
export function HeroSearch({ language }: { language: LanguageCode }) {
  const navigate = useNavigate();
  const locations = useConfigList('location_lists', ZLocationGroup, { language });
  return (
    <SearchBar
      language={language}
      initial={{ query: '', location: '' }}
      locationGroups={locations.data}
      onSearch={({ query, location }) => {
        const url = toSearchSlug({ query: query || undefined, location: location || undefined });
        if (query) rememberSearch({ query, url });
        navigate(withLanguagePath(language, `/${url}`));
      }}
    />
  );
}
