import type { LanguageCode } from '@talkhire/config';
import { type TWorkArrangement, workArrangements } from '@talkhire/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../edition/edition-context';
import {
  sortedByName,
  useConfigList,
  ZCurrencyOption,
  ZLocationGroup,
  ZMainFunction,
  ZOption,
} from './config-lists';
import { Field } from './Field';
import { formatMoneyRange } from './format';
import { JobTitlePicker, titlePath } from './JobTitlePicker';
import { type JobPreferenceForm, overseasLocation } from './job-preference-form';
import { optionsOf, SelectField } from './OptionSelect';
import type { FieldErrors } from './use-form-submit';

/** The work_arrangements list names on-site 'on_site'; requests use the contract's words. */
const arrangementOfKey: Record<string, TWorkArrangement> = {
  on_site: 'onsite',
  hybrid: 'hybrid',
  remote: 'remote',
};

/** Spec §3 'Job preference', every field required (spec §5). */
export function JobPreferenceFields({
  language,
  form,
  errors,
  onChange,
}: {
  language: LanguageCode;
  form: JobPreferenceForm;
  errors: FieldErrors;
  onChange: (patch: Partial<JobPreferenceForm>, fields: string[]) => void;
}) {
  const { t } = useTranslation();
  const { edition } = useEdition();
  const tree = useConfigList('main_functions', ZMainFunction, language);
  const jobTypes = useConfigList('job_types', ZOption, language);
  const industries = useConfigList('industry_lists', ZOption, language);
  const locationGroups = useConfigList('location_lists', ZLocationGroup, language);
  const countries = useConfigList('country_lists', ZOption, language);
  const arrangements = useConfigList('work_arrangements', ZOption, language);
  const workLanguages = useConfigList('work_languages', ZOption, language);
  const timezones = useConfigList('timezones', ZOption, language);
  const currencies = useConfigList('currency_lists', ZCurrencyOption, language);
  const payTypes = useConfigList('pay_types', ZOption, language);
  const id = (field: string) => `pref-${field}`;
  const set = (field: keyof JobPreferenceForm) => (value: string) => onChange({ [field]: value }, [field]);

  // A saved preference names only its title; show the category and function it belongs to.
  useEffect(() => {
    if (!tree || !form.function_title_id || form.main_function_id) return;
    const path = titlePath(tree, form.function_title_id);
    if (path) onChange(path, []);
  }, [tree, form.function_title_id, form.main_function_id, onChange]);

  const overseas = form.location === overseasLocation;
  const min = Number(form.salary_min);
  const max = Number(form.salary_max);
  const showRange = form.salary_min !== '' && form.salary_max !== '' && min >= 0 && max >= min;

  return (
    <fieldset className="wz-fieldset" data-testid="preference-fields">
      <legend>{t('profile.preference.section')}</legend>
      <JobTitlePicker
        idPrefix="pref-"
        language={language}
        tree={tree}
        value={form}
        error={errors.function_title_id}
        onChange={(choice) => onChange(choice, ['function_title_id'])}
      />
      <div className="wz-field-row">
        <SelectField
          id={id('job_type_id')}
          label={t('profile.preference.job_type')}
          error={errors.job_type_id}
          value={form.job_type_id}
          options={optionsOf(jobTypes)}
          onChange={set('job_type_id')}
        />
        <SelectField
          id={id('industry_id')}
          label={t('profile.preference.industry')}
          error={errors.industry_id}
          value={form.industry_id}
          options={optionsOf(industries)}
          onChange={set('industry_id')}
        />
      </div>
      <div className="wz-field-row">
        <Field id={id('location_id')} label={t('profile.preference.location')} error={errors.location_id}>
          {(control) => (
            <select
              {...control}
              value={form.location}
              disabled={!locationGroups}
              onChange={(e) => onChange({ location: e.target.value }, ['location_id', 'pref_country_id'])}
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
              <option value={overseasLocation}>{t('profile.preference.overseas')}</option>
            </select>
          )}
        </Field>
        {overseas && (
          <SelectField
            id={id('pref_country_id')}
            label={t('profile.preference.country')}
            error={errors.pref_country_id}
            value={form.pref_country_id}
            options={optionsOf(
              countries &&
                sortedByName(
                  countries.filter((c) => c.key !== edition.key),
                  language,
                ),
            )}
            onChange={set('pref_country_id')}
          />
        )}
      </div>
      <div className="wz-field-row">
        <SelectField
          id={id('work_arrangement')}
          label={t('profile.preference.work_arrangement')}
          error={errors.work_arrangement}
          value={form.work_arrangement}
          options={arrangements?.flatMap((a) => {
            const value = arrangementOfKey[a.key];
            return value && workArrangements.includes(value) ? [{ value, label: a.value }] : [];
          })}
          onChange={set('work_arrangement')}
        />
        <SelectField
          id={id('work_language_id')}
          label={t('profile.preference.work_language')}
          error={errors.work_language_id}
          value={form.work_language_id}
          options={optionsOf(workLanguages)}
          onChange={set('work_language_id')}
        />
        <SelectField
          id={id('work_timezone_id')}
          label={t('profile.preference.work_timezone')}
          error={errors.work_timezone_id}
          value={form.work_timezone_id}
          options={optionsOf(timezones)}
          onChange={set('work_timezone_id')}
        />
      </div>
      <div className="wz-field-row">
        <SelectField
          id={id('currency')}
          label={t('profile.preference.currency')}
          error={errors.currency}
          value={form.currency}
          options={currencies?.map((c) => ({ value: c.key, label: c.display_value }))}
          onChange={set('currency')}
        />
        <Field id={id('salary_min')} label={t('profile.preference.salary_min')} error={errors.salary_min}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={form.salary_min}
              onChange={(e) => set('salary_min')(e.target.value)}
            />
          )}
        </Field>
        <Field id={id('salary_max')} label={t('profile.preference.salary_max')} error={errors.salary_max}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={form.salary_max}
              onChange={(e) => onChange({ salary_max: e.target.value }, ['salary_max'])}
            />
          )}
        </Field>
        <SelectField
          id={id('pay_type_id')}
          label={t('profile.preference.pay_type')}
          error={errors.pay_type_id}
          value={form.pay_type_id}
          options={optionsOf(payTypes)}
          onChange={set('pay_type_id')}
        />
      </div>
      {showRange && form.currency && (
        <p className="muted" data-testid="salary-preview">
          {t('profile.preference.salary_preview', {
            range: formatMoneyRange(min, max, form.currency, language),
          })}
        </p>
      )}
    </fieldset>
  );
}
