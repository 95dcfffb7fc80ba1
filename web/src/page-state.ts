import { ApiFailure } from '@talkhire/client';
import type { DehydratedState } from '@tanstack/react-query';
import type { RenderMoment } from './ui/render-clock';

/** What a server-rendered page hands the browser, in a JSON data block before the scripts. */
export interface PageState {
  /** When and in which time zone the server rendered the page: the browser hydrates with them. */
  moment: RenderMoment;
  queries: DehydratedState;
  /** The page the path matched and its route's parameters: the public runtime has no router. */
  route: { path: string; params: Record<string, string> } | null;
}

export const pageStateId = 'talkhire-state';

/**
 * A refusal the server rendered (a job not found) travels too, so the browser renders the same
 * screen: as JSON it loses its class and message, so it is written out and made an ApiFailure again.
 */
export function writeFailures(queries: DehydratedState): DehydratedState {
  return mapErrors(queries, (error) =>
    error instanceof ApiFailure
      ? { status: error.status, code: error.code, message: error.message, errors: error.errors }
      : { status: 0, code: 0, message: String((error as Error | null)?.message ?? error), errors: {} },
  );
}

/** The server's state for this page, or null when the page was not rendered on the server. */
export function readPageState(): PageState | null {
  const block = document.getElementById(pageStateId);
  if (!block?.textContent) return null;
  try {
    const state = JSON.parse(block.textContent) as PageState;
    return {
      ...state,
      queries: mapErrors(state.queries, (error) => {
        const written = error as Pick<ApiFailure, 'status' | 'code' | 'message' | 'errors'>;
        return new ApiFailure(written.status, written.code, written.message, written.errors);
      }),
    };
  } catch {
    return null;
  }
}

function mapErrors(queries: DehydratedState, map: (error: unknown) => unknown): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.error == null
        ? query
        : { ...query, state: { ...query.state, error: map(query.state.error) } },
    ),
  } as DehydratedState;
}
