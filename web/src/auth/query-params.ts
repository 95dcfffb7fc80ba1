import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The page's query parameters. The app's inner <Routes> sees only the path (the language prefix
 * is cut off), so the search is read from the browser's own location; `useLocation` re-renders
 * the page whenever it changes.
 */
export function useQueryParams(): URLSearchParams {
  useLocation();
  const search = window.location.search;
  return useMemo(() => new URLSearchParams(search), [search]);
}
