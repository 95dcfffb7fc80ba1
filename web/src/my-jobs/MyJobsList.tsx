import { pageSizes } from '@talkhire/config';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../ui/Pagination';
import { type EmptyKind, MyJobsEmpty } from './MyJobsEmpty';
import { hasFilters } from './my-jobs-url';
import type { PanelProps } from './panel-props';

interface Page {
  total_num: number;
  page: number;
  total_pages: number;
}

/** The part of a list query this reads. */
interface ListQuery<P> {
  data: P | undefined;
  isError: boolean;
  isFetching: boolean;
}

/** Total, items and pages of one list; its empty state when there is nothing (or nothing filtered). */
export function MyJobsList<P extends Page, Item>({
  panel,
  list,
  itemsOf,
  keyOf,
  renderItem,
  empty,
}: {
  panel: PanelProps;
  list: ListQuery<P>;
  itemsOf(page: P): Item[];
  keyOf(item: Item): number | string;
  /** `position`: 1-based, counted over the pages before this one too (30 a page, spec §9). */
  renderItem(item: Item, position: number): ReactNode;
  empty: EmptyKind | ((page: P) => EmptyKind);
}) {
  const { t } = useTranslation();
  const id = useId();
  const { view, language } = panel;
  if (list.isError) return <p role="alert">{t('myJobs.load_failed')}</p>;
  const result = list.data;
  if (!result) return <p aria-busy="true">{t('myJobs.loading')}</p>;
  const items = itemsOf(result);
  if (items.length === 0 && result.page <= 1) {
    const kind = hasFilters(view) ? 'filtered' : typeof empty === 'function' ? empty(result) : empty;
    return (
      <MyJobsEmpty
        kind={kind}
        language={language}
        onClearFilters={() => panel.onChange({ page: 1, sort: view.sort, isOpen: false })}
      />
    );
  }
  return (
    <div className="my-jobs__results" aria-busy={list.isFetching}>
      <h2 id={`${id}-total`} className="my-jobs__total" data-testid="my-jobs-total">
        {t('myJobs.total', { count: result.total_num })}
      </h2>
      <ul className="my-jobs__list" aria-labelledby={`${id}-total`}>
        {items.map((item, index) => (
          <li key={keyOf(item)} className="my-jobs__item" data-testid="my-jobs-item">
            {renderItem(item, (result.page - 1) * pageSizes.jobList + index + 1)}
          </li>
        ))}
      </ul>
      <Pagination
        page={result.page}
        totalPages={result.total_pages}
        hrefOf={(page) => panel.hrefOf({ ...view, page })}
      />
    </div>
  );
}
