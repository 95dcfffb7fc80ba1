import type { LanguageCode } from '@talkhire/config';
import {
  languageProficiencies,
  type TLanguageProficiency,
  type TProfileLanguage,
  ZLanguagesBody,
} from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EntryEditor,
  Field,
  FormAlert,
  idOf,
  OptionSelect,
  optionsOf,
  useConfigList,
  useEntryForm,
} from '../complete-profile';
import { ProfileSection } from './ProfileSection';
import { useLanguages } from './use-profile-parts';

/** The languages the seeker speaks (config list work_languages), each with a proficiency. */
export function LanguagesSection({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const languages = useLanguages();
  const names = useConfigList('work_languages', language);
  const [editing, setEditing] = useState(false);
  const saved = languages.list.data ?? [];
  const nameOf = (id: number) => names?.find((n) => n.id === id)?.value ?? '';
  return (
    <ProfileSection
      id="profile-languages"
      title={t('profile_page.languages.heading')}
      actions={
        !editing &&
        languages.list.data && (
          <button
            type="button"
            className="button wz-button--secondary"
            data-testid="languages-edit"
            aria-label={t('profile_page.languages.edit')}
            onClick={() => setEditing(true)}
          >
            {t(saved.length > 0 ? 'profile.common.edit' : 'profile_page.languages.add')}
          </button>
        )
      }
    >
      {languages.list.isError && <FormAlert message={t('profile.common.load_failed')} />}
      {editing ? (
        <LanguagesEditor
          language={language}
          saved={saved}
          save={async (body) => {
            await languages.save.mutateAsync({ body });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : saved.length > 0 ? (
        <ul className="profile-chips" data-testid="languages-list">
          {saved.map((item) => (
            <li key={item.id}>
              {t('profile_page.skills.chip', {
                name: nameOf(item.language_id),
                level: t(`profile_page.languages.levels.${item.proficiency}`),
              })}
            </li>
          ))}
        </ul>
      ) : (
        languages.list.isSuccess && <p className="muted">{t('profile_page.languages.empty')}</p>
      )}
    </ProfileSection>
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
  const setRows = (next: LanguageRow[]) => form.set('languages', next);
  const change = (index: number, patch: Partial<LanguageRow>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const levels = languageProficiencies.map((level) => ({
    value: level,
    label: t(`profile_page.languages.levels.${level}`),
  }));
  return (
    <EntryEditor
      title={t('profile_page.languages.edit')}
      submit={editor}
      onCancel={onCancel}
      testId="languages-editor"
    >
      <ul className="profile-rows">
        {rows.map((row, index) => {
          // A language already chosen on another row is not offered again.
          const taken = new Set(rows.filter((_, i) => i !== index).map((r) => r.language_id));
          return (
            <li key={index} data-testid="language-row">
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
                    onChange={(value) => change(index, { language_id: idOf(value) })}
                  />
                )}
              </Field>
              <Field
                id={`language-${index}-level`}
                label={t('profile_page.languages.level')}
                error={form.errorOf(`languages.${index}.proficiency`)}
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
                aria-label={t('profile_page.languages.remove', { number: index + 1 })}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                {t('profile.common.delete')}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="button wz-button--secondary"
        data-testid="language-add"
        onClick={() => setRows([...rows, { language_id: null, proficiency: 'professional' }])}
      >
        {t('profile_page.languages.add_row')}
      </button>
    </EntryEditor>
  );
}
