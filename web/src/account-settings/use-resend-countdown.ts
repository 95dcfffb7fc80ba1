import { useCallback, useEffect, useState } from 'react';

/**
 * Spec §9's resend countdown: seconds until another code may be asked for, ticking once a second
 * (only in the browser: it starts from a click, never during the server's render).
 */
export function useResendCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const tick = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(tick);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(Math.max(0, Math.ceil(seconds))), []);
  return { left, start };
}
