import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormAlert } from './FormAlert';

export interface EntrySummary {
  title: string;
  subtitle?: string;
  period: string;
  details: string[];
  /** Placeholder values of the item's edit/delete texts (e.g. title and company). */
  names: Record<string, string>;
  /** Anything more the item shows under its details (a download link). */
  extra?: ReactNode;
}

/**
 * The list of a profile part (work experience, education, links…) with add, edit and delete. One editor
 * is open at a time; delete asks first. After each change the list is loaded again (spec §4: a
 * saved change has already marked it stale, a refused delete reloads it) and a polite message
 * says what happened.
 */
export function EntryList<T extends { id: number }>({
  kind,
  textPrefix = `profile.${kind}`,
  list,
  describe,
  remove,
  reload,
  renderEditor,
}: {
  /** Names the list's test ids (`${kind}-list`, `${kind}-entry`, `${kind}-add`). */
  kind: string;
  /** Where the list's texts are (`list`, `empty`, `add`, `saved`, `deleted`, `edit_item`…). */
  textPrefix?: string;
  list: UseQueryResult<T[]>;
  describe: (item: T) => EntrySummary;
  remove: (id: number) => Promise<unknown>;
  reload: () => void;
  renderEditor: (item: T | undefined, onDone: (saved: boolean) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const items = list.data ?? [];
  const text = (key: string, values?: Record<string, string>) => t(`${textPrefix}.${key}`, values);

  const closeEditor = (saved: boolean) => {
    setEditing(null);
    if (saved) setNotice(text('saved'));
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const { id } = deleting;
    setDeleting(null);
    try {
      await remove(id);
      setFailure(null);
      setNotice(text('deleted'));
    } catch (error) {
      setFailure((error as Error).message);
      // It may have been deleted elsewhere already: show the list as it is now.
      reload();
    }
    requestAnimationFrame(() => addButton.current?.focus());
  };

  return (
    <div className="wz-entry-list" data-testid={`${kind}-list`}>
      <h2 className="visually-hidden">{text('list')}</h2>
      <p className="visually-hidden" aria-live="polite">
        {notice}
      </p>
      <FormAlert message={failure} />
      {list.isError && <FormAlert message={t('profile.common.load_failed')} />}
      {list.isSuccess && items.length === 0 && <p className="muted">{text('empty')}</p>}
      <ul className="wz-entries">
        {items.map((item) => {
          const summary = describe(item);
          return (
            <li key={item.id} className="card wz-entry" data-testid={`${kind}-entry`}>
              {editing === item.id ? (
                renderEditor(item, closeEditor)
              ) : (
                <>
                  <h3>{summary.title}</h3>
                  {summary.subtitle && <p className="wz-entry__subtitle">{summary.subtitle}</p>}
                  {summary.period && <p className="muted">{summary.period}</p>}
                  {summary.details.map((detail) => (
                    <p key={detail} className="muted">
                      {detail}
                    </p>
                  ))}
                  {summary.extra}
                  <div className="wz-entry__actions">
                    <button
                      type="button"
                      className="button wz-button--secondary"
                      aria-label={text('edit_item', summary.names)}
                      disabled={editing !== null}
                      onClick={() => setEditing(item.id)}
                    >
                      {t('profile.common.edit')}
                    </button>
                    <button
                      type="button"
                      className="button wz-button--danger"
                      aria-label={text('delete_item', summary.names)}
                      disabled={editing !== null}
                      onClick={() => setDeleting(item)}
                    >
                      {t('profile.common.delete')}
                    </button>
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {editing === 'new' ? (
        renderEditor(undefined, closeEditor)
      ) : (
        <button
          ref={addButton}
          type="button"
          className="button wz-button--secondary"
          disabled={editing !== null}
          data-testid={`${kind}-add`}
          onClick={() => setEditing('new')}
        >
          {text('add')}
        </button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={text('delete_title')}
        message={deleting ? text('delete_body', describe(deleting).names) : ''}
        confirmLabel={t('profile.common.delete')}
        cancelLabel={t('profile.common.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        testId="delete-dialog"
      />
    </div>
  );
}
