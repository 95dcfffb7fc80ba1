import { limits } from '@talkhire/config';
import { skillProficiencies, type TProfileSkill, ZSkillsForm } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { Field, useEntryForm } from '../complete-profile';
import { LevelListEditor } from './LevelListEditor';
import { LevelListSection } from './LevelListSection';
import { useSkills } from './use-profile-parts';

/**
 * Skills with a proficiency (spec §3): at most 10, each at most 50 characters (spec §5, 41288 and
 * 41297 — the editor says the same sentences before sending). Saved as the whole list.
 */
export function SkillsSection() {
  const part = useSkills();
  return (
    <LevelListSection
      kind="skills"
      part={part}
      nameOf={(skill) => skill.name}
      renderEditor={(saved, save, onCancel) => <SkillsEditor saved={saved} save={save} onCancel={onCancel} />}
    />
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
  return (
    <LevelListEditor<SkillRow>
      kind="skill"
      submit={editor}
      onCancel={onCancel}
      rows={(form.watch('skills') ?? []) as SkillRow[]}
      setRows={(next) => form.set('skills', next)}
      errorOf={form.errorOf}
      levels={skillProficiencies}
      blank={{ name: '', proficiency: 'intermediate' }}
      hint={
        <p className="wz-field__hint" id="skills-hint">
          {t('profile_page.skills.hint', { max: limits.skillsMax, length: limits.skillLengthMax })}
        </p>
      }
      showListError
      removeLabel={(row, index) => t('profile_page.skills.remove', { name: row.name || index + 1 })}
      renderName={(row, index, change) => (
        <Field
          id={`skill-${index}-name`}
          label={t('profile_page.skills.name', { number: index + 1 })}
          error={form.errorOf(`skills.${index}.name`)}
        >
          {(control) => (
            <input {...control} value={row.name} onChange={(e) => change({ name: e.target.value })} />
          )}
        </Field>
      )}
    />
  );
}
