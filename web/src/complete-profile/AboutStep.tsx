import { jobSeekingStatuses } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context';
import { type AboutForm, aboutFormOf, aboutPatch, checkAboutForm } from './basic-profile-form';
import { sortedByName, useConfigList, ZLocationGroup, ZOption } from './config-lists';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { optionsOf, SelectField } from './OptionSelect';
import { localToday } from './profile-rules';
import { StepActions, SubmitButton } from './StepActions';
import { StepHeading } from './StepHeading';
import { useFormSubmit } from './use-form-submit';
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
  const [form, setForm] = useState(() => aboutFormOf(profile, session.user));
  const countries = useConfigList('country_lists', ZOption, language);
  const locationGroups = useConfigList('location_lists', ZLocationGroup, language);
  const noticePeriods = useConfigList('notice_period_lists', ZOption, language);
  const identities = useConfigList('user_identity_lists', ZOption, language);
  const submit = useFormSubmit({
    check: () => checkAboutForm(form, localToday()),
    send: async () => {
      const answer = await saveBasicProfile.mutateAsync({ body: aboutPatch(form) });
      setProfile(answer.profile);
      session.refresh();
      goTo('3');
    },
  });
  const set = (field: keyof AboutForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    submit.clearError(field);
  };
  const id = (field: keyof AboutForm) => `about-${field}`;

  return (
    <section className="wizard__step" data-testid="step-10">
      <StepHeading intro={t('profile.about.intro')}>{t('profile.about.heading')}</StepHeading>
      <form ref={submit.formRef} onSubmit={submit.onSubmit} noValidate className="wizard__form">
        <div className="wz-field-row">
          <SelectField
            id={id('nationality_id')}
            label={t('profile.about.nationality')}
            error={submit.errors.nationality_id}
            value={form.nationality_id}
            options={optionsOf(countries && sortedByName(countries, language))}
            onChange={set('nationality_id')}
          />
          <Field
            id={id('location_id')}
            label={t('profile.about.current_location')}
            error={submit.errors.location_id}
          >
            {(control) => (
              <select
                {...control}
                value={form.location_id}
                disabled={!locationGroups}
                onChange={(e) => set('location_id')(e.target.value)}
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
          error={submit.errors.home_address}
          optional
        >
          {(control) => (
            <input
              {...control}
              autoComplete="street-address"
              maxLength={255}
              value={form.home_address}
              onChange={(e) => set('home_address')(e.target.value)}
            />
          )}
        </Field>
        <div className="wz-field-row">
          <Field
            id={id('working_since')}
            label={t('profile.about.working_since')}
            error={submit.errors.working_since}
            optional
          >
            {(control) => (
              <input
                {...control}
                type="date"
                max={localToday()}
                value={form.working_since}
                onChange={(e) => set('working_since')(e.target.value)}
              />
            )}
          </Field>
          <SelectField
            id={id('job_seeking_status')}
            label={t('profile.about.job_seeking_status')}
            error={submit.errors.job_seeking_status}
            optional
            value={form.job_seeking_status}
            options={jobSeekingStatuses.map((s) => ({
              value: s,
              label: t(`profile.about.seeking_status.${s}`),
            }))}
            onChange={set('job_seeking_status')}
          />
        </div>
        <div className="wz-field-row">
          <SelectField
            id={id('notice_period_id')}
            label={t('profile.about.notice_period')}
            error={submit.errors.notice_period_id}
            optional
            value={form.notice_period_id}
            options={optionsOf(noticePeriods)}
            onChange={set('notice_period_id')}
          />
          <SelectField
            id={id('user_identity_id')}
            label={t('profile.about.work_eligibility')}
            error={submit.errors.user_identity_id}
            optional
            value={form.user_identity_id}
            options={optionsOf(identities)}
            onChange={set('user_identity_id')}
          />
        </div>
        <FormAlert message={submit.formError} />
        <StepActions back={pathOf('1')}>
          <SubmitButton saving={submit.saving} label={t('profile.common.next')} testId="wizard-next" />
        </StepActions>
      </form>
    </section>
  );
}
