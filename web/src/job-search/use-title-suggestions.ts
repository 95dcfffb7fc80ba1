import type { LanguageCode } from '@talkhire/config';
import { endpoints, type TJobTitleSuggestion } from '@talkhire/contracts';
import { useSuggestions } from '../api/use-suggestions';

export type TSuggestion = Pick<TJobTitleSuggestion, 'id' | 'value'>;

/** Five job titles matching what is typed, asked for a short pause after the last key. */
export function useTitleSuggestions(text: string, language: LanguageCode): TSuggestion[] {
  return (
    useSuggestions(text, endpoints.config.jobTitles, (query) => ({
      query: { query, size: 5, language_code: language },
    })) ?? []
  );
}
