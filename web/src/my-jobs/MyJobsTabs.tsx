import type { KeyboardEvent } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type MyJobsTab, myJobsTabs } from './my-jobs-url';

export const tabId = (tab: MyJobsTab) => `my-jobs-tab-${tab}`;
export const panelId = (tab: MyJobsTab) => `my-jobs-panel-${tab}`;

/**
 * The tab list of the WAI-ARIA tabs pattern: one tab in the tab order, arrow keys move between
 * tabs (mirrored in right-to-left pages), Home and End jump to the ends; moving selects.
 */
export function MyJobsTabs({ current, onSelect }: { current: MyJobsTab; onSelect(tab: MyJobsTab): void }) {
  const { t } = useTranslation();
  const buttons = useRef(new Map<MyJobsTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const at = myJobsTabs.indexOf(current);
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (at + step + myJobsTabs.length) % myJobsTabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = myJobsTabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const tab = myJobsTabs[next]!;
    buttons.current.get(tab)?.focus();
    onSelect(tab);
  };

  return (
    <div className="my-jobs__tabs" role="tablist" aria-label={t('myJobs.tabs.label')} onKeyDown={onKeyDown}>
      {myJobsTabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            if (el) buttons.current.set(tab, el);
            else buttons.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === current}
          aria-controls={panelId(tab)}
          tabIndex={tab === current ? 0 : -1}
          className="my-jobs__tab"
          data-testid={`my-jobs-tab-${tab}`}
          onClick={() => onSelect(tab)}
        >
          {t(`myJobs.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
