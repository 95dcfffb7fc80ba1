import { endpoints, type TCompanySuggestion } from '@talkhire/contracts';
import { useSuggestions } from '../api/use-suggestions';

/** Companies whose name matches what is typed, asked for a short pause after the last key. */
export function useCompanySuggestions(text: string, size = 5): TCompanySuggestion[] {
  return useSuggestions(text, endpoints.companies.suggestions, (query) => ({ query: { query, size } })) ?? [];
}
