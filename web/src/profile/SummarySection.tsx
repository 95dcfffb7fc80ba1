import type { LanguageCode } from '@talkhire/config';
import { endpoints, profilePartLimits, ZSummaryForm } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../api/endpoint-queries';
import {
  DescriptionInput,
  EntryEditor,
  Field,
  useBasicProfileUpdate,
  useEntryForm,
} from '../complete-profile';
import { ProfileSection } from './ProfileSection';

/** The summary: a few sentences about the seeker, kept with the basic info (PATCH /me). */
export function SummarySection({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const profile = useEndpointQuery(endpoints.profile.basicProfile, {});
  const [editing, setEditing] = useState(false);
  const summary = profile.data?.summary ?? null;
  return (
    <ProfileSection
      id="profile-summary"
      title={t('profile_page.summary.heading')}
      actions={
        !editing &&
        profile.data && (
          <button
            type="button"
            className="button wz-button--secondary"
            data-testid="summary-edit"
            aria-label={t('profile_page.summary.edit')}
            onClick={() => setEditing(true)}
          >
            {t(summary ? 'profile.common.edit' : 'profile_page.summary.add')}
          </button>
        )
      }
    >
      {editing ? (
        <SummaryEditor language={language} summary={summary} onDone={() => setEditing(false)} />
      ) : summary ? (
        <p className="profile-summary" data-testid="summary-text">
          {summary}
        </p>
      ) : (
        <p className="muted">{t('profile_page.summary.empty')}</p>
      )}
    </ProfileSection>
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
