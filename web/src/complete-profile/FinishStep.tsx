import { ApiFailure } from '@talkhire/client';
import { endpoints } from '@talkhire/contracts';
import { destinationAfterLogin } from '@talkhire/machines';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useEndpointMutation, useEndpointQuery } from '../api/endpoint-queries';
import { useSession } from '../session/session-context';
import { formatsFor } from '../ui/formats';
import { FormAlert } from './FormAlert';
import { StepActions, SubmitButton } from './StepActions';
import { StepHeading } from './StepHeading';
import { clearProfileCompletionFlags } from './temporary-flags';
import type { WizardProps } from './wizard-props';
import { stepOfMissingField, wizardSteps } from './wizard-steps';

interface Missing {
  field: string;
  message: string;
}

/**
 * Step 5 (spec §4): marks the profile complete. The relay rewrites the `user` cookie with
 * is_profile_completed true; the page re-reads it, drops the temporary local-storage flags and
 * goes to the redirect parameter or /onsite-job. What is still missing links to its step.
 */
export function FinishStep({ language, redirect, pathOf }: WizardProps) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [missing, setMissing] = useState<Missing[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const experiences = useEndpointQuery(endpoints.profile.workExperiences, {}, { quiet: true });
  const educations = useEndpointQuery(endpoints.profile.educations, {}, { quiet: true });
  const complete = useEndpointMutation(endpoints.profile.completeProfile, {
    invalidates: [endpoints.profile.me, endpoints.accounts.firstRegistration],
    quiet: true,
  });

  async function finish(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const user = await complete.mutateAsync({});
      session.refresh();
      clearProfileCompletionFlags();
      navigate(destinationAfterLogin({ user, redirect, ownOrigin: location.origin, language }), {
        replace: true,
      });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      const fields = Object.entries(error.errors).flatMap(([field, list]) =>
        list[0] ? [{ field, message: list[0] }] : [],
      );
      setMissing(fields);
      setFailure(fields.length > 0 ? t('profile.finish.missing') : error.message);
      setSaving(false);
    }
  }

  const stepLabel = (field: string) => {
    const step = wizardSteps.find((s) => s.id === stepOfMissingField(field))!;
    return { step: step.id, label: t(step.label) };
  };

  return (
    <section className="wizard__step" data-testid="step-5">
      <StepHeading intro={t('profile.finish.intro')}>{t('profile.finish.heading')}</StepHeading>
      {experiences.data && educations.data && (
        <ul className="wz-finish-summary">
          <li>
            {t('profile.finish.summary_work', {
              number: formatsFor(language).count(experiences.data.length),
            })}
          </li>
          <li>
            {t('profile.finish.summary_education', {
              number: formatsFor(language).count(educations.data.length),
            })}
          </li>
        </ul>
      )}
      <form onSubmit={(e) => void finish(e)} noValidate>
        <FormAlert message={failure} />
        {missing.length > 0 && (
          <ul className="wz-missing-list" data-testid="missing-fields">
            {missing.map(({ field, message }) => {
              const { step, label } = stepLabel(field);
              return (
                <li key={field}>
                  <span>{message}</span>
                  <Link to={pathOf(step)}>{t('profile.finish.fix', { step: label })}</Link>
                </li>
              );
            })}
          </ul>
        )}
        <StepActions back={pathOf('4')}>
          <SubmitButton saving={saving} label={t('profile.finish.submit')} testId="wizard-finish" />
        </StepActions>
      </form>
    </section>
  );
}
