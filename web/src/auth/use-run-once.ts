import { useEffect, useRef } from 'react';

/**
 * Runs a one-time call (spending a link, a ticket, a code) once per mounted page, even when React
 * runs effects twice in development: the second run would find it spent.
 */
export function useRunOnce(run: () => void, when = true) {
  const done = useRef(false);
  useEffect(() => {
    if (!when || done.current) return;
    done.current = true;
    run();
  });
}
