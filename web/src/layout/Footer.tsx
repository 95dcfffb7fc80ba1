import { editions, type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEdition } from '../edition/edition-context';
import { Flag } from '../ui/Flag';
import { formatsFor } from '../ui/formats';
import { useRenderNow } from '../ui/render-clock';

export function Footer({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const { switchEdition } = useEdition();
  const { region } = formatsFor(language);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section>
          <h2>{t('footer.editions')}</h2>
          <ul className="footer__editions">
            {editions.map((e) => (
              <li key={e.key}>
                <button type="button" className="link-button" onClick={() => switchEdition(e.key)}>
                  <Flag code={e.key} lazy />
                  {e.key === 'com' ? t('switcher.others') : region(e.key)}
                </button>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-label={t('feedback.footer_tools')}>
          <ul className="footer__links">
            <li>
              <Link to={withLanguagePath(language, '/feedback')} data-testid="footer-feedback">
                {t('feedback.footer_link')}
              </Link>
            </li>
            <li>
              <Link
                to={withLanguagePath(language, '/currency-converter')}
                data-testid="footer-currency-converter"
              >
                {t('currency.footer_link')}
              </Link>
            </li>
            <li>
              <Link to={withLanguagePath(language, '/free-resume-template')} data-testid="footer-free-resume">
                {t('resume_builder.page.heading')}
              </Link>
            </li>
            <li>
              <Link to={withLanguagePath(language, '/invite-friends')} data-testid="invite-friends-link">
                {t('invite.header_link')}
              </Link>
            </li>
          </ul>
        </nav>
        <p className="footer__copyright">{t('footer.copyright', { year: useRenderNow().getFullYear() })}</p>
      </div>
    </footer>
  );
}
