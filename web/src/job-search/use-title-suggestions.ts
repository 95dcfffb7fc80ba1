import type { LanguageCode } from '@talkhire/config';
import { z } from 'zod';
import { useApi } from '../api/api-context';
import { useSuggestions } from '../ui/use-suggestions';

const ZSuggestions = z.array(z.object({ id: z.number(), value: z.string() }));
export type TSuggestion = z.infer<typeof ZSuggestions>[number];

/** Five job titles matching what is typed, asked for a short pause after the last key. */
export function useTitleSuggestions(text: string, language: LanguageCode): TSuggestion[] {
  const api = useApi();
  return useSuggestions(
    text,
    (query, signal) =>
      api.get('/api/config/search/job-title-lists', ZSuggestions, {
        query: { query, size: 5, language_code: language },
        signal,
        quiet: true,
      }),
    language,
  );
}
