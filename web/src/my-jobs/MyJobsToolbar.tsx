import type { LanguageCode } from '@talkhire/config';
import { applicationEventKinds, type TApplicationEventKind } from '@talkhire/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigList } from '../complete-profile';
import { FilterSelect } from '../search-filters/FilterSelect';
import { hasFilters, type MyJobsTab, type MyJobsView } from './my-jobs-url';

/**
 * Sort and filters of one list. Every tab but Who viewed me sorts and filters by job type and work
 * arrangement; Saved and Communicated can hide closed jobs; Communicated filters by application state.
 */
export function MyJobsToolbar({
  tab,
  language,
  view,
  onChange,
}: {
  tab: Exclude<MyJobsTab, 'who-viewed-me'>;
  language: LanguageCode;
  view: MyJobsView;
  onChange(view: MyJobsView): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const jobTypes = useConfigList('job_types', language) ?? [];
  const arrangements = useConfigList('work_arrangements', language) ?? [];
  // Any change starts again at page 1.
  const change = (patch: Partial<MyJobsView>) => onChange({ ...view, ...patch, page: 1 });
  const idOf = (value: string) => (value ? Number(value) : undefined);

  return (
    <fieldset className="my-jobs__toolbar">
      <legend className="visually-hidden">{t('myJobs.filters.label')}</legend>
      <div className="filter">
        <label htmlFor={`${id}-sort`}>{t('myJobs.sort.label')}</label>
        <select
          id={`${id}-sort`}
          value={view.sort}
          data-testid="my-jobs-sort"
          onChange={(e) => change({ sort: e.target.value === '2' ? 2 : 1 })}
        >
          <option value={1}>{t('myJobs.sort.relevance')}</option>
          <option value={2}>{t('myJobs.sort.newest')}</option>
        </select>
      </div>
      <FilterSelect
        label={t('myJobs.filters.job_type')}
        testId="my-jobs-filter-job-type"
        value={view.jobType ? String(view.jobType) : ''}
        options={jobTypes.map((o) => ({ value: String(o.id), label: o.value }))}
        onChange={(v) => change({ jobType: idOf(v) })}
      />
      <FilterSelect
        label={t('myJobs.filters.work_arrangement')}
        testId="my-jobs-filter-work-arrangement"
        value={view.workArrangement ? String(view.workArrangement) : ''}
        options={arrangements.map((o) => ({ value: String(o.id), label: o.value }))}
        onChange={(v) => change({ workArrangement: idOf(v) })}
      />
      {tab === 'communicated' && (
        <FilterSelect
          label={t('myJobs.filters.status')}
          testId="my-jobs-filter-status"
          value={view.status ?? ''}
          options={applicationEventKinds.map((kind) => ({ value: kind, label: t(`myJobs.status.${kind}`) }))}
          onChange={(v) => change({ status: (v || undefined) as TApplicationEventKind | undefined })}
        />
      )}
      {tab !== 'for-you' && (
        <label className="my-jobs__check">
          <input
            type="checkbox"
            checked={view.isOpen}
            data-testid="my-jobs-filter-open"
            onChange={(e) => change({ isOpen: e.target.checked })}
          />
          {t('myJobs.filters.still_open')}
        </label>
      )}
      {hasFilters(view) && (
        <button
          type="button"
          className="link-button"
          onClick={() => onChange({ page: 1, sort: view.sort, isOpen: false })}
        >
          {t('myJobs.filters.clear')}
        </button>
      )}
    </fieldset>
  );
}
