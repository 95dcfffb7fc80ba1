import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/session-context';

/** After an answer that set the `user` cookie: re-read it and go where spec §4 says. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  // The refresh function, not the session: the session changes with the refresh itself, and a
  // callback that changed with it would run the caller's effect (and this navigation) again.
  const { refresh } = useSession();
  return useCallback(
    (destination: string) => {
      refresh();
      navigate(destination, { replace: true });
    },
    [navigate, refresh],
  );
}
