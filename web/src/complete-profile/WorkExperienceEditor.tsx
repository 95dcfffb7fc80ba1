import { type LanguageCode, limits } from '@talkhire/config';
import { profileTextMax, type TWorkExperience } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../edition/edition-context';
import { useConfigList, ZCurrencyOption, ZMainFunction, ZOption } from './config-lists';
import { DescriptionInput, EntryEditor } from './EntryEditor';
import { CheckboxField, Field } from './Field';
import { JobFunctionChips } from './JobFunctionChips';
import { optionsOf, SelectField } from './OptionSelect';
import { localToday } from './profile-rules';
import { useFormSubmit } from './use-form-submit';
import type { EntryBody } from './use-profile-entries';
import {
  checkWorkExperienceForm,
  jobFunctionsMax,
  type WorkExperienceForm,
  workExperienceBody,
  workExperienceFormOf,
} from './work-experience-form';

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
  const [form, setForm] = useState(() => workExperienceFormOf(experience, edition.currency));
  const tree = useConfigList('main_functions', ZMainFunction, language);
  const industries = useConfigList('industry_lists', ZOption, language);
  const currencies = useConfigList('currency_lists', ZCurrencyOption, language);
  const submit = useFormSubmit({
    check: () => checkWorkExperienceForm(form, localToday()),
    send: async (confirmDuplicate) => {
      await save({ ...workExperienceBody(form), confirm_duplicate: confirmDuplicate }, experience?.id);
      onDone(true);
    },
  });
  function change<K extends keyof WorkExperienceForm>(field: K, value: WorkExperienceForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    submit.clearError(field);
  }
  const id = (field: keyof WorkExperienceForm) => `work-${field}`;
  const text = (field: 'job_title' | 'company_name' | 'monthly_salary' | 'start_date' | 'end_date') => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
  });

  return (
    <EntryEditor
      title={t(experience ? 'profile.work.edit_title' : 'profile.work.new_title')}
      submit={submit}
      onCancel={() => onDone(false)}
      testId="work-editor"
    >
      <div className="wz-field-row">
        <Field id={id('job_title')} label={t('profile.work.job_title')} error={submit.errors.job_title}>
          {(control) => <input {...control} maxLength={profileTextMax} {...text('job_title')} />}
        </Field>
        <Field
          id={id('company_name')}
          label={t('profile.work.company_name')}
          error={submit.errors.company_name}
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
        error={submit.errors.industry_id}
        optional
        value={form.industry_id}
        options={optionsOf(industries)}
        onChange={(v) => change('industry_id', v)}
      />
      <JobFunctionChips
        id={id('job_function_ids')}
        tree={tree}
        value={form.job_function_ids}
        max={jobFunctionsMax}
        error={submit.errors.job_function_ids}
        onChange={(ids) => change('job_function_ids', ids)}
      />
      <div className="wz-field-row">
        <Field id={id('start_date')} label={t('profile.work.start_date')} error={submit.errors.start_date}>
          {(control) => <input {...control} type="date" max={localToday()} {...text('start_date')} />}
        </Field>
        {!form.is_currently_working && (
          <Field id={id('end_date')} label={t('profile.work.end_date')} error={submit.errors.end_date}>
            {(control) => (
              <input {...control} type="date" min={form.start_date || undefined} {...text('end_date')} />
            )}
          </Field>
        )}
      </div>
      <CheckboxField
        id={id('is_currently_working')}
        label={t('profile.work.currently_working')}
        checked={form.is_currently_working}
        onChange={(checked) => {
          change('is_currently_working', checked);
          submit.clearError('end_date');
        }}
      />
      <div className="wz-field-row">
        <Field
          id={id('monthly_salary')}
          label={t('profile.work.monthly_salary')}
          error={submit.errors.monthly_salary}
          optional
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...text('monthly_salary')}
            />
          )}
        </Field>
        <SelectField
          id={id('salary_currency')}
          label={t('profile.work.salary_currency')}
          error={submit.errors.salary_currency}
          value={form.salary_currency}
          options={currencies?.map((c) => ({ value: c.key, label: c.display_value }))}
          onChange={(v) => change('salary_currency', v)}
        />
      </div>
      <Field
        id={id('description')}
        label={t('profile.work.description')}
        error={submit.errors.description}
        optional
      >
        {(control) => (
          <DescriptionInput
            language={language}
            control={control}
            value={form.description}
            max={limits.descriptionMax}
            onChange={(v) => change('description', v)}
          />
        )}
      </Field>
      <CheckboxField
        id={id('is_hidden_from_company')}
        label={t('profile.work.hidden')}
        checked={form.is_hidden_from_company}
        onChange={(checked) => change('is_hidden_from_company', checked)}
      />
    </EntryEditor>
  );
}
