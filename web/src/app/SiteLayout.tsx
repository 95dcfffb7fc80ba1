import { type LanguageCode, splitLanguagePath } from '@talkhire/config';
import { Outlet, useLocation } from 'react-router-dom';
import { ApiProvider } from '../api/api-context';
import { ChatProvider } from '../chat';
import { LanguageContext } from '../i18n/language-context';
import { usePageLanguage } from '../i18n/use-page-language';
import { IdentityDialogsHost } from '../identity-verification';
import { Footer, Header } from '../layout';
import { MaintenancePage, useWebsiteOutage } from '../maintenance';
import { Tracking } from '../tracking';
import { PrimitivesProvider } from '../ui/PrimitivesProvider';
import { ResponseStatus } from '../ui/response-status';
import { useSiteTitle } from '../ui/use-document-title';
import { GuestSession } from './GuestSession';

/** The language is the first path segment when it is a supported code; the pages see the rest. */
export function SiteLayout() {
  const location = useLocation();
  const { language, rest } = splitLanguagePath(location.pathname);
  usePageLanguage(language);

  return (
    <LanguageContext.Provider value={language}>
      <ApiProvider language={language}>
        <GuestSession language={language} />
        <Tracking language={language} />
        <ChatProvider language={language}>
          <PrimitivesProvider language={language}>
            <Site language={language} rest={rest} />
          </PrimitivesProvider>
        </ChatProvider>
      </ApiProvider>
    </LanguageContext.Provider>
  );
}

function Site({ language, rest }: { language: LanguageCode; rest: string }) {
  const outage = useWebsiteOutage(language);
  useSiteTitle(rest);
  if (outage?.is_under_maintenance)
    return (
      <>
        <ResponseStatus code={503} />
        <MaintenancePage outage={outage} />
      </>
    );
  return (
    <div className="site">
      <Header language={language} rest={rest} />
      <Outlet />
      <Footer language={language} />
      {/* Spec §2: the show-identity-info flag opens the identity dialogs on any page. */}
      <IdentityDialogsHost language={language} />
    </div>
  );
}
