import { limits } from '@talkhire/config';
import { calendarToday, endpoints, type TJobPreference, ZPreferenceStepForm } from '@talkhire/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../api/endpoint-queries';
import { useEdition } from '../edition/edition-context';
import { useSession } from '../session/session-context';
import { underName, useContractForm } from '../ui/use-contract-form';
import { controlText, dayOf } from './control-values';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { JobPreferenceFields } from './JobPreferenceFields';
import { identityValues, jobPreferenceValues } from './profile-form-values';
import { StepActions, SubmitButton } from './StepActions';
import { StepHeading } from './StepHeading';
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
  const form = useContractForm(ZPreferenceStepForm, {
    preference: jobPreferenceValues(saved, edition.currency),
    identity: identityValues(profile, session.user),
  });
  const values = form.watch();
  const [title, setTitle] = useState({ main_function_id: '', job_function_id: '' });
  const onSubmit = form.onSubmit(
    async ({ preference, identity }) => {
      const answer = await saveBasicProfile.mutateAsync({ body: identity }).catch(underName('identity.'));
      setProfile(answer.profile);
      session.refresh();
      await savePreference(preference, saved?.id).catch(underName('preference.'));
      goTo('10');
    },
    { onInvalid: () => form.setFormError(t('profile.common.check_fields')) },
  );
  const { set, errorOf } = form;
  const setPreference = useCallback(
    (field: string, value: unknown) => set(`preference.${field}` as never, value),
    [set],
  );

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="wizard__form">
      <JobPreferenceFields
        language={language}
        values={values.preference ?? {}}
        title={title}
        onTitle={setTitle}
        errorOf={(field) => errorOf(`preference.${field}`)}
        set={setPreference}
      />
      <IdentityFields
        values={values.identity ?? {}}
        errorOf={(field) => errorOf(`identity.${field}`)}
        set={(field, value) => set(`identity.${field}`, value)}
      />
      <FormAlert message={form.formError} />
      <StepActions>
        <SubmitButton
          saving={form.formState.isSubmitting}
          label={t('profile.common.next')}
          testId="wizard-next"
        />
      </StepActions>
    </form>
  );
}

type IdentityField = 'first_name' | 'last_name' | 'birthday';

/** Spec §5: names at most 50 characters; at least 16 years old. */
function IdentityFields({
  values,
  errorOf,
  set,
}: {
  values: Partial<Record<IdentityField, string>>;
  errorOf: (field: IdentityField) => string | undefined;
  set: (field: IdentityField, value: string | null) => void;
}) {
  const { t } = useTranslation();
  const today = calendarToday();
  const latestBirthday = `${String(Number(today.slice(0, 4)) - limits.minimumAgeYears).padStart(4, '0')}${today.slice(4)}`;
  return (
    <fieldset className="wz-fieldset">
      <legend>{t('profile.basic.section')}</legend>
      <div className="wz-field-row">
        <Field id="basic-first_name" label={t('profile.basic.first_name')} error={errorOf('first_name')}>
          {(control) => (
            <input
              {...control}
              autoComplete="given-name"
              maxLength={limits.nameMax}
              value={values.first_name ?? ''}
              onChange={(e) => set('first_name', e.target.value)}
            />
          )}
        </Field>
        <Field id="basic-last_name" label={t('profile.basic.last_name')} error={errorOf('last_name')}>
          {(control) => (
            <input
              {...control}
              autoComplete="family-name"
              maxLength={limits.nameMax}
              value={values.last_name ?? ''}
              onChange={(e) => set('last_name', e.target.value)}
            />
          )}
        </Field>
        <Field
          id="basic-birthday"
          label={t('profile.basic.birthday')}
          hint={t('profile.basic.birthday_hint')}
          error={errorOf('birthday')}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              autoComplete="bday"
              max={latestBirthday}
              value={controlText(values.birthday)}
              onChange={(e) => set('birthday', dayOf(e.target.value))}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
