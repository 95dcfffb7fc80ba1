import { useCallback, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a text to the clipboard and says how it went (a browser may refuse the clipboard). */
export function useCopyText(): { state: CopyState; copy(text: string): Promise<void>; reset(): void } {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }, []);
  const reset = useCallback(() => setState('idle'), []);
  return { state, copy, reset };
}
