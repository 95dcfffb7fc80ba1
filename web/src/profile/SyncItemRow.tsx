import { readFieldMessage, type TSyncItem } from '@talkhire/contracts';
import { isTickable } from '@talkhire/machines';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../ui/use-formats';

/**
 * One item found in the resume, with its tick. An item that cannot be kept says why: it is in the
 * profile already, it breaks a rule of the profile, or (e-mail, phone) it changes only with a code.
 */
export function SyncItemRow({
  item,
  ticked,
  onToggle,
}: {
  item: TSyncItem;
  ticked: boolean;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const tickable = isTickable(item);
  const notes = [
    ...(item.duplicate ? [t('resume_sync.already_there')] : []),
    ...(!item.syncable ? [t('resume_sync.account_settings_only')] : []),
    ...item.problems.map((problem) => {
      const message = readFieldMessage(problem.message);
      const field = t(`resume_sync.fields.${problem.field}`, { defaultValue: problem.field });
      return `${field}: ${message ? t(message.key, { ns: 'errors', ...message.values }) : problem.message}`;
    }),
  ];
  return (
    <li className="sync-item" data-testid="sync-item" data-item-id={item.id} data-tickable={tickable}>
      <input
        id={id}
        type="checkbox"
        checked={tickable && ticked}
        disabled={!tickable}
        onChange={onToggle}
        aria-describedby={notes.length > 0 ? `${id}-notes` : undefined}
      />
      <label htmlFor={id} className="sync-item__label">
        <ItemText item={item} />
      </label>
      {notes.length > 0 && (
        <ul id={`${id}-notes`} className="sync-item__notes muted">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The item as the resume says it; each value keeps its own direction (a Latin name on an Arabic page). */
function ItemText({ item }: { item: TSyncItem }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const period = (start: string | null, end: string | null, ongoing: boolean) =>
    t('resume_sync.period', {
      start: start ? formats.month(start) : t('resume_sync.unknown'),
      end: ongoing ? t('resume_sync.present') : end ? formats.month(end) : t('resume_sync.unknown'),
    });
  const unknown = t('resume_sync.unknown');
  switch (item.kind) {
    case 'name':
      return <bdi>{t('resume_sync.name_value', item.value)}</bdi>;
    case 'email':
      return <bdi>{item.value.email}</bdi>;
    case 'phone':
      return <bdi>{item.value.phone_num}</bdi>;
    case 'address':
      return <bdi>{item.value.home_address}</bdi>;
    case 'summary':
      return (
        <span className="sync-item__summary" dir="auto">
          {item.value.summary}
        </span>
      );
    case 'work_experience':
      return (
        <>
          <strong dir="auto">{item.value.job_title ?? unknown}</strong>
          <span dir="auto">{item.value.company_name ?? unknown}</span>
          <span className="muted">
            {period(item.value.start_date, item.value.end_date, item.value.is_currently_working)}
          </span>
        </>
      );
    case 'education':
      return (
        <>
          <strong dir="auto">{item.value.school_name ?? unknown}</strong>
          <span dir="auto">{item.value.degree ?? unknown}</span>
          <span className="muted">
            {period(item.value.start_date, item.value.end_date, item.value.is_currently_attending)}
          </span>
        </>
      );
    case 'skill':
      return <bdi>{item.value.name}</bdi>;
    case 'link':
      return (
        <>
          <strong dir="auto">{item.value.display_name}</strong> <bdi>{item.value.url}</bdi>
        </>
      );
  }
}
