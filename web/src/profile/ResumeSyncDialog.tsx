import type { TSyncItem, TSyncItemKind } from '@talkhire/contracts';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { useInvalidate } from '../api/endpoint-queries';
import { Dialog } from '../ui/Dialog';
import { providedResumeSyncMachine, syncChanges } from './resume-sync-actors';
import { SyncItemRow } from './SyncItemRow';
import './resume-sync.css';
import { machineInspectOptions } from '../machine-inspection';

/** The order the items are shown in, one group per part of the profile. */
const groups: TSyncItemKind[][] = [
  ['name', 'email', 'phone', 'address', 'summary'],
  ['work_experience'],
  ['education'],
  ['skill'],
  ['link'],
];

/**
 * Sync the profile from a resume (spec §4 'items found → confirm → synced'): the items the relay
 * found, each ticked when it can be kept; the seeker unticks what not to keep and confirms; the
 * profile's sections read their data again. An unreadable file says so (41281).
 */
export function ResumeSyncDialog({
  resumeId,
  filename,
  onClose,
}: {
  resumeId: number;
  filename: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const invalidate = useInvalidate();
  const machine = useMemo(() => providedResumeSyncMachine(api), [api]);
  const [snapshot, send] = useMachine(machine, { ...machineInspectOptions, input: { resumeId } });
  const { content, ticked, failure, result } = snapshot.context;
  const loading = snapshot.hasTag('loading');

  useEffect(() => {
    if (snapshot.matches('Synced')) void invalidate(...syncChanges);
  }, [snapshot, invalidate]);

  const state = String(snapshot.value);
  const items = content?.items ?? [];
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('resume_sync.title')}
      description={t('resume_sync.description', { filename })}
      closeLabel={t('resume_sync.close')}
      closeOnMask={false}
      testId="resume-sync-dialog"
      className="resume-sync-dialog"
      state={state}
      sheet
    >
      <div className="dialog__body resume-sync" aria-busy={loading}>
        {snapshot.matches('Reading') && (
          <p role="status" data-testid="resume-sync-reading">
            {t('resume_sync.reading')}
          </p>
        )}
        {(snapshot.matches('Unreadable') || snapshot.matches('Failed')) && (
          <p role="alert" className="resume-sync__alert" data-testid="resume-sync-error">
            {failure?.message || t('41281', { ns: 'errors' })}
          </p>
        )}
        {(snapshot.matches('Choosing') || snapshot.matches('Syncing')) && (
          <>
            {items.length === 0 && <p data-testid="resume-sync-empty">{t('resume_sync.nothing_found')}</p>}
            {groups.map((kinds) => {
              const group = items.filter((item) => kinds.includes(item.kind));
              return group.length === 0 ? null : (
                <ItemGroup
                  key={kinds[0]}
                  kind={kinds[0] ?? 'name'}
                  items={group}
                  ticked={ticked}
                  send={send}
                />
              );
            })}
            {content && content.unmapped.length > 0 && (
              <details className="resume-sync__unmapped">
                <summary>{t('resume_sync.unmapped', { count: content.unmapped.length })}</summary>
                <ul>
                  {content.unmapped.map((line) => (
                    <li key={`${line.section}:${line.text}`}>{line.text}</li>
                  ))}
                </ul>
              </details>
            )}
            {failure && (
              <p role="alert" className="resume-sync__alert" data-testid="resume-sync-error">
                {failure.message}
              </p>
            )}
          </>
        )}
        {snapshot.matches('Syncing') && <p role="status">{t('resume_sync.syncing')}</p>}
        {snapshot.matches('Synced') && result && (
          <p role="status" data-testid="resume-sync-done">
            {t('resume_sync.synced', { count: result.applied.length })}
            {result.skipped.length > 0 && ` ${t('resume_sync.skipped', { count: result.skipped.length })}`}
          </p>
        )}
      </div>
      <div className="dialog__footer dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {snapshot.status === 'done' ? t('resume_sync.close') : t('resume_sync.cancel')}
        </button>
        {snapshot.matches('Failed') && (
          <button type="button" className="button" onClick={() => send({ type: 'SYNC.RETRY' })}>
            {t('resume_sync.retry')}
          </button>
        )}
        {(snapshot.matches('Choosing') || snapshot.matches('Syncing')) && (
          <button
            type="button"
            className="button"
            disabled={ticked.length === 0 || loading}
            onClick={() => send({ type: 'SYNC.CONFIRM' })}
            data-testid="resume-sync-confirm"
          >
            {t('resume_sync.confirm', { count: ticked.length })}
          </button>
        )}
      </div>
    </Dialog>
  );
}

function ItemGroup({
  kind,
  items,
  ticked,
  send,
}: {
  kind: TSyncItemKind;
  items: TSyncItem[];
  ticked: string[];
  send: (event: { type: 'SYNC.TOGGLE'; id: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="resume-sync__group" data-testid={`sync-group-${kind}`}>
      <legend>{t(`resume_sync.groups.${kind}`)}</legend>
      <ul className="resume-sync__items">
        {items.map((item) => (
          <SyncItemRow
            key={item.id}
            item={item}
            ticked={ticked.includes(item.id)}
            onToggle={() => send({ type: 'SYNC.TOGGLE', id: item.id })}
          />
        ))}
      </ul>
    </fieldset>
  );
}
