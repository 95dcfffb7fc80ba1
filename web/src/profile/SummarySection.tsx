import type { LanguageCode } from '@talkhire/config';
import { endpoints, profilePartLimits, ZSummaryForm } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { AiSummaryWriter } from '../ai-writing';
import { useEndpointQuery } from '../api/endpoint-queries';
import {
  DescriptionInput,
  EntryEditor,
  Field,
  useBasicProfileUpdate,
  useEntryForm,
} from '../complete-profile';
import { EditableSection } from './EditableSection';

/** The summary: a few sentences about the seeker, kept with the basic info (PATCH /me). */
export function SummarySection({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const profile = useEndpointQuery(endpoints.profile.basicProfile, {});
  const summary = profile.data?.summary ?? null;
  return (
    <EditableSection kind="summary" loaded={profile.data !== undefined} filled={Boolean(summary)}>
      {(editing, close) =>
        editing ? (
          <SummaryEditor language={language} summary={summary} onDone={close} />
        ) : summary ? (
          <p className="profile-summary" data-testid="summary-text">
            {summary}
          </p>
        ) : (
          <p className="muted">{t('profile_page.summary.empty')}</p>
        )
      }
    </EditableSection>
  );
}

function SummaryEditor({
  language,
  summary,
  onDone,
}: {
  language: LanguageCode;
  summary: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const update = useBasicProfileUpdate();
  const { form, editor } = useEntryForm(ZSummaryForm, { summary }, async (body) => {
    await update.mutateAsync({ body });
    onDone();
  });
  const value = form.watch('summary') ?? '';
  return (
    <EntryEditor
      title={t('profile_page.summary.edit')}
      submit={editor}
      onCancel={onDone}
      testId="summary-editor"
    >
      <AiSummaryWriter
        language={language}
        current={value}
        onAccept={(text) => form.set('summary', text.slice(0, profilePartLimits.summaryMax))}
      />
      <Field id="summary-text-input" label={t('profile_page.summary.label')} error={form.errorOf('summary')}>
        {(control) => (
          <DescriptionInput
            language={language}
            control={control}
            value={value}
            max={profilePartLimits.summaryMax}
            onChange={(text) => form.set('summary', text)}
          />
        )}
      </Field>
    </EntryEditor>
  );
}
