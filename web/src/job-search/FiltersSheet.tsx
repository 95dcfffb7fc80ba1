import type { JobSearchRequest } from '@talkhire/config';
import type { TJobSearchResult } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchLists } from '../search-filters/search-lists';
import { Dialog } from '../ui/Dialog';
import { useFormats } from '../ui/use-formats';
import { activeFilterCount } from './active-filters';
import { SearchFilters } from './SearchFilters';
import { searchTotalText } from './search-total';

/**
 * The filters of a narrow screen: a button showing how many are on, opening them in a sheet so
 * the first jobs fit on the first screen. Each change searches at once, as in the side column of
 * a wide screen (job-search.css shows one or the other); the footer closes the sheet on the jobs.
 */
export function FiltersSheet({
  lists,
  request,
  total,
  onChange,
  onClear,
}: {
  lists: SearchLists;
  request: JobSearchRequest;
  /** The number of jobs the search finds (or "10,000+"), once known. */
  total: Pick<TJobSearchResult, 'total_num' | 'total_is_capped'> | undefined;
  onChange(patch: Partial<JobSearchRequest>): void;
  onClear(): void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(request);
  return (
    <>
      <button
        type="button"
        className="filters-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        // Read as 'Filters, 2 filters on': the badge alone would be a bare number.
        aria-label={
          count > 0 ? `${t('jobs.search.filters')}, ${t('jobs.search.active_filters', { count })}` : undefined
        }
        data-testid="filters-button"
        onClick={() => setOpen(true)}
      >
        {t('jobs.search.filters')}
        {count > 0 && (
          <span className="filters-button__count" aria-hidden="true" data-testid="filters-count">
            {formats.count(count)}
          </span>
        )}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('jobs.search.filters')}
        closeLabel={t('jobs.search.close_filters')}
        testId="filters-sheet"
        sheet
      >
        <div className="dialog__body">
          <SearchFilters lists={lists} request={request} onChange={onChange} onClear={onClear} />
        </div>
        <div className="dialog__footer">
          <button
            type="button"
            className="button filters-sheet__done"
            data-testid="filters-show-results"
            onClick={() => setOpen(false)}
          >
            {total === undefined
              ? t('jobs.search.close_filters')
              : searchTotalText('jobs.search.show_results', total, t, formats.count)}
          </button>
        </div>
      </Dialog>
    </>
  );
}
