import { type DependencyList, useEffect, useState } from 'react';

/** Spec §4: every request goes idle → fetching → succeeded (response kept) or failed (error kept). */
export type RequestState<T> =
  | { status: 'idle' | 'fetching'; data: T | undefined; error: undefined }
  | { status: 'succeeded'; data: T; error: undefined }
  | { status: 'failed'; data: undefined; error: Error };

export function useRequest<T>(
  run: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): RequestState<T> {
  const [state, setState] = useState<RequestState<T>>({ status: 'idle', data: undefined, error: undefined });
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ status: 'fetching', data: s.data, error: undefined }));
    run(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'succeeded', data, error: undefined }),
      (error: Error) => !controller.signal.aborted && setState({ status: 'failed', data: undefined, error }),
    );
    return () => controller.abort();
  }, deps);
  return state;
}
