import { limits } from '@talkhire/config';
import { skillProficiencies, type TProfileSkill, ZSkillsForm } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryEditor, Field, FormAlert, OptionSelect, useEntryForm } from '../complete-profile';
import { ProfileSection } from './ProfileSection';
import { useSkills } from './use-profile-parts';

/**
 * Skills with a proficiency (spec §3): at most 10, each at most 50 characters (spec §5, 41288 and
 * 41297 — the editor says the same sentences before sending). Saved as the whole list.
 */
export function SkillsSection() {
  const { t } = useTranslation();
  const skills = useSkills();
  const [editing, setEditing] = useState(false);
  const saved = skills.list.data ?? [];
  return (
    <ProfileSection
      id="profile-skills"
      title={t('profile_page.skills.heading')}
      actions={
        !editing &&
        skills.list.data && (
          <button
            type="button"
            className="button wz-button--secondary"
            data-testid="skills-edit"
            aria-label={t('profile_page.skills.edit')}
            onClick={() => setEditing(true)}
          >
            {t(saved.length > 0 ? 'profile.common.edit' : 'profile_page.skills.add')}
          </button>
        )
      }
    >
      {skills.list.isError && <FormAlert message={t('profile.common.load_failed')} />}
      {editing ? (
        <SkillsEditor
          saved={saved}
          save={async (body) => {
            await skills.save.mutateAsync({ body });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : saved.length > 0 ? (
        <ul className="profile-chips" data-testid="skills-list">
          {saved.map((skill) => (
            <li key={skill.id}>
              {t('profile_page.skills.chip', {
                name: skill.name,
                level: t(`profile_page.skills.levels.${skill.proficiency}`),
              })}
            </li>
          ))}
        </ul>
      ) : (
        skills.list.isSuccess && <p className="muted">{t('profile_page.skills.empty')}</p>
      )}
    </ProfileSection>
  );
}

type SkillRow = { name: string; proficiency: string };

function SkillsEditor({
  saved,
  save,
  onCancel,
}: {
  saved: TProfileSkill[];
  save: (body: {
    skills: { name: string; proficiency: (typeof skillProficiencies)[number] }[];
  }) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { form, editor } = useEntryForm(
    ZSkillsForm,
    { skills: saved.map(({ name, proficiency }) => ({ name, proficiency })) },
    save,
  );
  const rows = (form.watch('skills') ?? []) as SkillRow[];
  const setRows = (next: SkillRow[]) => form.set('skills', next);
  const change = (index: number, patch: Partial<SkillRow>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const levels = skillProficiencies.map((level) => ({
    value: level,
    label: t(`profile_page.skills.levels.${level}`),
  }));
  const listError = form.errorOf('skills');
  return (
    <EntryEditor
      title={t('profile_page.skills.edit')}
      submit={editor}
      onCancel={onCancel}
      testId="skills-editor"
    >
      <p className="wz-field__hint" id="skills-hint">
        {t('profile_page.skills.hint', { max: limits.skillsMax, length: limits.skillLengthMax })}
      </p>
      <ul className="profile-rows">
        {rows.map((row, index) => (
          <li key={index} data-testid="skill-row">
            <Field
              id={`skill-${index}-name`}
              label={t('profile_page.skills.name', { number: index + 1 })}
              error={form.errorOf(`skills.${index}.name`)}
            >
              {(control) => (
                <input
                  {...control}
                  value={row.name}
                  onChange={(e) => change(index, { name: e.target.value })}
                />
              )}
            </Field>
            <Field
              id={`skill-${index}-level`}
              label={t('profile_page.skills.level')}
              error={form.errorOf(`skills.${index}.proficiency`)}
            >
              {(control) => (
                <OptionSelect
                  control={control}
                  value={row.proficiency}
                  options={levels}
                  onChange={(value) => change(index, { proficiency: value })}
                />
              )}
            </Field>
            <button
              type="button"
              className="button wz-button--danger"
              aria-label={t('profile_page.skills.remove', { name: row.name || index + 1 })}
              onClick={() => setRows(rows.filter((_, i) => i !== index))}
            >
              {t('profile.common.delete')}
            </button>
          </li>
        ))}
      </ul>
      {listError && (
        <p className="wz-field__error" role="alert" data-testid="skills-error">
          {listError}
        </p>
      )}
      <button
        type="button"
        className="button wz-button--secondary"
        data-testid="skill-add"
        onClick={() => setRows([...rows, { name: '', proficiency: 'intermediate' }])}
      >
        {t('profile_page.skills.add_row')}
      </button>
    </EntryEditor>
  );
}
