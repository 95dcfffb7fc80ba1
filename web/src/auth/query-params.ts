import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

/** The page's query parameters, re-read whenever the location changes. */
export function useQueryParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
