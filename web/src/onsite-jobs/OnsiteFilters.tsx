import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../search-filters/FilterSelect';
import type { SearchLists, TSeoOption } from '../search-filters/search-lists';
import type { OnsiteRequest } from './onsite-url';

type ListField = 'work_arrangements' | 'job_locations' | 'job_types' | 'xp_lvls';

/**
 * The page's filters, one choice each: work arrangement (on-site or hybrid), location, job type,
 * salary and experience. Each change is a new URL (the page turns the patch into one).
 */
export function OnsiteFilters({
  lists,
  arrangements,
  request,
  onChange,
  onClear,
}: {
  lists: SearchLists;
  /** The work arrangements the page lists: on-site and hybrid. */
  arrangements: TSeoOption[];
  request: OnsiteRequest;
  onChange(patch: Partial<OnsiteRequest>): void;
  /** Drops every filter; absent when there is none. */
  onClear?: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const grouped = lists.locationGroups.length > 1;
  const locations = lists.locationGroups.flatMap((group) =>
    group.locations.map((l) => ({ id: l.id, value: grouped ? `${l.value} (${group.value})` : l.value })),
  );
  const single = (
    field: ListField,
    label: string,
    options: { id: number; value: string }[],
    testId: string,
  ) => {
    const chosen = request[field] ?? [];
    return (
      <FilterSelect
        label={label}
        testId={testId}
        value={chosen.length === 1 ? String(chosen[0]) : ''}
        options={options.map((o) => ({ value: String(o.id), label: o.value }))}
        onChange={(v) => onChange({ [field]: v ? [Number(v)] : undefined })}
      />
    );
  };
  const salary = lists.salaryRanges.find(
    (r) => (request.salary_from ?? 0) === r.from && (request.salary_to ?? 0) === r.to,
  );

  return (
    <section className="onsite-filters" aria-labelledby={headingId} data-testid="onsite-filters">
      <h2 id={headingId} className="onsite-filters__title">
        {t('jobs.search.filters')}
      </h2>
      {single('work_arrangements', t('onsiteJobs.work_arrangement'), arrangements, 'filter-work-arrangement')}
      {single('job_locations', t('jobs.search.location_label'), locations, 'filter-location')}
      {single('job_types', t('jobs.search.job_type'), lists.jobTypes, 'filter-job-type')}
      <FilterSelect
        label={t('jobs.search.salary')}
        testId="filter-salary"
        value={salary ? String(salary.id) : ''}
        options={lists.salaryRanges.map((r) => ({ value: String(r.id), label: r.value }))}
        onChange={(v) => {
          const range = lists.salaryRanges.find((r) => String(r.id) === v);
          onChange({ salary_from: range?.from || undefined, salary_to: range?.to || undefined });
        }}
      />
      {single('xp_lvls', t('jobs.search.experience'), lists.xpLvls, 'filter-experience')}
      {onClear && (
        <button type="button" className="link-button" data-testid="clear-filters" onClick={onClear}>
          {t('jobs.search.clear_filters')}
        </button>
      )}
    </section>
  );
}
