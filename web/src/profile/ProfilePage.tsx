import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { ResumeAnalysisPanel } from '../ai-resume';
import { IdentityPrompt } from '../identity-verification';
import { useSession } from '../session/session-context';
import { useScreenHead } from '../ui/use-page-head';
import { BasicInfoSection } from './BasicInfoSection';
import { EducationSection } from './EducationSection';
import { GenerateResumeSection } from './GenerateResumeSection';
import { JobPreferencesSection } from './JobPreferencesSection';
import { LanguagesSection } from './LanguagesSection';
import { LicensesSection } from './LicensesSection';
import { LinksSection } from './LinksSection';
import { ProfileStrength } from './ProfileStrength';
import { ResumesSection } from './ResumesSection';
import { SkillsSection } from './SkillsSection';
import { SummarySection } from './SummarySection';
import { VideoResumesSection } from './VideoResumesSection';
import { WorkExperienceSection } from './WorkExperienceSection';
import '../complete-profile/complete-profile.css';
import './profile.css';
import { Redirect } from '../ui/Redirect';

/**
 * The seeker's own profile at /profile (spec §2 'Profile and resume'): every part of spec §3, each
 * viewable and editable in place. A private page: without a session the seeker signs in first and
 * comes back here.
 */
export function ProfilePage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  useScreenHead('profile');
  if (!user) {
    const here = withLanguagePath(language, '/profile');
    return (
      <Redirect
        to={`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(here)}`}
        replace
      />
    );
  }
  return (
    <main className="section profile-page" data-testid="profile-page">
      <h1>{t('profile_page.title')}</h1>
      <IdentityPrompt />
      {/*
        The sections, top to bottom. Each is one component of its own (web/src/profile/<Part>Section.tsx
        or another feature's); to add one, import it and place its element in this list.
      */}
      <ProfileStrength />
      <ResumeAnalysisPanel />
      <BasicInfoSection language={language} />
      <SummarySection language={language} />
      <WorkExperienceSection language={language} />
      <EducationSection language={language} />
      <SkillsSection />
      <LanguagesSection language={language} />
      <LinksSection />
      <LicensesSection />
      <JobPreferencesSection language={language} />
      <ResumesSection />
      <GenerateResumeSection language={language} />
      <VideoResumesSection />
    </main>
  );
}
