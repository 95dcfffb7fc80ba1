import type { LanguageCode } from '@talkhire/config';
import { endpoints, jobSeekerTypes, type TBasicProfile, ZBasicInfoForm } from '@talkhire/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../api/endpoint-queries';
import {
  AboutFields,
  controlText,
  dayOf,
  EntryEditor,
  Field,
  FormAlert,
  SelectField,
  useBasicProfileUpdate,
  useConfigList,
  useEntryForm,
} from '../complete-profile';
import { WorkEligibility } from '../identity-verification';
import { useSession } from '../session/session-context';
import { useFormats } from '../ui/use-formats';
import { VerifiedBadge } from '../ui/VerifiedBadge';
import { AvatarEditor } from './AvatarEditor';
import { ProfileSection } from './ProfileSection';

/**
 * Basic info (spec §3): names, avatar, date of birth, nationality, current location, home address,
 * email and phone (shown here, changed in Account settings), working since, job-seeking status,
 * job seeker type, earliest availability and work eligibility. Edit opens the form in place.
 */
export function BasicInfoSection({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const profile = useEndpointQuery(endpoints.profile.basicProfile, {});
  const [editing, setEditing] = useState(false);
  return (
    <ProfileSection
      id="profile-basic"
      title={t('profile_page.basic.heading')}
      actions={
        !editing &&
        profile.data && (
          <button
            type="button"
            className="button wz-button--secondary"
            data-testid="basic-edit"
            aria-label={t('profile_page.basic.edit')}
            onClick={() => setEditing(true)}
          >
            {t('profile.common.edit')}
          </button>
        )
      }
    >
      {profile.isError && <FormAlert message={t('profile.common.load_failed')} />}
      {profile.data &&
        (editing ? (
          <BasicInfoEditor language={language} profile={profile.data} onDone={() => setEditing(false)} />
        ) : (
          <BasicInfoView language={language} profile={profile.data} />
        ))}
    </ProfileSection>
  );
}

function BasicInfoView({ language, profile }: { language: LanguageCode; profile: TBasicProfile }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { user } = useSession();
  const countries = useConfigList('country_lists', language);
  const locationGroups = useConfigList('location_lists', language);
  const noticePeriods = useConfigList('notice_period_lists', language);
  const nameIn = (list: readonly { id: number; value: string }[] | undefined, id: number | null) =>
    id === null ? undefined : list?.find((item) => item.id === id)?.value;
  const location = locationGroups
    ?.flatMap((g) => g.locations)
    .find((l) => l.id === profile.location_id)?.value;
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  const facts: [string, ReactNode][] = [
    ['profile.basic.birthday', profile.birthday && formats.calendarDate(profile.birthday)],
    ['profile.about.nationality', nameIn(countries, profile.nationality_id)],
    ['profile.about.current_location', location],
    ['profile.about.home_address', profile.home_address],
    ['profile_page.basic.email', user?.email],
    ['profile_page.basic.phone', user?.phone_num],
    ['profile.about.working_since', profile.working_since && formats.month(profile.working_since)],
    [
      'profile.about.job_seeking_status',
      profile.job_seeking_status && t(`profile.about.seeking_status.${profile.job_seeking_status}`),
    ],
    [
      'profile_page.basic.job_seeker_type',
      profile.job_seeker_type && t(`profile_page.basic.seeker_types.${profile.job_seeker_type}`),
    ],
    ['profile.about.notice_period', nameIn(noticePeriods, profile.notice_period_id)],
    [
      'profile.about.work_eligibility',
      <WorkEligibility
        key="work_eligibility"
        language={language}
        verifiedIdentityId={profile.user_identity_id}
        declaredIdentityId={profile.declared_identity_id}
        notGiven={t('profile_page.not_given')}
      />,
    ],
  ];
  return (
    <>
      <div className="profile-identity">
        <AvatarEditor />
        <p className="profile-name" data-testid="basic-name">
          <strong>{fullName}</strong>
          {profile.identity_verified && (
            <>
              {' '}
              <VerifiedBadge />
            </>
          )}
        </p>
      </div>
      <dl className="profile-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value || t('profile_page.not_given')}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t('profile_page.basic.contacts_hint')}</p>
    </>
  );
}

function BasicInfoEditor({
  language,
  profile,
  onDone,
}: {
  language: LanguageCode;
  profile: TBasicProfile;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const update = useBasicProfileUpdate();
  const { form, editor } = useEntryForm(
    ZBasicInfoForm,
    {
      first_name: profile.first_name,
      last_name: profile.last_name,
      birthday: profile.birthday,
      nationality_id: profile.nationality_id,
      location_id: profile.location_id,
      home_address: profile.home_address,
      working_since: profile.working_since,
      job_seeking_status: profile.job_seeking_status,
      job_seeker_type: profile.job_seeker_type,
      notice_period_id: profile.notice_period_id,
      declared_identity_id: profile.declared_identity_id,
    },
    async (body) => {
      await update.mutateAsync({ body });
      session.refresh();
      onDone();
    },
  );
  const values = form.watch();
  const id = (field: string) => `basic-${field}`;
  const name = (field: 'first_name' | 'last_name', label: string) => (
    <Field id={id(field)} label={t(label)} error={form.errorOf(field)}>
      {(control) => (
        <input
          {...control}
          maxLength={50}
          autoComplete={field === 'first_name' ? 'given-name' : 'family-name'}
          value={values[field] ?? ''}
          onChange={(e) => form.set(field, e.target.value)}
        />
      )}
    </Field>
  );
  const birthday = (
    <Field id={id('birthday')} label={t('profile.basic.birthday')} error={form.errorOf('birthday')} optional>
      {(control) => (
        <input
          {...control}
          type="date"
          autoComplete="bday"
          value={controlText(values.birthday)}
          onChange={(e) => form.set('birthday', dayOf(e.target.value))}
        />
      )}
    </Field>
  );
  const seekerType = (
    <SelectField
      id={id('job_seeker_type')}
      label={t('profile_page.basic.job_seeker_type')}
      error={form.errorOf('job_seeker_type')}
      optional
      value={controlText(values.job_seeker_type)}
      options={jobSeekerTypes.map((s) => ({
        value: s,
        label: t(`profile_page.basic.seeker_types.${s}`),
      }))}
      onChange={(value) => form.set('job_seeker_type', value || null)}
    />
  );

  return (
    <EntryEditor title={t('profile_page.basic.edit')} submit={editor} onCancel={onDone} testId="basic-editor">
      <div className="wz-field-row">
        {name('first_name', 'profile.basic.first_name')}
        {name('last_name', 'profile.basic.last_name')}
      </div>
      {/* The birthday shares the nationality's row, the seeker type the notice period's. */}
      <AboutFields
        form={{ values, errorOf: form.errorOf, set: form.set }}
        language={language}
        idPrefix="basic"
        lead={birthday}
        beforeNotice={seekerType}
      />
    </EntryEditor>
  );
}
