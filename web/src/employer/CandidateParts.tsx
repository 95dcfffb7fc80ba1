import type { ConfigListItem } from '@talkhire/config';
import type { TFullProfile } from '@talkhire/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configList, jobTitleName } from '../api/config-list';
import { useFormats } from '../ui/use-formats';
import { useBossApi } from './boss-api';
import './candidate-parts.css';

interface Names {
  languages: ConfigListItem<'work_languages'>[];
  levels: ConfigListItem<'educations'>[];
  functions: ConfigListItem<'main_functions'>[];
}

/**
 * The parts of the candidate's profile beyond the work history: summary, education, skills,
 * languages, links, licenses and the job titles they are looking for — the same read model the
 * seeker's own profile page shows (contracts' ZFullProfile). List ids are named in the Boss's
 * language once the lists have loaded.
 */
export function CandidateParts({ profile }: { profile: TFullProfile }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const names = useListNames();
  const languageOf = (id: number) => names?.languages.find((l) => l.id === id)?.value ?? '';
  const levelOf = (id: number) => names?.levels.find((l) => l.id === id)?.value;
  const titleOf = (id: number) => jobTitleName(names?.functions, id);
  const titles = [...new Set(profile.job_preferences.flatMap((p) => titleOf(p.function_title_id) ?? []))];
  const { basic } = profile;
  return (
    <div className="boss-profile-parts" data-testid="boss-profile-parts">
      {basic.summary && (
        <>
          <h3>{t('profile_page.summary.heading')}</h3>
          <p className="boss-summary" dir="auto" data-testid="boss-summary">
            {basic.summary}
          </p>
        </>
      )}
      {titles.length > 0 && (
        <>
          <h3>{t('profile_page.preferences.heading')}</h3>
          <p>{titles.join(' · ')}</p>
        </>
      )}
      {profile.educations.length > 0 && (
        <>
          <h3>{t('profile_page.strength.parts.education')}</h3>
          <ul className="boss-plain-list">
            {profile.educations.map((e) => (
              <li key={e.id}>
                {[e.school_name, levelOf(e.education_level_id), e.field_of_study].filter(Boolean).join(' · ')}{' '}
                <span className="boss-muted">
                  {t('boss.candidate.period', {
                    from: formats.month(e.start_date),
                    to: e.end_date ? formats.month(e.end_date) : t('boss.candidate.present'),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {profile.skills.length > 0 && (
        <>
          <h3>{t('profile_page.skills.heading')}</h3>
          <ul className="boss-chips" data-testid="boss-skills">
            {profile.skills.map((s) => (
              <li key={s.id}>
                {t('profile_page.skills.chip', {
                  name: s.name,
                  level: t(`profile_page.skills.levels.${s.proficiency}`),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {profile.languages.length > 0 && (
        <>
          <h3>{t('profile_page.languages.heading')}</h3>
          <ul className="boss-chips" data-testid="boss-languages">
            {profile.languages.map((l) => (
              <li key={l.id}>
                {t('profile_page.skills.chip', {
                  name: languageOf(l.language_id),
                  level: t(`profile_page.languages.levels.${l.proficiency}`),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {profile.links.length > 0 && (
        <>
          <h3>{t('profile_page.links.heading')}</h3>
          <ul className="boss-plain-list" data-testid="boss-links">
            {profile.links.map((link) => (
              <li key={link.id}>
                <a href={link.url} target="_blank" rel="noopener noreferrer nofollow">
                  {link.display_name}
                </a>
                {link.description && <span className="boss-muted"> {link.description}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {profile.license_certifications.length > 0 && (
        <>
          <h3>{t('profile_page.licenses.heading')}</h3>
          <ul className="boss-plain-list" data-testid="boss-licenses">
            {profile.license_certifications.map((l) => (
              <li key={l.id}>
                {t('profile_page.skills.chip', { name: l.name, level: l.issuer })}{' '}
                <span className="boss-muted">
                  {l.is_permanent || l.expiry_date === null
                    ? t('profile_page.licenses.issued_permanent', {
                        issued: formats.calendarDate(l.issue_date),
                      })
                    : t('profile_page.licenses.issued_expires', {
                        issued: formats.calendarDate(l.issue_date),
                        expires: formats.calendarDate(l.expiry_date),
                      })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The lists that name the profile's ids, loaded once the profile is shown. */
function useListNames(): Names | null {
  const api = useBossApi();
  const [names, setNames] = useState<Names | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal, quiet: true };
    Promise.all([
      configList(api, 'work_languages', options),
      configList(api, 'educations', options),
      configList(api, 'main_functions', options),
    ])
      .then(([languages, levels, functions]) => setNames({ languages, levels, functions }))
      // Without the lists the parts still show; only the ids stay unnamed.
      .catch(() => undefined);
    return () => controller.abort();
  }, [api]);
  return names;
}
