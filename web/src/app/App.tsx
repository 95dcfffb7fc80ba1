import { type LanguageCode, splitLanguagePath } from '@talkhire/config';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { BlockCompanyPage } from '../account-settings';
import { ApiProvider } from '../api/api-context';
import { AppliedJobsPage, ApplySuccessPage } from '../apply';
import {
  ChangePasswordPage,
  GetStartedPage,
  LoginRedirectPage,
  MagicLinkPage,
  QrLoginPhonePage,
  VerifyEmailPage,
} from '../auth';
import { ChatPage, ChatProvider } from '../chat';
import { CompaniesPage, CompanyPage } from '../companies';
import { CompleteProfilePage } from '../complete-profile';
import { HomePage } from '../home';
import { applyDocumentLanguage } from '../i18n/setup';
import { JobAlertSettingsPage, UnsubscribePage } from '../job-alerts';
import { JobDetailPage } from '../job-detail';
import { JobSearchPage, SearchSlugPage } from '../job-search';
import { Footer, Header } from '../layout';
import { MaintenancePage, useWebsiteOutage } from '../maintenance';
import { MyJobsPage } from '../my-jobs';
import { NotFoundPage } from '../not-found';
import { RemoteJobsPage } from '../remote-jobs';
import { PrimitivesProvider } from '../ui/PrimitivesProvider';
import { useSiteTitle } from '../ui/use-document-title';
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
      <ChatProvider language={language}>
        <PrimitivesProvider language={language}>
          <Site language={language} rest={rest} />
        </PrimitivesProvider>
      </ChatProvider>
    </ApiProvider>
  );
}

function Site({ language, rest }: { language: LanguageCode; rest: string }) {
  const outage = useWebsiteOutage(language);
  useSiteTitle(rest);
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
        <Route path="/job/:slug/apply/success" element={<ApplySuccessPage language={language} />} />
        <Route path="/applied-jobs" element={<AppliedJobsPage language={language} />} />
        <Route path="/chat/:chatId?" element={<ChatPage language={language} />} />
        <Route path="/companies" element={<CompaniesPage language={language} />} />
        <Route path="/company/:slug" element={<CompanyPage language={language} />} />
        <Route path="/account-settings/block-company" element={<BlockCompanyPage language={language} />} />
        <Route path="/verify-email" element={<VerifyEmailPage language={language} />} />
        <Route path="/my-jobs/:tab?" element={<MyJobsPage language={language} />} />
        {/* The jobs issue builds the real /onsite-job; until then it shows the home page. */}
        <Route path="/onsite-job" element={<HomePage language={language} />} />
        <Route
          path="/jobseeker-complete-profile/:step?"
          element={<CompleteProfilePage language={language} />}
        />
        <Route path="/remote-jobs" element={<RemoteJobsPage language={language} />} />
        <Route path="/job-search" element={<JobSearchPage language={language} />} />
        <Route path="/account-settings/job-alert" element={<JobAlertSettingsPage language={language} />} />
        <Route path="/job-alert/unsubscribe" element={<UnsubscribePage language={language} />} />
        {/* Search URLs of spec §2 ('{query}-jobs', '{query}-jobs-in-{location}'); other slugs are not found. */}
        <Route path="/:slug" element={<SearchSlugPage language={language} />} />
        <Route path="*" element={<NotFoundPage language={language} />} />
      </Routes>
      <Footer language={language} />
    </div>
  );
}
