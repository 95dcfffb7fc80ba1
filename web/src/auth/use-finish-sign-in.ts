import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/session-context';

/** After an answer that set the `user` cookie: re-read it and go where spec §4 says. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const session = useSession();
  return useCallback(
    (destination: string) => {
      session.refresh();
      navigate(destination, { replace: true });
    },
    [navigate, session],
  );
}
