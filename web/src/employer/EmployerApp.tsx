import { isLanguageCode, splitLanguagePath, withLanguagePath } from '@talkhire/config';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { usePageLanguage } from '../i18n/use-page-language';
import { readCookie } from '../session/cookies';
import { PrimitivesProvider } from '../ui/PrimitivesProvider';
import { BossConsole } from './BossConsole';
import { BossLoginPage } from './BossLoginPage';
import { BossApiProvider } from './boss-api';
import { BossChatProvider } from './boss-chat';
import { bossPaths } from './boss-paths';

/**
 * The employer console's routes. The language prefix rule is the seeker site's: the first path
 * segment is the language when it is a supported code.
 */
export function EmployerApp() {
  const location = useLocation();
  const { language, rest } = splitLanguagePath(location.pathname);
  // Each screen titles the tab itself (use-boss-title.ts): an effect here would run after theirs.
  usePageLanguage(language);
  const signedIn = readCookie('session_role') === 'recruiter';
  // Spec §2's plain link, {employer host}/{path}?country&lang, names the language in the query.
  const asked = new URLSearchParams(location.search).get('lang');
  const homeLanguage = rest === location.pathname && isLanguageCode(asked) ? asked : language;
  const home = withLanguagePath(homeLanguage, signedIn ? bossPaths.conversations : bossPaths.login);

  return (
    <BossApiProvider language={language}>
      <PrimitivesProvider language={language}>
        <Routes location={{ pathname: rest }}>
          <Route path={bossPaths.login} element={<BossLoginPage language={language} />} />
          <Route
            path="/conversations/:chatId?"
            element={
              <BossChatProvider>
                <BossConsole language={language} />
              </BossChatProvider>
            }
          />
          <Route
            path="/applicants/:applicationId"
            element={
              <BossChatProvider>
                <BossConsole language={language} />
              </BossChatProvider>
            }
          />
          <Route
            path={bossPaths.interviews}
            element={
              <BossChatProvider>
                <BossConsole language={language} view="interviews" />
              </BossChatProvider>
            }
          />
          <Route path="*" element={<Navigate to={home} replace />} />
        </Routes>
      </PrimitivesProvider>
    </BossApiProvider>
  );
}
