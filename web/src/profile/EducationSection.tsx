import type { LanguageCode } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import {
  EducationEditor,
  EntryList,
  educationSummary,
  useConfigList,
  useProfileEntries,
} from '../complete-profile';
import { ProfileSection } from './ProfileSection';

/** Education: the wizard's list and editor (a duplicate asks "add anyway?"), edited in place. */
export function EducationSection({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const entries = useProfileEntries('education');
  const levels = useConfigList('educations', language);
  const levelName = (id: number) => levels?.find((l) => l.id === id)?.value;
  return (
    <ProfileSection id="profile-education" title={t('profile.education.heading')}>
      <EntryList
        kind="education"
        list={entries.list}
        describe={(item) => educationSummary(item, language, t, levelName)}
        remove={entries.remove}
        reload={entries.reload}
        renderEditor={(item, onDone) => (
          <EducationEditor language={language} education={item} save={entries.save} onDone={onDone} />
        )}
      />
    </ProfileSection>
  );
}
