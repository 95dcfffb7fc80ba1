import { interviewStatuses, type TInterviewStatus } from '@talkhire/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The status filter and the order of an interview list: the seeker's Interview tab and the Boss's
 * Interviews page. Sort 1 is the interview's date, 2 the newest invitation.
 */
export function InterviewListControls({
  className,
  status,
  sort,
  onChange,
}: {
  className: string;
  status: TInterviewStatus | undefined;
  sort: number;
  onChange: (next: { status: TInterviewStatus | undefined; sort: number }) => void;
}) {
  const { t } = useTranslation();
  const statusId = useId();
  const sortId = useId();
  return (
    <div className={className}>
      <label htmlFor={statusId}>{t('interviews.list.filter_label')}</label>
      <select
        id={statusId}
        value={status ?? ''}
        onChange={(event) =>
          onChange({ status: interviewStatuses.find((s) => s === event.target.value), sort })
        }
        data-testid="interview-status-filter"
      >
        <option value="">{t('interviews.list.filter_all')}</option>
        {interviewStatuses.map((s) => (
          <option key={s} value={s}>
            {t(`interviews.status.${s}`)}
          </option>
        ))}
      </select>
      <label htmlFor={sortId}>{t('interviews.list.sort_label')}</label>
      <select
        id={sortId}
        value={sort}
        onChange={(event) => onChange({ status, sort: Number(event.target.value) })}
      >
        <option value={1}>{t('interviews.list.sort_soonest')}</option>
        <option value={2}>{t('interviews.list.sort_newest')}</option>
      </select>
    </div>
  );
}
