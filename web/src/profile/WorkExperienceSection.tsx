import type { LanguageCode } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import {
  EntryList,
  useConfigList,
  useProfileEntries,
  WorkExperienceEditor,
  workExperienceSummary,
} from '../complete-profile';
import { ProfileSection } from './ProfileSection';

/** Work experience: the wizard's list and editor (a duplicate asks "add anyway?"), edited in place. */
export function WorkExperienceSection({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const entries = useProfileEntries('work');
  const industries = useConfigList('industry_lists', language);
  const tree = useConfigList('main_functions', language);
  const names = {
    industry: (id: number) => industries?.find((i) => i.id === id)?.value,
    jobFunction: (id: number) => tree?.flatMap((m) => m.sub_function_list).find((f) => f.id === id)?.value,
  };
  return (
    <ProfileSection id="profile-work" title={t('profile.work.heading')}>
      <EntryList
        kind="work"
        list={entries.list}
        describe={(item) => workExperienceSummary(item, language, t, names)}
        remove={entries.remove}
        reload={entries.reload}
        renderEditor={(item, onDone) => (
          <WorkExperienceEditor language={language} experience={item} save={entries.save} onDone={onDone} />
        )}
      />
    </ProfileSection>
  );
}
