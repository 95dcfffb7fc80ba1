import { ApiFailure } from '@talkhire/client';
import { useCallback, useState } from 'react';

/**
 * One card's call in flight: the card shows 'please wait' while it runs and the relay's refusal
 * (its message, or a field's) beside the buttons. The new state arrives through the chat store.
 */
export function useCardAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setError(null);
    try {
      return await call();
    } catch (failure) {
      setError(failureText(failure));
      return null;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run, clearError: () => setError(null) };
}

/** A refusal as the card shows it: the first field message, else the message. */
export function failureText(failure: unknown): string {
  if (failure instanceof ApiFailure) return Object.values(failure.errors).flat()[0] ?? failure.message;
  return failure instanceof Error ? failure.message : String(failure);
}
