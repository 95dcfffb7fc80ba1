import { type LanguageCode, splitLanguagePath, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { signOutChat } from '../chat';
import { clearSession } from '../session/clear-session';
import { useSession } from '../session/session-context';

/**
 * Spec §4 logout: the relay ends the session and clears its cookies; the page clears the readable
 * ones too, then goes home, or reloads when it is already on home or get-started.
 */
export function useLogout(language: LanguageCode) {
  const api = useApi();
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Reads on their way (the notification bell's count) would be answered 401 once the session
    // ends: they are dropped before it ends, and those begun meanwhile once it has.
    await queryClient.cancelQueries();
    await api
      .call(endpoints.accounts.logout, { body: { source: 'web' } }, { quiet: true })
      .catch(() => undefined);
    // Spec §4: logout notifies the chat layer (it stops and empties this browser's chat store).
    await signOutChat();
    clearSession();
    session.refresh();
    await queryClient.cancelQueries();
    const { rest } = splitLanguagePath(location.pathname);
    if (rest === '/' || rest === '/get-started') location.reload();
    else navigate(withLanguagePath(language, '/'));
  }, [api, navigate, session, language, queryClient]);
}
