import { useTranslation } from 'react-i18next';
import { useConfigList } from './config-lists';
import { EntryList } from './EntryList';
import { workExperienceSummary } from './entry-summaries';
import { StepActions } from './StepActions';
import { StepHeading } from './StepHeading';
import { useProfileEntries } from './use-profile-entries';
import { WorkExperienceEditor } from './WorkExperienceEditor';
import type { WizardProps } from './wizard-props';

/** Step 3 (spec §4): work experience create, update and delete; the list reloads after each. */
export function WorkExperienceStep({ language, goTo, pathOf }: WizardProps) {
  const { t } = useTranslation();
  const entries = useProfileEntries('work');
  const industries = useConfigList('industry_lists', language);
  const tree = useConfigList('main_functions', language);
  const names = {
    industry: (id: number) => industries?.find((i) => i.id === id)?.value,
    jobFunction: (id: number) => tree?.flatMap((m) => m.sub_function_list).find((f) => f.id === id)?.value,
  };
  return (
    <section className="wizard__step" data-testid="step-3">
      <StepHeading intro={t('profile.work.intro')}>{t('profile.work.heading')}</StepHeading>
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
      <StepActions back={pathOf('10')}>
        <button type="button" className="button" data-testid="wizard-next" onClick={() => goTo('4')}>
          {t('profile.common.continue')}
        </button>
      </StepActions>
    </section>
  );
}
