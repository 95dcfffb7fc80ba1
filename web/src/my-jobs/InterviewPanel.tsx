import { withLanguagePath } from '@talkhire/config';
import { endpoints, interviewStatuses, type TInterview, type TInterviewStatus } from '@talkhire/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useConfigList } from '../api/config-list';
import { useEndpointMutation, useEndpointQuery, useInvalidate } from '../api/endpoint-queries';
import { useQueryParams } from '../auth';
import { InterviewCard, InterviewListControls, OfferCard, useCardAction } from '../chat-cards';
import { useFormats } from '../ui/use-formats';
import type { PanelProps } from './panel-props';

/**
 * My Jobs' Interview tab (spec §2): the seeker's invitations filtered by status and sorted by the
 * interview's date or the newest invitation, each as the chat's card with its answers. Opening the
 * tab counts as seeing them (the header's and tab's red dot goes), and a no-show ban shows its end.
 */
export function InterviewPanel({ language }: PanelProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const navigate = useNavigate();
  const params = useQueryParams();
  const api = useApi();
  const invalidate = useInvalidate();
  const offersId = useId();
  const status = interviewStatuses.find((s) => s === params.get('status'));
  const sort = params.get('sort') === '1' ? 1 : 2;
  const list = useEndpointQuery(endpoints.interviews.list, {
    query: { status: status ?? '', sort, page: 1, size: 100 },
  });
  const ban = useEndpointQuery(endpoints.interviews.ban, {});
  const offers = useEndpointQuery(endpoints.interviews.offers, {});
  const seen = useEndpointMutation(endpoints.interviews.markSeen, {
    invalidates: [endpoints.interviews.redDot],
    quiet: true,
  });
  const markSeen = seen.mutate;
  useEffect(() => {
    markSeen({});
  }, [markSeen]);

  const go = (next: { status: TInterviewStatus | undefined; sort: number }) => {
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.sort === 1) query.set('sort', '1');
    const search = query.toString();
    navigate(`${withLanguagePath(language, '/my-jobs/interview')}${search ? `?${search}` : ''}`);
  };
  const interviews = list.data?.interviews ?? [];
  return (
    <div className="my-jobs__interviews">
      {ban.data?.banned_until && (
        <p className="my-jobs__ban" role="note" data-testid="interview-ban">
          {t('interviews.list.ban', { date: formats.date(ban.data.banned_until) })}
        </p>
      )}
      <InterviewListControls className="my-jobs__toolbar" status={status} sort={sort} onChange={go} />
      {list.isPending ? (
        <p aria-busy="true">{t('myJobs.loading')}</p>
      ) : list.isError ? (
        <p role="alert">{t('myJobs.load_failed')}</p>
      ) : interviews.length === 0 ? (
        <div className="my-jobs__empty" data-testid="my-jobs-empty-interview">
          <h2>{t('interviews.list.empty_title')}</h2>
          <p>{status ? t('interviews.list.empty_filtered') : t('interviews.list.empty_body')}</p>
        </div>
      ) : (
        <ul className="my-jobs__list">
          {interviews.map((interview) => (
            <li key={interview.id}>
              <InterviewCard
                interview={interview}
                party="jobseeker"
                api={api}
                onChanged={() => void invalidate(endpoints.interviews.list)}
                footer={<InterviewFooter interview={interview} language={language} />}
              />
            </li>
          ))}
        </ul>
      )}
      {(offers.data?.offers.length ?? 0) > 0 && (
        <section aria-labelledby={offersId} data-testid="my-offers">
          <h2 id={offersId}>{t('interviews.list.offers_title')}</h2>
          <ul className="my-jobs__list">
            {offers.data?.offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard
                  offer={offer}
                  party="jobseeker"
                  api={api}
                  onChanged={() => void invalidate(endpoints.interviews.offers)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Under each card: the way to its chat, and a report (spec §3 report_interview_reasons). */
function InterviewFooter({
  interview,
  language,
}: {
  interview: TInterview;
  language: PanelProps['language'];
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const reasons = useConfigList('report_interview_reasons', { language, quiet: true, enabled: reporting });
  const { busy, error, run } = useCardAction();
  const reasonId = useId();
  return (
    <div className="chat-card__footer">
      <Link to={withLanguagePath(language, `/chat/${interview.chat_id}`)}>
        {t('interviews.list.open_chat')}
      </Link>
      {done ? (
        <p role="status">{t('interviews.card.reported')}</p>
      ) : reporting ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (reason === null) return;
            void run(() =>
              api.call(
                endpoints.interviews.report,
                { params: { id: interview.id }, body: { reason_id: reason } },
                { quiet: true },
              ),
            ).then((answer) => answer && setDone(true));
          }}
        >
          <label htmlFor={reasonId}>{t('interviews.card.report_reason')}</label>
          <select
            id={reasonId}
            required
            value={reason ?? ''}
            onChange={(event) => setReason(Number(event.target.value))}
          >
            <option value="" disabled>
              {t('interviews.card.report_reason')}
            </option>
            {(reasons.data ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.value}
              </option>
            ))}
          </select>
          <button type="submit" className="button" disabled={busy || reason === null}>
            {t('interviews.card.report')}
          </button>
          {error && <p role="alert">{error}</p>}
        </form>
      ) : (
        <button type="button" className="button button--link" onClick={() => setReporting(true)}>
          {t('interviews.card.report')}
        </button>
      )}
    </div>
  );
}
