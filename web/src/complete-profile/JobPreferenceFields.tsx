import type { LanguageCode } from '@talkhire/config';
import { type TWorkArrangement, workArrangements, type ZJobPreferenceBody } from '@talkhire/contracts';
import { useEffect } from 'react';
import type { DeepPartial } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useEdition } from '../edition/edition-context';
import { formatsFor } from '../ui/formats';
import { sortedByName, useConfigList } from './config-lists';
import { amountOf, controlText, idOf } from './control-values';
import { Field } from './Field';
import { JobTitlePicker, type TitleChoice, titlePath } from './JobTitlePicker';
import { optionsOf, SelectField } from './OptionSelect';

type PreferenceValues = z.input<typeof ZJobPreferenceBody>;
type PreferenceField = keyof PreferenceValues & string;

/** The location select's value for 'somewhere in another country' (then a country is chosen). */
const overseasLocation = 'overseas';
/** The location select's values of regions ('region-3'): a region stands instead of a location. */
const regionPrefix = 'region-';

/** The work_arrangements list names on-site 'on_site'; requests use the contract's words. */
const arrangementOfKey: Record<string, TWorkArrangement> = {
  on_site: 'onsite',
  hybrid: 'hybrid',
  remote: 'remote',
};

/**
 * Spec §3 'Job preference', every field required (spec §5). The values are the request body's;
 * the title's category and function only narrow the title select, so the caller keeps them apart.
 */
export function JobPreferenceFields({
  language,
  values,
  title,
  onTitle,
  errorOf,
  set,
}: {
  language: LanguageCode;
  values: DeepPartial<PreferenceValues>;
  title: Omit<TitleChoice, 'function_title_id'>;
  onTitle: (title: Omit<TitleChoice, 'function_title_id'>) => void;
  errorOf: (field: PreferenceField) => string | undefined;
  set: (field: PreferenceField, value: unknown) => void;
}) {
  const { t } = useTranslation();
  const { edition } = useEdition();
  const tree = useConfigList('main_functions', language);
  const jobTypes = useConfigList('job_types', language);
  const industries = useConfigList('industry_lists', language);
  const locationGroups = useConfigList('location_lists', language);
  const countries = useConfigList('country_lists', language);
  const arrangements = useConfigList('work_arrangements', language);
  const workLanguages = useConfigList('work_languages', language);
  const regions = useConfigList('region_lists', language);
  const timezones = useConfigList('timezones', language);
  const currencies = useConfigList('currency_lists', language);
  const payTypes = useConfigList('pay_types', language);
  const id = (field: string) => `pref-${field}`;
  const select = (field: PreferenceField) => ({
    id: id(field),
    error: errorOf(field),
    value: controlText(values[field] as number | null | undefined),
    onChange: (text: string) => set(field, idOf(text)),
  });
  const amount = (field: 'salary_min' | 'salary_max') => ({
    value: controlText(values[field]),
    onChange: (e: { target: { value: string } }) => set(field, amountOf(e.target.value)),
  });
  const titleId = controlText(values.function_title_id);

  // A saved preference names only its title; show the category and function it belongs to.
  useEffect(() => {
    if (!tree || !titleId || title.main_function_id) return;
    const path = titlePath(tree, titleId);
    if (path) onTitle(path);
  }, [tree, titleId, title.main_function_id, onTitle]);

  const overseas = values.is_overseas === true;
  const min = values.salary_min;
  const max = values.salary_max;
  const showRange =
    typeof min === 'number' && typeof max === 'number' && Number.isFinite(max) && min >= 0 && max >= min;

  return (
    <fieldset className="wz-fieldset" data-testid="preference-fields">
      <legend>{t('profile.preference.section')}</legend>
      <JobTitlePicker
        idPrefix="pref-"
        language={language}
        tree={tree}
        value={{ ...title, function_title_id: titleId }}
        error={errorOf('function_title_id')}
        onChange={({ function_title_id, ...path }) => {
          onTitle(path);
          set('function_title_id', idOf(function_title_id));
        }}
      />
      <div className="wz-field-row">
        <SelectField
          {...select('job_type_id')}
          label={t('profile.preference.job_type')}
          options={optionsOf(jobTypes)}
        />
        <SelectField
          {...select('industry_id')}
          label={t('profile.preference.industry')}
          options={optionsOf(industries)}
        />
      </div>
      <div className="wz-field-row">
        <Field id={id('location_id')} label={t('profile.preference.location')} error={errorOf('location_id')}>
          {(control) => (
            <select
              {...control}
              value={
                overseas
                  ? overseasLocation
                  : typeof values.pref_region_id === 'number'
                    ? `${regionPrefix}${values.pref_region_id}`
                    : controlText(values.location_id)
              }
              disabled={!locationGroups}
              onChange={(e) => {
                const choice = e.target.value;
                const abroad = choice === overseasLocation;
                const region = choice.startsWith(regionPrefix)
                  ? idOf(choice.slice(regionPrefix.length))
                  : null;
                set('is_overseas', abroad);
                set('pref_region_id', region);
                set('location_id', abroad || region !== null ? null : idOf(choice));
              }}
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
              {regions && (
                <optgroup label={t('profile_page.preferences.regions')}>
                  {regions.map((r) => (
                    <option key={r.id} value={`${regionPrefix}${r.id}`}>
                      {r.value}
                    </option>
                  ))}
                </optgroup>
              )}
              <option value={overseasLocation}>{t('profile.preference.overseas')}</option>
            </select>
          )}
        </Field>
        {overseas && (
          <SelectField
            {...select('pref_country_id')}
            label={t('profile.preference.country')}
            options={optionsOf(
              countries &&
                sortedByName(
                  countries.filter((c) => c.key !== edition.key),
                  language,
                ),
            )}
          />
        )}
      </div>
      <div className="wz-field-row">
        <SelectField
          id={id('work_arrangement')}
          label={t('profile.preference.work_arrangement')}
          error={errorOf('work_arrangement')}
          value={values.work_arrangement ?? ''}
          options={arrangements?.flatMap((a) => {
            const value = arrangementOfKey[a.key];
            return value && workArrangements.includes(value) ? [{ value, label: a.value }] : [];
          })}
          onChange={(text) => set('work_arrangement', text || null)}
        />
        <SelectField
          {...select('work_language_id')}
          label={t('profile.preference.work_language')}
          options={optionsOf(workLanguages)}
        />
        <SelectField
          {...select('work_timezone_id')}
          label={t('profile.preference.work_timezone')}
          options={optionsOf(timezones)}
        />
      </div>
      <div className="wz-field-row">
        <SelectField
          id={id('currency')}
          label={t('profile.preference.currency')}
          error={errorOf('currency')}
          value={values.currency ?? ''}
          options={currencies?.map((c) => ({ value: c.key, label: c.display_value }))}
          onChange={(text) => set('currency', text || null)}
        />
        <Field id={id('salary_min')} label={t('profile.preference.salary_min')} error={errorOf('salary_min')}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...amount('salary_min')}
            />
          )}
        </Field>
        <Field id={id('salary_max')} label={t('profile.preference.salary_max')} error={errorOf('salary_max')}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...amount('salary_max')}
            />
          )}
        </Field>
        <SelectField
          {...select('pay_type_id')}
          label={t('profile.preference.pay_type')}
          options={optionsOf(payTypes)}
        />
      </div>
      {showRange && values.currency && (
        <p className="muted" data-testid="salary-preview">
          {t('profile.preference.salary_preview', {
            range: formatsFor(language).moneyRange(min, max, values.currency),
          })}
        </p>
      )}
    </fieldset>
  );
}
