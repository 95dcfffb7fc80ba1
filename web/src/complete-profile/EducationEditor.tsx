import { type LanguageCode, limits } from '@talkhire/config';
import { profileTextMax, type TEducation } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigList, ZOption } from './config-lists';
import { DescriptionInput, EntryEditor } from './EntryEditor';
import { checkEducationForm, type EducationForm, educationBody, educationFormOf } from './education-form';
import { CheckboxField, Field } from './Field';
import { optionsOf, SelectField } from './OptionSelect';
import { localToday } from './profile-rules';
import { useFormSubmit } from './use-form-submit';
import type { EntryBody } from './use-profile-entries';

/** Adds or edits one education (spec §3); `save` sends it, `onDone` closes the editor. */
export function EducationEditor({
  language,
  education,
  save,
  onDone,
}: {
  language: LanguageCode;
  education: TEducation | undefined;
  save: (body: EntryBody<'education'>, id: number | undefined) => Promise<unknown>;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => educationFormOf(education));
  const levels = useConfigList('educations', ZOption, language);
  const submit = useFormSubmit({
    check: () => checkEducationForm(form, localToday()),
    send: async (confirmDuplicate) => {
      await save({ ...educationBody(form), confirm_duplicate: confirmDuplicate }, education?.id);
      onDone(true);
    },
  });
  function change<K extends keyof EducationForm>(field: K, value: EducationForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    submit.clearError(field);
  }
  const id = (field: keyof EducationForm) => `education-${field}`;
  const text = (field: 'school_name' | 'field_of_study' | 'start_date' | 'end_date') => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
  });

  return (
    <EntryEditor
      title={t(education ? 'profile.education.edit_title' : 'profile.education.new_title')}
      submit={submit}
      onCancel={() => onDone(false)}
      testId="education-editor"
    >
      <div className="wz-field-row">
        <Field
          id={id('school_name')}
          label={t('profile.education.school_name')}
          error={submit.errors.school_name}
        >
          {(control) => <input {...control} maxLength={profileTextMax} {...text('school_name')} />}
        </Field>
        <SelectField
          id={id('education_level_id')}
          label={t('profile.education.education_level')}
          error={submit.errors.education_level_id}
          value={form.education_level_id}
          options={optionsOf(levels)}
          onChange={(v) => change('education_level_id', v)}
        />
      </div>
      <Field
        id={id('field_of_study')}
        label={t('profile.education.field_of_study')}
        error={submit.errors.field_of_study}
        optional
      >
        {(control) => <input {...control} maxLength={profileTextMax} {...text('field_of_study')} />}
      </Field>
      <div className="wz-field-row">
        <Field
          id={id('start_date')}
          label={t('profile.education.start_date')}
          error={submit.errors.start_date}
        >
          {(control) => <input {...control} type="date" max={localToday()} {...text('start_date')} />}
        </Field>
        {!form.is_currently_attending && (
          <Field id={id('end_date')} label={t('profile.education.end_date')} error={submit.errors.end_date}>
            {(control) => (
              <input {...control} type="date" min={form.start_date || undefined} {...text('end_date')} />
            )}
          </Field>
        )}
      </div>
      <CheckboxField
        id={id('is_currently_attending')}
        label={t('profile.education.currently_attending')}
        checked={form.is_currently_attending}
        onChange={(checked) => {
          change('is_currently_attending', checked);
          submit.clearError('end_date');
        }}
      />
      <Field
        id={id('description')}
        label={t('profile.education.description')}
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
    </EntryEditor>
  );
}
