import type { LanguageCode } from '@talkhire/config';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useApi } from '../api/api-context';

const ZSuggestions = z.array(z.object({ id: z.number(), value: z.string() }));
export type TSuggestion = z.infer<typeof ZSuggestions>[number];

/** Five job titles matching what is typed, asked for a short pause after the last key. */
export function useTitleSuggestions(text: string, language: LanguageCode): TSuggestion[] {
  const api = useApi();
  const [suggestions, setSuggestions] = useState<TSuggestion[]>([]);
  const query = text.trim();
  useEffect(() => {
    if (!query) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get('/api/config/search/job-title-lists', ZSuggestions, {
          query: { query, size: 5, language_code: language },
          signal: controller.signal,
          quiet: true,
        })
        .then(
          (found) => !controller.signal.aborted && setSuggestions(found),
          // Suggestions are a convenience: without them the box still searches what was typed.
          () => !controller.signal.aborted && setSuggestions([]),
        );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query, language]);
  return suggestions;
}
