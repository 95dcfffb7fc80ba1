import type { LanguageCode } from '@talkhire/config';
import { calendarToday, jobSeekingStatuses, type ZBasicProfilePatch } from '@talkhire/contracts';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { sortedByName, useConfigList } from './config-lists';
import { controlText, dayOf, idOf } from './control-values';
import { Field } from './Field';
import { optionsOf, SelectField } from './OptionSelect';

/** The basic-info fields the wizard's step 10 and the profile page's basic info both edit. */
export type AboutField =
  | 'nationality_id'
  | 'location_id'
  | 'home_address'
  | 'working_since'
  | 'job_seeking_status'
  | 'notice_period_id'
  | 'declared_identity_id';

/** What the fields need of their form: both `useContractForm` and `useEntryForm`'s form give it. */
export interface AboutForm {
  values: Partial<Pick<z.input<typeof ZBasicProfilePatch>, AboutField>>;
  errorOf: (field: AboutField) => string | undefined;
  set: (field: AboutField, value: unknown) => void;
}

/**
 * Spec §3 'Basic info' from the nationality on: nationality, current location, home address,
 * working since, job-seeking status, earliest availability and work eligibility. Ids are
 * `${idPrefix}-${field}`. The wizard needs the nationality and location (a completed profile
 * has them), the profile page may leave them empty. `lead` (a field before the nationality) and
 * `beforeNotice` (one before the notice period) let a form add its own; the fields go two to a
 * row in order, so each form keeps its layout.
 */
export function AboutFields({
  form,
  language,
  idPrefix,
  placeRequired = false,
  lead,
  beforeNotice,
}: {
  form: AboutForm;
  language: LanguageCode;
  idPrefix: string;
  placeRequired?: boolean;
  lead?: ReactNode;
  beforeNotice?: ReactNode;
}) {
  const { t } = useTranslation();
  const countries = useConfigList('country_lists', language);
  const locationGroups = useConfigList('location_lists', language);
  const noticePeriods = useConfigList('notice_period_lists', language);
  const identities = useConfigList('user_identity_lists', language);
  const { values, errorOf, set } = form;
  const id = (field: AboutField) => `${idPrefix}-${field}`;
  const select = (field: 'nationality_id' | 'notice_period_id' | 'declared_identity_id') => ({
    id: id(field),
    error: errorOf(field),
    value: controlText(values[field]),
    onChange: (text: string) => set(field, idOf(text)),
  });

  const place = [
    lead,
    <SelectField
      key="nationality"
      label={t('profile.about.nationality')}
      optional={!placeRequired}
      {...select('nationality_id')}
      options={optionsOf(countries && sortedByName(countries, language))}
    />,
    <Field
      key="location"
      id={id('location_id')}
      label={t('profile.about.current_location')}
      error={errorOf('location_id')}
      optional={!placeRequired}
    >
      {(control) => (
        <select
          {...control}
          value={controlText(values.location_id)}
          disabled={!locationGroups}
          onChange={(e) => set('location_id', idOf(e.target.value))}
        >
          <option value="">{t(locationGroups ? 'profile.common.choose' : 'profile.common.loading')}</option>
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
    </Field>,
  ];
  const availability = [
    <Field
      key="working_since"
      id={id('working_since')}
      label={t('profile.about.working_since')}
      error={errorOf('working_since')}
      optional
    >
      {(control) => (
        <input
          {...control}
          type="date"
          max={calendarToday()}
          value={controlText(values.working_since)}
          onChange={(e) => set('working_since', dayOf(e.target.value))}
        />
      )}
    </Field>,
    <SelectField
      key="job_seeking_status"
      id={id('job_seeking_status')}
      label={t('profile.about.job_seeking_status')}
      error={errorOf('job_seeking_status')}
      optional
      value={controlText(values.job_seeking_status)}
      options={jobSeekingStatuses.map((s) => ({ value: s, label: t(`profile.about.seeking_status.${s}`) }))}
      onChange={(text) => set('job_seeking_status', text || null)}
    />,
    beforeNotice,
    <SelectField
      key="notice_period"
      label={t('profile.about.notice_period')}
      optional
      {...select('notice_period_id')}
      options={optionsOf(noticePeriods)}
    />,
    <SelectField
      key="work_eligibility"
      label={t('profile.about.work_eligibility')}
      hint={t('identity.eligibility.self_declared_note')}
      optional
      {...select('declared_identity_id')}
      options={optionsOf(identities)}
    />,
  ];

  return (
    <>
      {inRows(place)}
      <Field
        id={id('home_address')}
        label={t('profile.about.home_address')}
        error={errorOf('home_address')}
        optional
      >
        {(control) => (
          <input
            {...control}
            autoComplete="street-address"
            maxLength={255}
            value={values.home_address ?? ''}
            onChange={(e) => set('home_address', e.target.value)}
          />
        )}
      </Field>
      {inRows(availability)}
    </>
  );
}

/** The given fields (absent ones left out) two to a row; a last odd one stands on its own. */
function inRows(fields: ReactNode[]): ReactNode[] {
  const present = fields.filter((field) => field !== undefined && field !== null && field !== false);
  const rows: ReactNode[] = [];
  for (let i = 0; i < present.length; i += 2) {
    const [first, second] = [present[i], present[i + 1]];
    rows.push(
      second === undefined ? (
        <Fragment key={i}>{first}</Fragment>
      ) : (
        <div key={i} className="wz-field-row">
          {first}
          {second}
        </div>
      ),
    );
  }
  return rows;
}
