import { useEffect, useState } from 'react';

/**
 * Suggestions for what is typed, asked for a short pause after the last key; an older answer
 * never replaces a newer one. `ask` is called with the trimmed text; `key` names everything else
 * the answer depends on (language, size), so a change asks again.
 */
export function useSuggestions<T>(
  text: string,
  ask: (query: string, signal: AbortSignal) => Promise<T[]>,
  key: string,
): T[] {
  const [suggestions, setSuggestions] = useState<T[]>([]);
  const query = text.trim();
  // `ask` is a new function each render: `key` names what it depends on.
  useEffect(() => {
    if (!query) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      ask(query, controller.signal).then(
        (found) => !controller.signal.aborted && setSuggestions(found),
        // Suggestions are a convenience: without them the box still searches what was typed.
        () => !controller.signal.aborted && setSuggestions([]),
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, key]);
  return suggestions;
}
