import { type LanguageCode, limits } from '@talkhire/config';
import {
  calendarToday,
  jobFunctionsMax,
  profileTextMax,
  type TWorkExperience,
  ZWorkExperienceBody,
} from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../edition/edition-context';
import { useConfigList } from './config-lists';
import { amountOf, controlText, dayOf, idOf } from './control-values';
import { DescriptionInput, EntryEditor } from './EntryEditor';
import { CheckboxField, Field } from './Field';
import { JobFunctionChips } from './JobFunctionChips';
import { optionsOf, SelectField } from './OptionSelect';
import { workExperienceValues } from './profile-form-values';
import { useEntryForm } from './use-entry-form';
import type { EntryBody } from './use-profile-entries';

/** Adds or edits one work experience (spec §3); `save` sends it, `onDone` closes the editor. */
export function WorkExperienceEditor({
  language,
  experience,
  save,
  onDone,
}: {
  language: LanguageCode;
  experience: TWorkExperience | undefined;
  save: (body: EntryBody<'work'>, id: number | undefined) => Promise<unknown>;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const { edition } = useEdition();
  const tree = useConfigList('main_functions', language);
  const industries = useConfigList('industry_lists', language);
  const currencies = useConfigList('currency_lists', language);
  const { form, editor } = useEntryForm(
    ZWorkExperienceBody,
    workExperienceValues(experience, edition.currency),
    async (body, confirm) => {
      await save({ ...body, confirm_duplicate: confirm }, experience?.id);
      onDone(true);
    },
  );
  const values = form.watch();
  const id = (field: keyof typeof values) => `work-${field}`;
  const text = (field: 'job_title' | 'company_name') => ({
    value: values[field] ?? '',
    onChange: (e: { target: { value: string } }) => form.set(field, e.target.value),
  });
  const date = (field: 'start_date' | 'end_date') => ({
    value: controlText(values[field]),
    onChange: (e: { target: { value: string } }) => form.set(field, dayOf(e.target.value)),
  });

  return (
    <EntryEditor
      title={t(experience ? 'profile.work.edit_title' : 'profile.work.new_title')}
      submit={editor}
      onCancel={() => onDone(false)}
      testId="work-editor"
    >
      <div className="wz-field-row">
        <Field id={id('job_title')} label={t('profile.work.job_title')} error={form.errorOf('job_title')}>
          {(control) => <input {...control} maxLength={profileTextMax} {...text('job_title')} />}
        </Field>
        <Field
          id={id('company_name')}
          label={t('profile.work.company_name')}
          error={form.errorOf('company_name')}
        >
          {(control) => (
            <input
              {...control}
              autoComplete="organization"
              maxLength={profileTextMax}
              {...text('company_name')}
            />
          )}
        </Field>
      </div>
      <SelectField
        id={id('industry_id')}
        label={t('profile.work.industry')}
        error={form.errorOf('industry_id')}
        optional
        value={controlText(values.industry_id)}
        options={optionsOf(industries)}
        onChange={(value) => form.set('industry_id', idOf(value))}
      />
      <JobFunctionChips
        id={id('job_function_ids')}
        tree={tree}
        value={(values.job_function_ids ?? []).filter((v): v is number => typeof v === 'number')}
        max={jobFunctionsMax}
        error={form.errorOf('job_function_ids')}
        onChange={(ids) => form.set('job_function_ids', ids)}
      />
      <div className="wz-field-row">
        <Field id={id('start_date')} label={t('profile.work.start_date')} error={form.errorOf('start_date')}>
          {(control) => <input {...control} type="date" max={calendarToday()} {...date('start_date')} />}
        </Field>
        {!values.is_currently_working && (
          <Field id={id('end_date')} label={t('profile.work.end_date')} error={form.errorOf('end_date')}>
            {(control) => (
              <input {...control} type="date" min={values.start_date || undefined} {...date('end_date')} />
            )}
          </Field>
        )}
      </div>
      <CheckboxField
        id={id('is_currently_working')}
        label={t('profile.work.currently_working')}
        checked={values.is_currently_working === true}
        onChange={(checked) => {
          form.set('is_currently_working', checked);
          form.clearErrors('end_date');
        }}
      />
      <div className="wz-field-row">
        <Field
          id={id('monthly_salary')}
          label={t('profile.work.monthly_salary')}
          error={form.errorOf('monthly_salary')}
          optional
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={controlText(values.monthly_salary)}
              onChange={(e) => form.set('monthly_salary', amountOf(e.target.value))}
            />
          )}
        </Field>
        <SelectField
          id={id('salary_currency')}
          label={t('profile.work.salary_currency')}
          error={form.errorOf('salary_currency')}
          value={values.salary_currency ?? ''}
          options={currencies?.map((c) => ({ value: c.key, label: c.display_value }))}
          onChange={(value) => form.set('salary_currency', value || null)}
        />
      </div>
      <Field
        id={id('description')}
        label={t('profile.work.description')}
        error={form.errorOf('description')}
        optional
      >
        {(control) => (
          <DescriptionInput
            language={language}
            control={control}
            value={values.description ?? ''}
            max={limits.descriptionMax}
            onChange={(value) => form.set('description', value)}
          />
        )}
      </Field>
      <CheckboxField
        id={id('is_hidden_from_company')}
        label={t('profile.work.hidden')}
        checked={values.is_hidden_from_company === true}
        onChange={(checked) => form.set('is_hidden_from_company', checked)}
      />
    </EntryEditor>
  );
}
