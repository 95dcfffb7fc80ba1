import { profilePartLimits, type TLink, type TLinkBody, ZLinkBody } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { EntryEditor, EntryList, Field, useEntryForm } from '../complete-profile';
import { ProfileSection } from './ProfileSection';
import { useLinks } from './use-profile-parts';

/** Links (spec §3, §7 '/websites'): a display name, a valid web address and a description. */
export function LinksSection() {
  const { t } = useTranslation();
  const links = useLinks();
  const save = async (body: TLinkBody, id: number | undefined) => {
    if (id === undefined) await links.create.mutateAsync({ body });
    else await links.update.mutateAsync({ params: { id }, body });
  };
  return (
    <ProfileSection id="profile-links" title={t('profile_page.links.heading')}>
      <EntryList
        kind="link"
        textPrefix="profile_page.links"
        list={links.list}
        describe={(link) => ({
          title: link.display_name,
          subtitle: link.url,
          period: '',
          details: link.description ? [link.description] : [],
          names: { name: link.display_name },
        })}
        remove={(id) => links.remove.mutateAsync({ params: { id } })}
        reload={() => void links.list.refetch()}
        renderEditor={(link, onDone) => <LinkEditor link={link} save={save} onDone={onDone} />}
      />
    </ProfileSection>
  );
}

function LinkEditor({
  link,
  save,
  onDone,
}: {
  link: TLink | undefined;
  save: (body: TLinkBody, id: number | undefined) => Promise<void>;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const { form, editor } = useEntryForm(
    ZLinkBody,
    {
      display_name: link?.display_name ?? '',
      url: link?.url ?? '',
      description: link?.description ?? null,
    },
    async (body) => {
      await save(body, link?.id);
      onDone(true);
    },
  );
  const values = form.watch();
  return (
    <EntryEditor
      title={t(link ? 'profile_page.links.edit_title' : 'profile_page.links.new_title')}
      submit={editor}
      onCancel={() => onDone(false)}
      testId="link-editor"
    >
      <div className="wz-field-row">
        <Field
          id="link-display_name"
          label={t('profile_page.links.display_name')}
          error={form.errorOf('display_name')}
        >
          {(control) => (
            <input
              {...control}
              maxLength={profilePartLimits.linkNameMax}
              value={values.display_name ?? ''}
              onChange={(e) => form.set('display_name', e.target.value)}
            />
          )}
        </Field>
        <Field
          id="link-url"
          label={t('profile_page.links.url')}
          hint={t('profile_page.links.url_hint')}
          error={form.errorOf('url')}
        >
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="url"
              value={values.url ?? ''}
              onChange={(e) => form.set('url', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field
        id="link-description"
        label={t('profile_page.links.description')}
        error={form.errorOf('description')}
        optional
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={profilePartLimits.linkDescriptionMax}
            value={values.description ?? ''}
            onChange={(e) => form.set('description', e.target.value)}
          />
        )}
      </Field>
    </EntryEditor>
  );
}
