import { useEffect, useState } from 'react';

/**
 * Whether a media query matches. The first render assumes it does not, on the server and in the
 * browser alike, so hydration matches; the real answer follows at once.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
