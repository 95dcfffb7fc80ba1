import { type LanguageCode, splitLanguagePath } from '@talkhire/config';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApiProvider } from '../api/api-context';
import { ChangePasswordPage } from '../auth/ChangePasswordPage';
import { GetStartedPage } from '../auth/GetStartedPage';
import { LoginRedirectPage } from '../auth/LoginRedirectPage';
import { MagicLinkPage } from '../auth/MagicLinkPage';
import { QrLoginPhonePage } from '../auth/QrLoginPhonePage';
import { VerifyEmailPage } from '../auth/VerifyEmailPage';
import { CompleteProfilePage } from '../complete-profile/CompleteProfilePage';
import { HomePage } from '../home/HomePage';
import { applyDocumentLanguage } from '../i18n/setup';
import { JobDetailPage } from '../job-detail/JobDetailPage';
import { JobSearchPage, SearchSlugPage } from '../job-search/JobSearchPage';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { MaintenancePage } from '../maintenance/MaintenancePage';
import { useWebsiteOutage } from '../maintenance/use-website-outage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { GuestSession } from './GuestSession';

/** The language is the first path segment when it is a supported code; the routes see the rest. */
export function App() {
  const location = useLocation();
  const { language, rest } = splitLanguagePath(location.pathname);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    applyDocumentLanguage(language);
  }, [i18n, language]);

  return (
    <ApiProvider language={language}>
      <GuestSession language={language} />
      <Site language={language} rest={rest} />
    </ApiProvider>
  );
}

function Site({ language, rest }: { language: LanguageCode; rest: string }) {
  const outage = useWebsiteOutage(language);
  if (outage?.is_under_maintenance) return <MaintenancePage outage={outage} />;
  return (
    <div className="site">
      <Header language={language} rest={rest} />
      <Routes location={{ pathname: rest }}>
        <Route path="/" element={<HomePage language={language} />} />
        <Route path="/get-started" element={<GetStartedPage language={language} />} />
        <Route path="/change-password" element={<ChangePasswordPage language={language} />} />
        <Route path="/magic-link" element={<MagicLinkPage language={language} />} />
        <Route path="/qr-login/:token" element={<QrLoginPhonePage language={language} />} />
        <Route path="/jobseeker-login-redirect" element={<LoginRedirectPage language={language} />} />
        <Route path="/job/:slug" element={<JobDetailPage language={language} />} />
        <Route path="/verify-email" element={<VerifyEmailPage language={language} />} />
        {/* The jobs issue builds the real /onsite-job; until then it shows the home page. */}
        <Route path="/onsite-job" element={<HomePage language={language} />} />
        <Route
          path="/jobseeker-complete-profile/:step?"
          element={<CompleteProfilePage language={language} />}
        />
        <Route path="/job-search" element={<JobSearchPage language={language} />} />
        {/* Search URLs of spec §2 ('{query}-jobs', '{query}-jobs-in-{location}'); other slugs are not found. */}
        <Route path="/:slug" element={<SearchSlugPage language={language} />} />
        <Route path="*" element={<NotFoundPage language={language} />} />
      </Routes>
      <Footer language={language} />
    </div>
  );
}
