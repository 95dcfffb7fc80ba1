import { limits } from '@talkhire/config';
import { endpoints, type TJobPreference } from '@talkhire/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../api/endpoint-queries';
import { useEdition } from '../edition/edition-context';
import { useSession } from '../session/session-context';
import { checkIdentityForm, type IdentityForm, identityFormOf, identityPatch } from './basic-profile-form';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { JobPreferenceFields } from './JobPreferenceFields';
import {
  checkJobPreferenceForm,
  emptyJobPreferenceForm,
  type JobPreferenceForm,
  jobPreferenceBody,
  jobPreferenceFormOf,
} from './job-preference-form';
import { localToday } from './profile-rules';
import { StepActions, SubmitButton } from './StepActions';
import { StepHeading } from './StepHeading';
import { type FieldErrors, useFormSubmit } from './use-form-submit';
import { useBasicProfileUpdate, useJobPreferenceSave } from './use-profile-updates';
import type { WizardProps } from './wizard-props';

/**
 * Step 1 (spec §4): the job preference and the basic profile (name, birthday). Saves the profile
 * (PATCH /me) and then the preference (created, or updated when the seeker came back), then
 * moves to step 10.
 */
export function PreferenceStep(props: WizardProps) {
  const { t } = useTranslation();
  // The form takes the saved preference once, when it opens: a cached list could miss one just
  // created, and the form would then create a second. So it waits for a fresh read.
  const preferences = useEndpointQuery(endpoints.profile.jobPreferences, {}, { quiet: true, staleTime: 0 });
  const ready = preferences.isSuccess && preferences.isFetchedAfterMount;
  return (
    <section className="wizard__step" data-testid="step-1">
      <StepHeading intro={t('profile.preference.intro')}>{t('profile.preference.heading')}</StepHeading>
      {preferences.isError && <FormAlert message={t('profile.common.load_failed')} />}
      {ready ? (
        <PreferenceForm {...props} saved={preferences.data[0]} />
      ) : (
        !preferences.isError && <p aria-busy="true">{t('profile.common.loading')}</p>
      )}
    </section>
  );
}

function PreferenceForm({
  language,
  profile,
  setProfile,
  goTo,
  saved,
}: WizardProps & { saved?: TJobPreference }) {
  const { t } = useTranslation();
  const session = useSession();
  const saveBasicProfile = useBasicProfileUpdate();
  const savePreference = useJobPreferenceSave();
  const { edition } = useEdition();
  const [preference, setPreference] = useState(() =>
    saved ? jobPreferenceFormOf(saved) : emptyJobPreferenceForm(edition.currency),
  );
  const [identity, setIdentity] = useState(() => identityFormOf(profile, session.user));
  const submit = useFormSubmit({
    check: () => ({ ...checkJobPreferenceForm(preference), ...checkIdentityForm(identity, localToday()) }),
    send: async () => {
      const answer = await saveBasicProfile.mutateAsync({ body: identityPatch(identity) });
      setProfile(answer.profile);
      session.refresh();
      await savePreference(jobPreferenceBody(preference), saved?.id);
      goTo('10');
    },
  });
  const { clearError } = submit;
  const changePreference = useCallback(
    (patch: Partial<JobPreferenceForm>, fields: string[]) => {
      setPreference((current) => ({ ...current, ...patch }));
      for (const field of fields) clearError(field);
    },
    [clearError],
  );
  const changeIdentity = (field: keyof IdentityForm, value: string) => {
    setIdentity((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  return (
    <form ref={submit.formRef} onSubmit={submit.onSubmit} noValidate className="wizard__form">
      <JobPreferenceFields
        language={language}
        form={preference}
        errors={submit.errors}
        onChange={changePreference}
      />
      <IdentityFields form={identity} errors={submit.errors} onChange={changeIdentity} />
      <FormAlert message={submit.formError} />
      <StepActions>
        <SubmitButton saving={submit.saving} label={t('profile.common.next')} testId="wizard-next" />
      </StepActions>
    </form>
  );
}

/** Spec §5: names at most 50 characters; at least 16 years old. */
function IdentityFields({
  form,
  errors,
  onChange,
}: {
  form: IdentityForm;
  errors: FieldErrors;
  onChange: (field: keyof IdentityForm, value: string) => void;
}) {
  const { t } = useTranslation();
  const today = localToday();
  const latestBirthday = `${String(Number(today.slice(0, 4)) - limits.minimumAgeYears).padStart(4, '0')}${today.slice(4)}`;
  return (
    <fieldset className="wz-fieldset">
      <legend>{t('profile.basic.section')}</legend>
      <div className="wz-field-row">
        <Field id="basic-first_name" label={t('profile.basic.first_name')} error={errors.first_name}>
          {(control) => (
            <input
              {...control}
              autoComplete="given-name"
              maxLength={limits.nameMax}
              value={form.first_name}
              onChange={(e) => onChange('first_name', e.target.value)}
            />
          )}
        </Field>
        <Field id="basic-last_name" label={t('profile.basic.last_name')} error={errors.last_name}>
          {(control) => (
            <input
              {...control}
              autoComplete="family-name"
              maxLength={limits.nameMax}
              value={form.last_name}
              onChange={(e) => onChange('last_name', e.target.value)}
            />
          )}
        </Field>
        <Field
          id="basic-birthday"
          label={t('profile.basic.birthday')}
          hint={t('profile.basic.birthday_hint')}
          error={errors.birthday}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              autoComplete="bday"
              max={latestBirthday}
              value={form.birthday}
              onChange={(e) => onChange('birthday', e.target.value)}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
