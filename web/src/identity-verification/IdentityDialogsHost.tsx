import type { LanguageCode } from '@talkhire/config';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../session/session-context';
import { lazyComponent } from '../ui/lazy-component';
import { hasShowFlag } from './identity-cookies';

/** The dialogs and their machine: a chunk of their own, loaded only on a page with the flag. */
const flow = lazyComponent(() => import('./IdentityFlow').then((module) => module.IdentityFlow));

/**
 * Mounted once for the seeker site (spec §2): any page opened with the show-identity-info flag by a
 * signed-in seeker — the provider's window coming back — shows the confirm dialog. Nothing renders
 * on the server or in the first browser render, so hydration matches.
 */
export function IdentityDialogsHost({ language }: { language: LanguageCode }) {
  const { search } = useLocation();
  const { user } = useSession();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !user || !hasShowFlag(search)) return null;
  return <flow.Component language={language} />;
}
