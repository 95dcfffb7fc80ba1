import { type LanguageCode, languageByCode } from '@talkhire/config';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useEdition } from '../edition/edition-context';
import { useSession } from '../session/session-context';
import { checkedBy, localKey } from '../ui/local-store';
import { ConsentBar } from './ConsentBar';
import { chooseConsent, consentChoice, consentPolicy } from './consent';
import { type FirstPage, type Landing, landingOf } from './landing';
import { routeName } from './route-name';
import { startTracking, type TrackingSettings } from './start-tracker';
import { attachTracking, setTrackedPage, track, trackLanding, trackSignUp } from './track';

let started = false;

/** The account whose sign-up was reported, so a new account's next visits do not report it again. */
const reportedSignUp = localKey(
  'signed_up_reported',
  checkedBy((v): v is number => typeof v === 'number'),
);

/**
 * The site's tracking, loaded after hydration (see Tracking): starts the tracker, notes the
 * landing, sends a page_view per route and, in an opt-in edition, asks for consent before
 * anything is kept or sent.
 */
export function TrackingRoot({ language, firstPage }: { language: LanguageCode; firstPage: FirstPage }) {
  const { edition } = useEdition();
  const { pathname } = useLocation();
  // The tracker reads the settings of the latest render at each send.
  const current: TrackingSettings = {
    edition: edition.key,
    countryId: edition.id,
    languageId: languageByCode(language).id,
  };
  const settings = useRef(current);
  settings.current = current;
  const [asking, setAsking] = useState(false);
  const landing = useRef<Landing | null>(null);

  useEffect(() => {
    // Once per page load (StrictMode runs effects twice in development).
    if (started) return;
    started = true;
    landing.current = landingOf({ ...firstPage, origin: location.origin }, firstPage.referrer);
    attachTracking(startTracking(() => settings.current));
    trackLanding(landing.current);
  }, [firstPage]);

  useEffect(() => {
    setAsking(consentPolicy(edition.key) === 'opt-in' && consentChoice() === undefined);
  }, [edition.key]);

  // Spec §7 / issue 16 funnel: a new account (any way of signing up) is reported once.
  const { user } = useSession();
  useEffect(() => {
    if (user?.is_new_account && reportedSignUp.read() !== user.id) {
      reportedSignUp.write(user.id);
      trackSignUp(user.id);
    }
  }, [user]);

  useEffect(() => {
    setTrackedPage(routeName(pathname));
    track('page_view');
  }, [pathname]);

  if (!asking) return null;
  return (
    <ConsentBar
      onChoose={(choice) => {
        chooseConsent(choice);
        setAsking(false);
        if (choice === 'granted') {
          // What this page was about, now that it may be noted.
          track('page_view');
          if (landing.current) trackLanding(landing.current);
        }
      }}
    />
  );
}
