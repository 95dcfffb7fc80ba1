import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints, type TBasicProfile } from '@talkhire/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import { NotFoundPage } from '../not-found';
import { useSession } from '../session/session-context';
import { useScreenHead } from '../ui/use-page-head';
import { AboutStep } from './AboutStep';
import { EducationStep } from './EducationStep';
import { FinishStep } from './FinishStep';
import { PreferenceStep } from './PreferenceStep';
import { StepProgress } from './StepProgress';
import { WorkExperienceStep } from './WorkExperienceStep';
import type { WizardProps } from './wizard-props';
import { stepOfSegment, stepPath, type WizardStepId } from './wizard-steps';
import './complete-profile.css';
import { Redirect } from '../ui/Redirect';

const stepScreens = {
  '1': PreferenceStep,
  '10': AboutStep,
  '3': WorkExperienceStep,
  '4': EducationStep,
  '5': FinishStep,
} satisfies Record<WizardStepId, (props: WizardProps) => unknown>;

/**
 * The profile-completion wizard (spec §2, §4): `/jobseeker-complete-profile` and its numbered
 * steps (see wizard-steps.ts). Only a signed-in seeker may fill it in; anyone else goes to
 * /get-started and comes back here afterwards.
 */
export function CompleteProfilePage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { step: segment } = useParams();
  const navigate = useNavigate();
  // Read once: a later render (after the redirect below started) must not see get-started as 'here'.
  const address = useLocation();
  const [here] = useState(() => `${address.pathname}${address.search}`);
  const [profile, setProfile] = useState<TBasicProfile | null>(null);
  // What was saved before (another visit, a reload) fills the forms in. The forms take it once,
  // when they open, so the wizard waits for a fresh read rather than a cached one.
  const saved = useEndpointQuery(
    endpoints.profile.basicProfile,
    {},
    { enabled: Boolean(user), quiet: true, staleTime: 0 },
  );
  useEffect(() => {
    if (saved.isSuccess) setProfile(saved.data);
  }, [saved.isSuccess, saved.data]);
  const redirect = new URLSearchParams(address.search).get('redirect');
  const pathOf = useCallback(
    (step: WizardStepId) => stepPath(language, step, redirect),
    [language, redirect],
  );
  const goTo = useCallback((step: WizardStepId) => navigate(pathOf(step)), [navigate, pathOf]);
  const step = stepOfSegment(segment);
  useScreenHead(step ? 'complete_profile' : undefined);

  if (!user) {
    return (
      <Redirect
        replace
        to={`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(here)}`}
      />
    );
  }
  if (!step) return <NotFoundPage language={language} />;
  if (!saved.isFetchedAfterMount) {
    return (
      <main className="wizard" aria-busy="true">
        <p>{t('common.loading')}</p>
      </main>
    );
  }
  const Screen = stepScreens[step];
  return (
    <main className="wizard" data-testid="complete-profile">
      <p className="wizard__title">{t('profile.title')}</p>
      <StepProgress language={language} current={step} />
      <Screen
        key={step}
        language={language}
        redirect={redirect}
        profile={profile ?? (saved.isSuccess ? saved.data : null)}
        setProfile={setProfile}
        goTo={goTo}
        pathOf={pathOf}
      />
    </main>
  );
}
