import { calendarToday, jobSeekingStatuses, ZAboutForm } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context';
import { useContractForm } from '../ui/use-contract-form';
import { sortedByName, useConfigList } from './config-lists';
import { controlText, dayOf, idOf } from './control-values';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { optionsOf, SelectField } from './OptionSelect';
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
  const countries = useConfigList('country_lists', language);
  const locationGroups = useConfigList('location_lists', language);
  const noticePeriods = useConfigList('notice_period_lists', language);
  const identities = useConfigList('user_identity_lists', language);
  const onSubmit = form.onSubmit(
    async (body) => {
      const answer = await saveBasicProfile.mutateAsync({ body });
      setProfile(answer.profile);
      session.refresh();
      goTo('3');
    },
    { onInvalid: () => form.setFormError(t('profile.common.check_fields')) },
  );
  const select = (field: 'nationality_id' | 'notice_period_id' | 'user_identity_id') => ({
    error: form.errorOf(field),
    value: controlText(values[field]),
    onChange: (text: string) => form.set(field, idOf(text)),
  });
  const id = (field: keyof typeof values) => `about-${field}`;

  return (
    <section className="wizard__step" data-testid="step-10">
      <StepHeading intro={t('profile.about.intro')}>{t('profile.about.heading')}</StepHeading>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="wizard__form">
        <div className="wz-field-row">
          <SelectField
            id={id('nationality_id')}
            label={t('profile.about.nationality')}
            {...select('nationality_id')}
            options={optionsOf(countries && sortedByName(countries, language))}
          />
          <Field
            id={id('location_id')}
            label={t('profile.about.current_location')}
            error={form.errorOf('location_id')}
          >
            {(control) => (
              <select
                {...control}
                value={controlText(values.location_id)}
                disabled={!locationGroups}
                onChange={(e) => form.set('location_id', idOf(e.target.value))}
              >
                <option value="">
                  {t(locationGroups ? 'profile.common.choose' : 'profile.common.loading')}
                </option>
                {locationGroups?.map((group) => (
                  <optgroup key={group.key} label={group.value}>
                    {group.locations.map((l) => (
                      <option key={l.id} value={String(l.id)}>
                        {l.value}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field
          id={id('home_address')}
          label={t('profile.about.home_address')}
          error={form.errorOf('home_address')}
          optional
        >
          {(control) => (
            <input
              {...control}
              autoComplete="street-address"
              maxLength={255}
              value={values.home_address ?? ''}
              onChange={(e) => form.set('home_address', e.target.value)}
            />
          )}
        </Field>
        <div className="wz-field-row">
          <Field
            id={id('working_since')}
            label={t('profile.about.working_since')}
            error={form.errorOf('working_since')}
            optional
          >
            {(control) => (
              <input
                {...control}
                type="date"
                max={calendarToday()}
                value={controlText(values.working_since)}
                onChange={(e) => form.set('working_since', dayOf(e.target.value))}
              />
            )}
          </Field>
          <SelectField
            id={id('job_seeking_status')}
            label={t('profile.about.job_seeking_status')}
            error={form.errorOf('job_seeking_status')}
            optional
            value={controlText(values.job_seeking_status)}
            options={jobSeekingStatuses.map((s) => ({
              value: s,
              label: t(`profile.about.seeking_status.${s}`),
            }))}
            onChange={(text) => form.set('job_seeking_status', text || null)}
          />
        </div>
        <div className="wz-field-row">
          <SelectField
            id={id('notice_period_id')}
            label={t('profile.about.notice_period')}
            {...select('notice_period_id')}
            optional
            options={optionsOf(noticePeriods)}
          />
          <SelectField
            id={id('user_identity_id')}
            label={t('profile.about.work_eligibility')}
            {...select('user_identity_id')}
            optional
            options={optionsOf(identities)}
          />
        </div>
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
