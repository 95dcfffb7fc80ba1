import { useEffect, useRef } from 'react';

/** Step changes move the focus to the new step, so keyboard and screen-reader users follow it. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
