import { ZAboutForm } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context';
import { useContractForm } from '../ui/use-contract-form';
import { AboutFields } from './AboutFields';
import { FormAlert } from './FormAlert';
import { aboutValues } from './profile-form-values';
import { StepActions, SubmitButton } from './StepActions';
import { StepHeading } from './StepHeading';
import { useBasicProfileUpdate } from './use-profile-updates';
import type { WizardProps } from './wizard-props';

/**
 * Step 10 (spec §2, the step after step 1): the rest of the basic info of spec §3 — nationality,
 * current location, home address, working since, job-seeking status, earliest availability and
 * work eligibility. Saves it with PATCH /me, then moves to work experience (step 3).
 */
export function AboutStep({ language, profile, setProfile, goTo, pathOf }: WizardProps) {
  const { t } = useTranslation();
  const session = useSession();
  const saveBasicProfile = useBasicProfileUpdate();
  const form = useContractForm(ZAboutForm, aboutValues(profile, session.user));
  const values = form.watch();
  const onSubmit = form.onSubmit(
    async (body) => {
      const answer = await saveBasicProfile.mutateAsync({ body });
      setProfile(answer.profile);
      session.refresh();
      goTo('3');
    },
    { onInvalid: () => form.setFormError(t('profile.common.check_fields')) },
  );

  return (
    <section className="wizard__step" data-testid="step-10">
      <StepHeading intro={t('profile.about.intro')}>{t('profile.about.heading')}</StepHeading>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="wizard__form">
        <AboutFields
          form={{ values, errorOf: form.errorOf, set: form.set }}
          language={language}
          idPrefix="about"
          placeRequired
        />
        <FormAlert message={form.formError} />
        <StepActions back={pathOf('1')}>
          <SubmitButton
            saving={form.formState.isSubmitting}
            label={t('profile.common.next')}
            testId="wizard-next"
          />
        </StepActions>
      </form>
    </section>
  );
}
