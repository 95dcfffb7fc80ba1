import type { LanguageCode } from '@talkhire/config';
import { endpoints, type TJobPreference, ZJobPreferenceBody } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jobTitleName } from '../api/config-list';
import { useEndpointMutation, useEndpointQuery } from '../api/endpoint-queries';
import {
  EntryEditor,
  EntryList,
  JobPreferenceFields,
  jobPreferenceValues,
  useConfigList,
  useEntryForm,
  useJobPreferenceSave,
} from '../complete-profile';
import { useEdition } from '../edition/edition-context';
import { useFormats } from '../ui/use-formats';
import { ProfileSection } from './ProfileSection';

/**
 * Job preferences (spec §3): the wizard's fields, edited in place. At most 3 remote and 3 on-site
 * or hybrid ones (41262 / 41263) and the last one cannot be deleted (41341): the relay's refusals
 * are said on the form or above the list.
 */
export function JobPreferencesSection({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const profile = endpoints.profile;
  const list = useEndpointQuery(profile.jobPreferences, {});
  const remove = useEndpointMutation(profile.deleteJobPreference, {
    invalidates: [
      profile.jobPreferences,
      endpoints.profileParts.profileStrength,
      endpoints.profileParts.fullProfile,
    ],
  });
  const tree = useConfigList('main_functions', language);
  const jobTypes = useConfigList('job_types', language);
  const locationGroups = useConfigList('location_lists', language);
  const countries = useConfigList('country_lists', language);
  const regions = useConfigList('region_lists', language);
  const titleOf = (id: number) => jobTitleName(tree, id) ?? '';
  const placeOf = (p: TJobPreference) =>
    p.is_overseas
      ? countries?.find((c) => c.id === p.pref_country_id)?.value
      : p.pref_region_id !== null
        ? regions?.find((r) => r.id === p.pref_region_id)?.value
        : locationGroups?.flatMap((g) => g.locations).find((l) => l.id === p.location_id)?.value;
  return (
    <ProfileSection id="profile-preferences" title={t('profile_page.preferences.heading')}>
      <EntryList
        kind="preference"
        textPrefix="profile_page.preferences"
        list={list}
        describe={(p) => {
          const title = titleOf(p.function_title_id);
          return {
            title,
            subtitle: [jobTypes?.find((j) => j.id === p.job_type_id)?.value, placeOf(p)]
              .filter(Boolean)
              .join(' · '),
            period: formats.moneyRange(p.salary_min, p.salary_max, p.currency),
            details: [t(`profile_page.preferences.arrangements.${p.work_arrangement}`)],
            names: { title },
          };
        }}
        remove={(id) => remove.mutateAsync({ params: { id } })}
        reload={() => void list.refetch()}
        renderEditor={(preference, onDone) => (
          <PreferenceEditor language={language} preference={preference} onDone={onDone} />
        )}
      />
    </ProfileSection>
  );
}

function PreferenceEditor({
  language,
  preference,
  onDone,
}: {
  language: LanguageCode;
  preference: TJobPreference | undefined;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const { edition } = useEdition();
  const save = useJobPreferenceSave();
  const [title, setTitle] = useState({ main_function_id: '', job_function_id: '' });
  const { form, editor } = useEntryForm(
    ZJobPreferenceBody,
    jobPreferenceValues(preference, edition.currency),
    async (body) => {
      await save(body, preference?.id);
      onDone(true);
    },
  );
  const values = form.watch();
  return (
    <EntryEditor
      title={t(preference ? 'profile_page.preferences.edit_title' : 'profile_page.preferences.new_title')}
      submit={editor}
      onCancel={() => onDone(false)}
      testId="preference-editor"
    >
      <JobPreferenceFields
        language={language}
        values={values}
        title={title}
        onTitle={setTitle}
        errorOf={form.errorOf}
        set={(field, value) => form.set(field, value)}
      />
    </EntryEditor>
  );
}
