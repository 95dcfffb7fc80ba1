import type { LanguageCode } from '@talkhire/config';
import { type TCompanySuggestion, ZCompanySuggestions } from '@talkhire/contracts';
import { useApi } from '../api/api-context';
import { useSuggestions } from '../ui/use-suggestions';

/** Companies whose name matches what is typed, asked for a short pause after the last key. */
export function useCompanySuggestions(text: string, language: LanguageCode, size = 5): TCompanySuggestion[] {
  const api = useApi();
  return useSuggestions(
    text,
    (query, signal) =>
      api.get('/api/companies/search-suggestion', ZCompanySuggestions, {
        query: { query, size },
        signal,
        quiet: true,
      }),
    `${language}:${size}`,
  );
}
