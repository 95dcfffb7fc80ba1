import { useState } from 'react';
import type { z } from 'zod';
import { useApi } from '../api/api-context';
import { type RequestState, useRequest } from '../api/use-request';
import { useEdition } from '../edition/edition-context';
import { type MyJobsView, myJobsQuery } from './my-jobs-url';

/**
 * One page of a My Jobs list for the view; the client's Country-Id and Language-Id headers give the
 * edition and the language, so either change fetches it again, as does `reload`.
 */
export function useMyJobsList<T extends z.ZodType>(
  path: string,
  schema: T,
  view: MyJobsView,
  language: string,
): { state: RequestState<z.output<T>>; reload(): void } {
  const api = useApi();
  const { edition } = useEdition();
  const [round, setRound] = useState(0);
  const query = myJobsQuery(view);
  const state = useRequest(
    (signal) => api.get(path, schema, { query, signal }),
    [api, path, JSON.stringify(query), edition.key, language, round],
  );
  return { state, reload: () => setRound((r) => r + 1) };
}
