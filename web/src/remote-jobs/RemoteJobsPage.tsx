import type { LanguageCode } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { HomeJobSection } from '../home';
import { AppDownload } from './AppDownload';
import { BlogLink } from './BlogLink';
import { CareerCoach } from './CareerCoach';
import { KeyFeatures } from './KeyFeatures';
import { RemoteSearchBox } from './RemoteSearchBox';
import { ResumeSteps } from './ResumeSteps';
import '../home/home.css';
import { useScreenHead } from '../ui/use-page-head';
import './remote-jobs.css';

/** Spec §2 remote jobs landing page, at /remote-jobs. */
export function RemoteJobsPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  useScreenHead('remote_jobs');
  return (
    <main className="home remote-jobs" data-testid="remote-jobs">
      <section className="hero">
        <h1>{t('home.remote.title')}</h1>
        <p>{t('home.remote.subtitle')}</p>
        <RemoteSearchBox language={language} />
      </section>
      <HomeJobSection language={language} section="remote" size={9} title={t('home.remote.popular_title')} />
      <KeyFeatures />
      <CareerCoach />
      <ResumeSteps />
      <AppDownload />
      <BlogLink />
    </main>
  );
}
