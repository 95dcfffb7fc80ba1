import { isLanguageCode } from '@talkhire/config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from '../i18n/setup';
import { AnalyticsView } from './AnalyticsView';
import '../styles.css';
import './analytics.css';

/**
 * The team's analytics view (issue 16 point 5): a third entry, served by the relay at
 * /dev/analytics outside production and /ops/analytics (with the ops token) in production. Its
 * chart library loads with this page only. `?lang=` picks the language.
 */
async function start() {
  const asked = new URLSearchParams(location.search).get('lang');
  await setupI18n(asked && isLanguageCode(asked) ? asked : 'en');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AnalyticsView />
    </StrictMode>,
  );
}

void start();
