import { type LanguageCode, toSearchSlug, withLanguagePath } from '@talkhire/config';
import { useNavigate } from 'react-router-dom';
import { useConfigList } from '../api/config-list';
import { track } from '../tracking';
import { SearchBar } from './SearchBar';
import { rememberSearch } from './search-history';

/** The home page's search box: keyword and location lead to the SEO search URL of spec §2. */
export function HeroSearch({ language }: { language: LanguageCode }) {
  const navigate = useNavigate();
  const locations = useConfigList('location_lists', { language });
  return (
    <SearchBar
      language={language}
      initial={{ query: '', location: '' }}
      locationGroups={locations.data}
      onSearch={({ query, location }) => {
        // The search's own request carries the query; the event says only that a search was made.
        track('search_click', { source: 'home' });
        const url = toSearchSlug({ query: query || undefined, location: location || undefined });
        if (query) rememberSearch({ query, url });
        navigate(withLanguagePath(language, `/${url}`));
      }}
    />
  );
}
