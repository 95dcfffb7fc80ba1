import type { ApiFailure } from '@talkhire/client';
import { endpoints, type TResumeIssue } from '@talkhire/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '../api/endpoint-queries';
import { useFormats } from '../ui/use-formats';
import { ScoreRing } from './ScoreRing';
import './ai-resume.css';

/** How often the page asks again while an analysis is generating. */
const pollMs = 1_000;

/**
 * Spec §4 'Resume analysis' on the profile page: not started (a start button), generating (a
 * spinner; the latest analysis is read again until it is done), the result (score, the model's
 * advice, each issue with a link to its profile section and a "resolved" toggle), re-analyse.
 * Refusals (41311–41314) show the relay's localised message in place.
 */
export function ResumeAnalysisPanel() {
  const { t } = useTranslation();
  const formats = useFormats();
  const headingId = useId();
  const api = endpoints.aiResume;
  const latest = useEndpointQuery(
    api.latest,
    {},
    { refetchInterval: (data) => data?.status === 'generating' && pollMs },
  );
  const start = useEndpointMutation(api.start, { invalidates: [api.latest], quiet: true });
  const status = latest.data?.status;

  if (!latest.data) return null;
  const { analysis, credits } = latest.data;
  const refusal = start.error as ApiFailure | null;
  const generating = status === 'generating' || start.isPending;
  return (
    <section
      id="profile-analysis"
      className="card resume-analysis"
      aria-labelledby={headingId}
      aria-busy={generating}
      data-testid="resume-analysis"
      data-status={generating ? 'generating' : status}
    >
      <div className="resume-analysis__head">
        <h2 id={headingId}>{t('ai_resume.heading')}</h2>
        {!generating && (
          <button
            type="button"
            className={status === 'not_started' ? 'button' : 'button button--secondary'}
            onClick={() => start.mutate({})}
            data-testid="resume-analysis-start"
          >
            {status === 'not_started' ? t('ai_resume.start') : t('ai_resume.reanalyse')}
          </button>
        )}
      </div>
      {status === 'not_started' && !generating && <p>{t('ai_resume.intro')}</p>}
      <p className="resume-analysis__credits" data-testid="resume-analysis-credits">
        {t('ai_resume.credits', {
          left: formats.count(credits.left),
          per_day: formats.count(credits.per_day),
        })}
      </p>
      {refusal && !generating && (
        <p role="alert" className="resume-analysis__alert" data-testid="resume-analysis-error">
          {refusal.message}
        </p>
      )}
      {generating && (
        <p className="resume-analysis__generating" role="status" data-testid="resume-analysis-generating">
          <span className="resume-analysis__spinner" aria-hidden="true" />
          {t('ai_resume.generating')}
        </p>
      )}
      {status === 'failed' && !generating && (
        <p role="alert" className="resume-analysis__alert">
          {t('ai_resume.failed')}
        </p>
      )}
      {status === 'ready' && !generating && analysis?.score != null && (
        <AnalysisResult score={analysis.score} advice={analysis.advice} issues={analysis.issues} />
      )}
    </section>
  );
}

function AnalysisResult({
  score,
  advice,
  issues,
}: {
  score: number;
  advice: string | null;
  issues: TResumeIssue[];
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const issuesId = useId();
  const resolved = issues.filter((issue) => issue.resolved).length;
  return (
    <div className="resume-analysis__result">
      <div className="resume-analysis__summary">
        <ScoreRing
          score={score}
          shown={formats.count(score)}
          label={t('ai_resume.score_aria', { score: formats.count(score) })}
        />
        {advice && (
          <div className="resume-analysis__advice">
            <h3>{t('ai_resume.advice_heading')}</h3>
            <p data-testid="resume-analysis-advice">{advice}</p>
          </div>
        )}
      </div>
      {issues.length === 0 ? (
        <p>{t('ai_resume.no_issues')}</p>
      ) : (
        <>
          <div className="resume-analysis__issues-head">
            <h3 id={issuesId}>{t('ai_resume.issues_heading')}</h3>
            <span data-testid="resume-analysis-resolved-count">
              {t('ai_resume.resolved_count', {
                resolved: formats.count(resolved),
                total: formats.count(issues.length),
              })}
            </span>
          </div>
          <ul className="resume-analysis__issues" aria-labelledby={issuesId}>
            {issues.map((issue) => (
              <IssueRow key={issue.id} issue={issue} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function IssueRow({ issue }: { issue: TResumeIssue }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const checkboxId = useId();
  const mark = useEndpointMutation(endpoints.aiResume.markIssue, {
    invalidates: [endpoints.aiResume.latest],
  });
  // The box follows the click at once: kept in state set by the click itself, since the mutation's
  // pending state arrives a task later and React puts a controlled box back until then. The stored
  // answer takes over once the call and the analysis's refetch are done (or the call fails).
  const [clicked, setClicked] = useState<boolean | null>(null);
  const checked = clicked ?? issue.resolved;
  const values = detailValues(issue.details, formats);
  const section = t(`ai_resume.sections.${issue.section}`);
  return (
    <li
      className={`resume-analysis__issue resume-analysis__issue--${issue.severity}`}
      data-testid={`resume-issue-${issue.code}`}
      data-resolved={checked}
    >
      <div className="resume-analysis__issue-text">
        <span className="resume-analysis__severity">{t(`ai_resume.severity.${issue.severity}`)}</span>
        <strong>{t(`ai_resume.issues.${issue.code}.title`, values)}</strong>
        <p>{t(`ai_resume.issues.${issue.code}.fix`, values)}</p>
        <a href={`#profile-${issue.section}`} data-testid="resume-issue-go">
          {t('ai_resume.go_to', { section })}
        </a>
      </div>
      <label className="resume-analysis__resolved" htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            setClicked(event.target.checked);
            mark.mutate(
              { params: { id: issue.id }, body: { resolved: event.target.checked } },
              { onSettled: () => setClicked(null) },
            );
          }}
          data-testid="resume-issue-resolved"
        />
        {t('ai_resume.mark_resolved')}
      </label>
    </li>
  );
}

/** The issue's values as the page's language writes them: numbers in its digits, months by name. */
function detailValues(details: TResumeIssue['details'], formats: ReturnType<typeof useFormats>) {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => {
      if (typeof value === 'number') return [key, formats.count(value)];
      if (/^\d{4}-\d{2}$/.test(value)) return [key, formats.month(`${value}-01`)];
      return [key, value];
    }),
  );
}
