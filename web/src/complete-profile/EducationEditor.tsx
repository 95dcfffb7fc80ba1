import { type LanguageCode, limits } from '@talkhire/config';
import { calendarToday, profileTextMax, type TEducation, ZEducationBody } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { useConfigList } from './config-lists';
import { controlText, dayOf, idOf } from './control-values';
import { DescriptionInput, EntryEditor } from './EntryEditor';
import { CheckboxField, Field } from './Field';
import { optionsOf, SelectField } from './OptionSelect';
import { educationValues } from './profile-form-values';
import { useEntryForm } from './use-entry-form';
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
  const levels = useConfigList('educations', language);
  const { form, editor } = useEntryForm(ZEducationBody, educationValues(education), async (body, confirm) => {
    await save({ ...body, confirm_duplicate: confirm }, education?.id);
    onDone(true);
  });
  const values = form.watch();
  const id = (field: keyof typeof values) => `education-${field}`;
  const date = (field: 'start_date' | 'end_date') => ({
    value: controlText(values[field]),
    onChange: (e: { target: { value: string } }) => form.set(field, dayOf(e.target.value)),
  });

  return (
    <EntryEditor
      title={t(education ? 'profile.education.edit_title' : 'profile.education.new_title')}
      submit={editor}
      onCancel={() => onDone(false)}
      testId="education-editor"
    >
      <div className="wz-field-row">
        <Field
          id={id('school_name')}
          label={t('profile.education.school_name')}
          error={form.errorOf('school_name')}
        >
          {(control) => (
            <input
              {...control}
              maxLength={profileTextMax}
              value={values.school_name ?? ''}
              onChange={(e) => form.set('school_name', e.target.value)}
            />
          )}
        </Field>
        <SelectField
          id={id('education_level_id')}
          label={t('profile.education.education_level')}
          error={form.errorOf('education_level_id')}
          value={controlText(values.education_level_id)}
          options={optionsOf(levels)}
          onChange={(text) => form.set('education_level_id', idOf(text))}
        />
      </div>
      <Field
        id={id('field_of_study')}
        label={t('profile.education.field_of_study')}
        error={form.errorOf('field_of_study')}
        optional
      >
        {(control) => (
          <input
            {...control}
            maxLength={profileTextMax}
            value={values.field_of_study ?? ''}
            onChange={(e) => form.set('field_of_study', e.target.value)}
          />
        )}
      </Field>
      <div className="wz-field-row">
        <Field
          id={id('start_date')}
          label={t('profile.education.start_date')}
          error={form.errorOf('start_date')}
        >
          {(control) => <input {...control} type="date" max={calendarToday()} {...date('start_date')} />}
        </Field>
        {!values.is_currently_attending && (
          <Field id={id('end_date')} label={t('profile.education.end_date')} error={form.errorOf('end_date')}>
            {(control) => (
              <input {...control} type="date" min={values.start_date || undefined} {...date('end_date')} />
            )}
          </Field>
        )}
      </div>
      <CheckboxField
        id={id('is_currently_attending')}
        label={t('profile.education.currently_attending')}
        checked={values.is_currently_attending === true}
        onChange={(checked) => {
          form.set('is_currently_attending', checked);
          form.clearErrors('end_date');
        }}
      />
      <Field
        id={id('description')}
        label={t('profile.education.description')}
        error={form.errorOf('description')}
        optional
      >
        {(control) => (
          <DescriptionInput
            language={language}
            control={control}
            value={values.description ?? ''}
            max={limits.descriptionMax}
            onChange={(text) => form.set('description', text)}
          />
        )}
      </Field>
    </EntryEditor>
  );
}
