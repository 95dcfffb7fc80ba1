import './api/zod-without-eval';
import { splitLanguagePath } from '@talkhire/config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { currentEditionKey, EditionProvider } from './edition/edition-context';
import { setupI18n } from './i18n/setup';
import { deviceUuid } from './session/device-uuid';
import { SessionProvider } from './session/session-context';
import { NotificationsProvider } from './ui/notifications';
import './styles.css';

async function start() {
  deviceUuid();
  await setupI18n(splitLanguagePath(location.pathname).language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <EditionProvider initial={currentEditionKey()}>
          <NotificationsProvider>
            <SessionProvider>
              <App />
            </SessionProvider>
          </NotificationsProvider>
        </EditionProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
