import type { LanguageCode } from '@talkhire/config';
import {
  languageProficiencies,
  type TLanguageProficiency,
  type TProfileLanguage,
  ZLanguagesBody,
} from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { Field, idOf, OptionSelect, optionsOf, useConfigList, useEntryForm } from '../complete-profile';
import { LevelListEditor } from './LevelListEditor';
import { LevelListSection } from './LevelListSection';
import { useLanguages } from './use-profile-parts';

/** The languages the seeker speaks (config list work_languages), each with a proficiency. */
export function LanguagesSection({ language }: { language: LanguageCode }) {
  const part = useLanguages();
  const names = useConfigList('work_languages', language);
  return (
    <LevelListSection
      kind="languages"
      part={part}
      nameOf={(item) => names?.find((n) => n.id === item.language_id)?.value ?? ''}
      renderEditor={(saved, save, onCancel) => (
        <LanguagesEditor language={language} saved={saved} save={save} onCancel={onCancel} />
      )}
    />
  );
}

type LanguageRow = { language_id: number | null; proficiency: string };

function LanguagesEditor({
  language,
  saved,
  save,
  onCancel,
}: {
  language: LanguageCode;
  saved: TProfileLanguage[];
  save: (body: { languages: { language_id: number; proficiency: TLanguageProficiency }[] }) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const names = useConfigList('work_languages', language);
  const { form, editor } = useEntryForm(
    ZLanguagesBody,
    { languages: saved.map(({ language_id, proficiency }) => ({ language_id, proficiency })) },
    save,
  );
  const rows = (form.watch('languages') ?? []) as LanguageRow[];
  return (
    <LevelListEditor<LanguageRow>
      kind="language"
      submit={editor}
      onCancel={onCancel}
      rows={rows}
      setRows={(next) => form.set('languages', next)}
      errorOf={form.errorOf}
      levels={languageProficiencies}
      blank={{ language_id: null, proficiency: 'professional' }}
      removeLabel={(_, index) => t('profile_page.languages.remove', { number: index + 1 })}
      renderName={(row, index, change) => {
        // A language already chosen on another row is not offered again.
        const taken = new Set(rows.filter((_, i) => i !== index).map((r) => r.language_id));
        return (
          <Field
            id={`language-${index}-id`}
            label={t('profile_page.languages.language', { number: index + 1 })}
            error={form.errorOf(`languages.${index}.language_id`)}
          >
            {(control) => (
              <OptionSelect
                control={control}
                value={row.language_id === null ? '' : String(row.language_id)}
                options={optionsOf(names?.filter((n) => !taken.has(n.id)))}
                onChange={(value) => change({ language_id: idOf(value) })}
              />
            )}
          </Field>
        );
      }}
    />
  );
}
