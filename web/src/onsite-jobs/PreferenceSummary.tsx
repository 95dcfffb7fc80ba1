import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import type { TOnsiteJobs, TOnsitePreference } from '@talkhire/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../session/session-context';
import type { Formats } from '../ui/formats';
import { useFormats } from '../ui/use-formats';
import { onsitePath } from './onsite-url';

/**
 * What the list follows: the seeker's on-site and hybrid preferences as chips, with the way to
 * change them; without any (a visitor, a seeker who set none), the way to set one.
 */
export function PreferenceSummary({
  language,
  result,
}: {
  language: LanguageCode;
  result: TOnsiteJobs | undefined;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const formats = useFormats();
  const id = useId();
  if (!result) return null;
  const profile = withLanguagePath(language, '/profile');

  if (result.basis === 'preferences')
    return (
      <section className="onsite-summary" aria-labelledby={id} data-testid="onsite-preferences">
        <p id={id} className="onsite-summary__lead">
          {t('onsiteJobs.matched_lead')}
        </p>
        <ul className="chips onsite-summary__chips">
          {result.preferences.map((p) => (
            <li key={p.id} className="chip onsite-summary__chip" data-testid="preference-chip">
              {chipText(p, formats)}
            </li>
          ))}
        </ul>
        <Link to={profile} className="link-button" data-testid="edit-preferences">
          {t('onsiteJobs.edit_preferences')}
        </Link>
      </section>
    );

  const signIn = `${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(withLanguagePath(language, onsitePath))}`;
  return (
    <section
      className="onsite-summary onsite-summary--prompt"
      aria-labelledby={id}
      data-testid="onsite-prompt"
    >
      <h2 id={id}>{t('onsiteJobs.prompt_title')}</h2>
      <p>{t('onsiteJobs.newest_lead')}</p>
      <p>{user ? t('onsiteJobs.prompt_body_seeker') : t('onsiteJobs.prompt_body_visitor')}</p>
      <Link to={user ? profile : signIn} className="button" data-testid="set-preferences">
        {user ? t('onsiteJobs.set_preferences') : t('onsiteJobs.sign_in')}
      </Link>
    </section>
  );
}

/** 'Frontend Developer · Metro Manila · On-site · ₱30,000–₱50,000 Monthly'. */
function chipText(p: TOnsitePreference, formats: Formats): string {
  const pay =
    p.salary_min === p.salary_max
      ? formats.money(p.salary_min, p.currency)
      : formats.moneyRange(p.salary_min, p.salary_max, p.currency);
  return [p.function_title.value, p.location?.value, p.work_arrangement.value, `${pay} ${p.pay_type.value}`]
    .filter(Boolean)
    .join(' · ');
}
