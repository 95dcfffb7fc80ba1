import { useTranslation } from 'react-i18next';
import { useConfigList } from './config-lists';
import { EducationEditor } from './EducationEditor';
import { EntryList } from './EntryList';
import { educationSummary } from './entry-summaries';
import { StepActions } from './StepActions';
import { StepHeading } from './StepHeading';
import { useProfileEntries } from './use-profile-entries';
import type { WizardProps } from './wizard-props';

/** Step 4 (spec §4): education create, update and delete; the list reloads after each. */
export function EducationStep({ language, goTo, pathOf }: WizardProps) {
  const { t } = useTranslation();
  const entries = useProfileEntries('education');
  const levels = useConfigList('educations', language);
  const levelName = (id: number) => levels?.find((l) => l.id === id)?.value;
  return (
    <section className="wizard__step" data-testid="step-4">
      <StepHeading intro={t('profile.education.intro')}>{t('profile.education.heading')}</StepHeading>
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
      <StepActions back={pathOf('3')}>
        <button type="button" className="button" data-testid="wizard-next" onClick={() => goTo('5')}>
          {t('profile.common.continue')}
        </button>
      </StepActions>
    </section>
  );
}
