import { liveQuery } from 'dexie';
import { type DependencyList, useEffect, useState } from 'react';

/** A Dexie live query as React state: re-runs whenever the worker writes what it read. */
export function useLiveQuery<T>(query: () => Promise<T>, deps: DependencyList, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  // The caller names the query's inputs in deps, as with useEffect.
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({ next: setValue, error: () => undefined });
    return () => subscription.unsubscribe();
  }, deps);
  return value;
}
