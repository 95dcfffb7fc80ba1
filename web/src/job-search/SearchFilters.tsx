import type { JobSearchListField, JobSearchRequest } from '@talkhire/config';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../search-filters/FilterSelect';
import type { SearchLists, TSeoOption } from '../search-filters/search-lists';
import { track } from '../tracking';
import { activeFilterCount } from './active-filters';
import { FilterChecklist } from './FilterChecklist';
import { FunctionPicker } from './FunctionPicker';

/** The filters of spec §2; each change is a new search (the page turns the patch into a URL). */
export function SearchFilters({
  lists,
  request,
  onChange,
  onClear,
}: {
  lists: SearchLists;
  request: JobSearchRequest;
  onChange(patch: Partial<JobSearchRequest>): void;
  /** Drops every filter, keeping the keyword, the location and the order. */
  onClear(): void;
}) {
  const { t } = useTranslation();
  // Its own id: the side column and the sheet of a narrow screen may both be on the page.
  const headingId = useId();
  const listFilter = (field: JobSearchListField, label: string, options: TSeoOption[], testId: string) => (
    <FilterChecklist
      label={label}
      testId={testId}
      selected={request[field] ?? []}
      options={options.map((o) => ({ id: o.id, label: o.value }))}
      onChange={(ids) => onChange({ [field]: ids.length ? ids : undefined })}
    />
  );
  const salary = lists.salaryRanges.find(
    (r) => (request.salary_from ?? 0) === r.from && (request.salary_to ?? 0) === r.to,
  );

  return (
    <section className="search-filters" aria-labelledby={headingId} data-testid="search-filters">
      <h2 id={headingId} className="visually-hidden">
        {t('jobs.search.filters')}
      </h2>
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
      {listFilter('job_types', t('jobs.search.job_type'), lists.jobTypes, 'filter-job-type')}
      {listFilter('xp_lvls', t('jobs.search.experience'), lists.xpLvls, 'filter-experience')}
      {listFilter('degrees', t('jobs.search.qualification'), lists.degrees, 'filter-qualification')}
      {listFilter('industries', t('jobs.search.industry'), lists.industries, 'filter-industry')}
      {listFilter('company_sizes', t('jobs.search.company_size'), lists.companySizes, 'filter-company-size')}
      {listFilter(
        'financing_stages',
        t('jobs.search.financing_stage'),
        lists.financingStages,
        'filter-financing-stage',
      )}
      {listFilter('benefits', t('jobs.search.benefits'), lists.benefits, 'filter-benefits')}
      <FilterChecklist
        label={t('jobs.search.work_arrangement')}
        testId="filter-work-arrangement"
        selected={request.work_arrangements ?? []}
        options={lists.workArrangements.map((o) => ({ id: o.id, label: o.value }))}
        onChange={(ids) => {
          trackWorkArrangement(ids);
          onChange({ work_arrangements: ids.length ? ids : undefined });
        }}
      />
      <FunctionPicker mainFunctions={lists.mainFunctions} request={request} onChange={onChange} />
      <label className="filter filter--check">
        <input
          type="checkbox"
          checked={request.is_company_verified === true}
          data-testid="filter-verified"
          onChange={(e) => onChange({ is_company_verified: e.target.checked || undefined })}
        />
        {t('jobs.search.verified_company')}
      </label>
      <label className="filter filter--check">
        <input
          type="checkbox"
          checked={request.is_web3 === true}
          data-testid="filter-web3"
          onChange={(e) => {
            if (e.target.checked) track('web3_jobs_click', { source: 'search_filter' });
            onChange({ is_web3: e.target.checked || undefined });
          }}
        />
        {t('jobs.search.web3')}
      </label>
      {activeFilterCount(request) > 0 && (
        <button type="button" className="link-button" data-testid="clear-filters" onClick={onClear}>
          {t('jobs.search.clear_filters')}
        </button>
      )}
    </section>
  );
}

/**
 * Spec §7's work-arrangement events: the filter narrowed to remote (id 3) or on-site (id 1) only,
 * or cleared to all of them.
 */
function trackWorkArrangement(ids: number[]) {
  if (ids.length === 0) track('search_all_click');
  else if (ids.length === 1 && ids[0] === 3) track('search_remote_click');
  else if (ids.length === 1 && ids[0] === 1) track('search_on_site_click');
}
