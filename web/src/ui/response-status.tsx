import { createContext, useContext } from 'react';

/** The HTTP status of the page being rendered on the server; in the browser nobody listens. */
export interface ResponseStatusRecorder {
  status: number;
  /** Set by a page that sends its visitor elsewhere: the server answers a redirect there. */
  redirect?: string;
}

const ResponseStatusContext = createContext<ResponseStatusRecorder | null>(null);

export const ResponseStatusProvider = ResponseStatusContext.Provider;

/**
 * Renders nothing. A page that is not what was asked for (not found, a closed job, maintenance)
 * names the status its server answer carries, so crawlers see a real 404 or 410, not a soft one.
 */
export function ResponseStatus({ code }: { code: number }) {
  const recorder = useContext(ResponseStatusContext);
  // Written during render on purpose: the server reads it once the render is complete.
  if (recorder) recorder.status = code;
  return null;
}

/** The server render's recorder; null in the browser. */
export function useResponseStatusRecorder(): ResponseStatusRecorder | null {
  return useContext(ResponseStatusContext);
}
