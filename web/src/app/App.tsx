import { type LanguageCode, splitLanguagePath } from '@talkhire/config';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApiProvider } from '../api/api-context';
import { HomePage } from '../home/HomePage';
import { applyDocumentLanguage } from '../i18n/setup';
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
        <Route path="*" element={<NotFoundPage language={language} />} />
      </Routes>
      <Footer language={language} />
    </div>
  );
}
