import { endpoints, type TProfileStrengthPart } from '@talkhire/contracts';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery, useInvalidate } from '../api/endpoint-queries';
import { useFormats } from '../ui/use-formats';

/** The section each part of the strength indicator links to (ProfileSection ids). */
export const sectionOfPart: Record<TProfileStrengthPart, string> = {
  basic_info: 'profile-basic',
  avatar: 'profile-basic',
  summary: 'profile-summary',
  work_experience: 'profile-work',
  education: 'profile-education',
  skills: 'profile-skills',
  languages: 'profile-languages',
  links: 'profile-links',
  licenses: 'profile-licenses',
  job_preferences: 'profile-preferences',
  resume: 'profile-resumes',
};

/**
 * The profile-strength indicator at the top of the page: how complete the profile is, and each
 * missing part as a link to its section. Any change made on the page (a section's save, an upload
 * of another feature's section) reads it again once the change has settled.
 */
export function ProfileStrength() {
  const { t } = useTranslation();
  const formats = useFormats();
  const strength = useEndpointQuery(endpoints.profileParts.profileStrength, {});
  const invalidate = useInvalidate();
  const mutating = useIsMutating();
  const wasMutating = useRef(false);
  useEffect(() => {
    if (mutating > 0) wasMutating.current = true;
    else if (wasMutating.current) {
      wasMutating.current = false;
      void invalidate(endpoints.profileParts.profileStrength);
    }
  }, [mutating, invalidate]);
  if (!strength.data) return null;
  const { percent, missing } = strength.data;
  return (
    <section
      className="card profile-strength"
      aria-labelledby="profile-strength-heading"
      data-testid="profile-strength"
    >
      <h2 id="profile-strength-heading">{t('profile_page.strength.heading')}</h2>
      <div className="profile-strength__meter">
        <progress
          max={100}
          value={percent}
          aria-labelledby="profile-strength-heading"
          aria-valuetext={formats.percent(percent / 100)}
        />
        <span data-testid="profile-strength-percent">{formats.percent(percent / 100)}</span>
      </div>
      {missing.length === 0 ? (
        <p>{t('profile_page.strength.complete')}</p>
      ) : (
        <>
          <p id="profile-strength-missing">{t('profile_page.strength.missing')}</p>
          <ul className="profile-strength__missing" aria-labelledby="profile-strength-missing">
            {missing.map((part) => (
              <li key={part}>
                <a href={`#${sectionOfPart[part]}`} data-testid={`strength-missing-${part}`}>
                  {t(`profile_page.strength.parts.${part}`)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
