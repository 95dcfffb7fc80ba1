import { ApiFailure } from '@talkhire/client';
import {
  calendarToday,
  endpointPath,
  endpoints,
  licenseAttachmentTypes,
  profilePartLimits,
  type TLicenseBody,
  type TLicenseCertification,
  ZLicenseBody,
} from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  controlText,
  dayOf,
  EntryEditor,
  EntryList,
  Field,
  useEntryForm,
} from '../complete-profile';
import { useFormats } from '../ui/use-formats';
import { ProfileSection } from './ProfileSection';
import { useLicenses } from './use-profile-parts';

/** What the file picker offers (spec §5: PNG, JPG, PDF); the relay checks the bytes. */
const accepted = [...licenseAttachmentTypes.map((type) => `.${type}`), '.jpeg'].join(',');

/**
 * Licenses and certifications (spec §3): name, issuing organisation, credential id and URL, issued
 * before they expire or permanent, and an attachment (PNG, JPG or PDF up to 5 MB) only its owner
 * can download.
 */
export function LicensesSection() {
  const { t } = useTranslation();
  const formats = useFormats();
  const licenses = useLicenses();
  const period = (license: TLicenseCertification) =>
    license.is_permanent || license.expiry_date === null
      ? t('profile_page.licenses.issued_permanent', { issued: formats.calendarDate(license.issue_date) })
      : t('profile_page.licenses.issued_expires', {
          issued: formats.calendarDate(license.issue_date),
          expires: formats.calendarDate(license.expiry_date),
        });
  return (
    <ProfileSection id="profile-licenses" title={t('profile_page.licenses.heading')}>
      <EntryList
        kind="license"
        textPrefix="profile_page.licenses"
        list={licenses.list}
        describe={(license) => ({
          title: license.name,
          subtitle: license.issuer,
          period: period(license),
          details: [
            ...(license.credential_id
              ? [t('profile_page.licenses.credential', { id: license.credential_id })]
              : []),
            ...(license.credential_url ? [license.credential_url] : []),
          ],
          names: { name: license.name },
          extra: license.attachment && (
            <p>
              <a
                href={endpointPath(endpoints.profileParts.licenseAttachment, { id: license.id })}
                download={license.attachment.filename}
                data-testid="license-attachment"
              >
                {t('profile_page.licenses.download', { name: license.attachment.filename })}
              </a>
            </p>
          ),
        })}
        remove={(id) => licenses.remove.mutateAsync({ params: { id } })}
        reload={() => void licenses.list.refetch()}
        renderEditor={(license, onDone) => (
          <LicenseEditor license={license} licenses={licenses} onDone={onDone} />
        )}
      />
    </ProfileSection>
  );
}

function LicenseEditor({
  license,
  licenses,
  onDone,
}: {
  license: TLicenseCertification | undefined;
  licenses: ReturnType<typeof useLicenses>;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // Once saved, a second submit (after a refused file) changes that license, never adds another.
  const [savedId, setSavedId] = useState(license?.id);
  const save = async (body: TLicenseBody) => {
    const saved =
      savedId !== undefined
        ? await licenses.update.mutateAsync({ params: { id: savedId }, body })
        : await licenses.create.mutateAsync({ body });
    setSavedId(saved.id);
    if (file) {
      const form = new FormData();
      form.append('file', file, file.name);
      try {
        await licenses.attach.mutateAsync({ params: { id: saved.id }, form });
      } catch (error) {
        // The license itself is saved; the file is said to be refused under its picker.
        if (!(error instanceof ApiFailure)) throw error;
        setFileError(error.errors.file?.[0] ?? error.message);
        return;
      }
    }
    onDone(true);
  };
  const { form, editor } = useEntryForm(
    ZLicenseBody,
    {
      name: license?.name ?? '',
      issuer: license?.issuer ?? '',
      credential_id: license?.credential_id ?? null,
      credential_url: license?.credential_url ?? null,
      ...(license ? { issue_date: license.issue_date } : {}),
      expiry_date: license?.expiry_date ?? null,
      is_permanent: license?.is_permanent ?? false,
    },
    save,
  );
  const values = form.watch();
  const text = (field: 'name' | 'issuer' | 'credential_id' | 'credential_url', label: string) => (
    <Field
      id={`license-${field}`}
      label={t(label)}
      error={form.errorOf(field)}
      optional={field === 'credential_id' || field === 'credential_url'}
    >
      {(control) => (
        <input
          {...control}
          {...(field === 'credential_url' ? { type: 'url', inputMode: 'url' as const } : {})}
          maxLength={field === 'credential_url' ? profilePartLimits.urlMax : profilePartLimits.licenseTextMax}
          value={values[field] ?? ''}
          onChange={(e) => form.set(field, e.target.value)}
        />
      )}
    </Field>
  );
  const pick = (chosen: File | null) => {
    setFileError(null);
    if (chosen && chosen.size > profilePartLimits.licenseAttachmentBytes) {
      setFile(null);
      setFileError(t('41174', { ns: 'errors' }));
      return;
    }
    setFile(chosen);
  };
  return (
    <EntryEditor
      title={t(license ? 'profile_page.licenses.edit_title' : 'profile_page.licenses.new_title')}
      submit={editor}
      onCancel={() => onDone(false)}
      testId="license-editor"
    >
      <div className="wz-field-row">
        {text('name', 'profile_page.licenses.name')}
        {text('issuer', 'profile_page.licenses.issuer')}
      </div>
      <div className="wz-field-row">
        {text('credential_id', 'profile_page.licenses.credential_id')}
        {text('credential_url', 'profile_page.licenses.credential_url')}
      </div>
      <div className="wz-field-row">
        <Field
          id="license-issue_date"
          label={t('profile_page.licenses.issue_date')}
          error={form.errorOf('issue_date')}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              max={calendarToday()}
              value={controlText(values.issue_date)}
              onChange={(e) => form.set('issue_date', dayOf(e.target.value))}
            />
          )}
        </Field>
        <Field
          id="license-expiry_date"
          label={t('profile_page.licenses.expiry_date')}
          error={form.errorOf('expiry_date')}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              disabled={values.is_permanent === true}
              value={values.is_permanent ? '' : controlText(values.expiry_date)}
              onChange={(e) => form.set('expiry_date', dayOf(e.target.value))}
            />
          )}
        </Field>
      </div>
      <CheckboxField
        id="license-is_permanent"
        label={t('profile_page.licenses.permanent')}
        checked={values.is_permanent === true}
        onChange={(checked) => form.set('is_permanent', checked)}
      />
      <Field
        id="license-file"
        label={t('profile_page.licenses.attachment')}
        hint={t('profile_page.licenses.attachment_hint')}
        error={fileError ?? undefined}
        optional
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={accepted}
            onChange={(e) => pick(e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      {license?.attachment && (
        <p>
          {t('profile_page.licenses.attached', { name: license.attachment.filename })}{' '}
          <button
            type="button"
            className="button wz-button--danger"
            onClick={() => void licenses.detach.mutateAsync({ params: { id: license.id } })}
          >
            {t('profile_page.licenses.remove_attachment')}
          </button>
        </p>
      )}
    </EntryEditor>
  );
}
