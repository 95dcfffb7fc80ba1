import { splitLanguagePath } from '@talkhire/config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { setupI18n } from '../i18n/setup';
import { logBossLanding } from '../tracking';
import { NotificationsProvider } from '../ui/notifications';
import { EmployerApp } from './EmployerApp';
import '../styles.css';
import './boss.css';

/** The employer (Boss) console: a second entry, served by the relay on the employer site's port. */
async function start() {
  await setupI18n(splitLanguagePath(location.pathname).language);
  logBossLanding();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <NotificationsProvider>
          <EmployerApp />
        </NotificationsProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
