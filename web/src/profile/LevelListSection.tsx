import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../complete-profile';
import { EditableSection } from './EditableSection';

/** A saved entry of a list with proficiencies: a skill or a language. */
interface LevelItem {
  id: number;
  proficiency: string;
}

/**
 * Skills or languages: the saved list as chips (`Triage · Expert`), edited as a whole and saved
 * with one PUT of the full list.
 */
export function LevelListSection<Item extends LevelItem, Body>({
  kind,
  part,
  nameOf,
  renderEditor,
}: {
  kind: 'skills' | 'languages';
  part: {
    list: { data: Item[] | undefined; isError: boolean; isSuccess: boolean };
    save: { mutateAsync: (input: { body: Body }) => Promise<unknown> };
  };
  nameOf: (item: Item) => string;
  renderEditor: (saved: Item[], save: (body: Body) => Promise<void>, onCancel: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const saved = part.list.data ?? [];
  return (
    <EditableSection kind={kind} loaded={part.list.data !== undefined} filled={saved.length > 0}>
      {(editing, close) => (
        <>
          {part.list.isError && <FormAlert message={t('profile.common.load_failed')} />}
          {editing ? (
            renderEditor(
              saved,
              async (body) => {
                await part.save.mutateAsync({ body });
                close();
              },
              close,
            )
          ) : saved.length > 0 ? (
            <ul className="profile-chips" data-testid={`${kind}-list`}>
              {saved.map((item) => (
                <li key={item.id}>
                  {t('profile_page.skills.chip', {
                    name: nameOf(item),
                    level: t(`profile_page.${kind}.levels.${item.proficiency}`),
                  })}
                </li>
              ))}
            </ul>
          ) : (
            part.list.isSuccess && <p className="muted">{t(`profile_page.${kind}.empty`)}</p>
          )}
        </>
      )}
    </EditableSection>
  );
}
