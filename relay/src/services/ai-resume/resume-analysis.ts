import type { LanguageCode } from '@talkhire/config';
import { limits } from '@talkhire/config';
import { errorCodes, type TResumeAnalysis, type TResumeIssue } from '@talkhire/contracts';
import { translate } from '@talkhire/i18n';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../files/file-storage';
import { ApiError } from '../../http/api-error';
import { type AiProvider, aiDayOf, nextAiDay } from '../ai';
import { readFullProfile } from '../jobseekers';
import { advicePrompt } from './advice-prompt';
import { analysisInputOf } from './analysis-input';
import { checkResume, type Finding, insufficiency } from './resume-checks';

export interface AnalysisDeps {
  db: Db;
  files: FileStorage;
  ai: AiProvider;
  now?: () => Date;
  /** Where a failed analysis or an unavailable model is reported (the relay's log). */
  onError?: (error: unknown, message: string) => void;
}

/** A `generating` row older than this was left by a relay that stopped: it no longer blocks. */
const staleAfterMs = 5 * 60_000;

/** The seeker's latest analysis with today's credits (GET resume-analysis). */
export async function latestAnalysis(
  deps: Pick<AnalysisDeps, 'db' | 'now'>,
  userId: number,
): Promise<TResumeAnalysis> {
  const now = deps.now?.() ?? new Date();
  const row = await deps.db
    .selectFrom('resume_analyses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const credits = await creditsOf(deps.db, userId, now);
  if (!row) return { status: 'not_started', analysis: null, credits };
  const issues = await deps.db
    .selectFrom('resume_analysis_issues')
    .select(['id', 'code', 'severity', 'section', 'item_id', 'details', 'resolved'])
    .where('analysis_id', '=', row.id)
    .orderBy('position')
    .execute();
  const stale =
    row.status === 'generating' && now.getTime() - new Date(row.created_at).getTime() > staleAfterMs;
  return {
    status: stale ? 'failed' : row.status,
    analysis: {
      id: row.id,
      started_at: new Date(row.created_at).toISOString(),
      finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
      score: row.score,
      advice: row.advice,
      issues: issues.map(issueOf),
    },
    credits,
  };
}

/**
 * Starts an analysis (POST resume-analysis): refused with 41311/41312 when the profile is too thin,
 * 41313 while one runs, 41314 when today's credits are used. Answers at once with the generating
 * row; `done` settles when the checks (and the model's advice) are stored.
 */
export async function startAnalysis(
  deps: AnalysisDeps,
  userId: number,
  language: LanguageCode,
): Promise<{ answer: TResumeAnalysis; done: Promise<void> }> {
  const now = deps.now?.() ?? new Date();
  const profile = await readFullProfile(deps.db, userId);
  if (!profile) throw ApiError.notFound();
  const thin = insufficiency(profile);
  if (thin === 41311) throw new ApiError(errorCodes.insufficientProfileForAnalysis);
  if (thin === 41312) throw new ApiError(errorCodes.insufficientProfileForAnalysisAlt);

  await deps.db
    .updateTable('resume_analyses')
    .set({ status: 'failed', finished_at: now })
    .where('user_id', '=', userId)
    .where('status', '=', 'generating')
    .where('created_at', '<', new Date(now.getTime() - staleAfterMs))
    .execute();
  const running = await deps.db
    .selectFrom('resume_analyses')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'generating')
    .executeTakeFirst();
  if (running) throw new ApiError(errorCodes.analysisInProgress);
  if ((await creditsOf(deps.db, userId, now)).left === 0)
    throw new ApiError(errorCodes.analysisCreditExhausted);

  // The partial unique index keeps one generating row per seeker: a start racing this one loses here.
  const inserted = await deps.db
    .insertInto('resume_analyses')
    .values({ user_id: userId, ai_day: aiDayOf(now), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error: { code?: string }) => {
      if (error.code === '23505') throw new ApiError(errorCodes.analysisInProgress);
      throw error;
    });
  const done = runAnalysis(deps, { analysisId: inserted.id, userId, language, profile }).catch(
    async (error) => {
      deps.onError?.(error, 'resume analysis failed');
      await deps.db
        .updateTable('resume_analyses')
        .set({ status: 'failed', finished_at: deps.now?.() ?? new Date() })
        .where('id', '=', inserted.id)
        .execute();
    },
  );
  return { answer: await latestAnalysis(deps, userId), done };
}

/** Marks an issue of the seeker's own analyses resolved or not (PATCH …/issues/{id}). */
export async function markIssue(
  db: Db,
  userId: number,
  issueId: number,
  resolved: boolean,
): Promise<TResumeIssue> {
  const updated = await db
    .updateTable('resume_analysis_issues')
    .set({ resolved })
    .where('id', '=', issueId)
    .where('analysis_id', 'in', (eb) =>
      eb.selectFrom('resume_analyses').select('id').where('user_id', '=', userId),
    )
    .returning(['id', 'code', 'severity', 'section', 'item_id', 'details', 'resolved'])
    .executeTakeFirst();
  if (!updated) throw ApiError.notFound();
  return issueOf(updated);
}

async function runAnalysis(
  deps: AnalysisDeps,
  job: {
    analysisId: number;
    userId: number;
    language: LanguageCode;
    profile: NonNullable<Awaited<ReturnType<typeof readFullProfile>>>;
  },
): Promise<void> {
  const input = await analysisInputOf(deps, job.userId, job.profile);
  const { score, findings } = checkResume(input);
  const wordingOf = (finding: Finding) =>
    `${translate(job.language, 'jobseeker', `ai_resume.issues.${finding.code}.title`, finding.details)}: ${translate(job.language, 'jobseeker', `ai_resume.issues.${finding.code}.fix`, finding.details)}`;
  const clear = (['summary', 'work', 'education', 'skills'] as const).filter(
    (section) => !findings.some((f) => f.section === section),
  );
  const advice = await deps.ai
    .complete(
      advicePrompt({
        firstName: job.profile.basic.first_name,
        score,
        findings,
        wordingOf,
        strengths: clear.map((section) =>
          translate(job.language, 'jobseeker', `ai_resume.sections.${section}`),
        ),
        language: job.language,
      }),
    )
    .then((text) => text.trim().slice(0, 2000) || null)
    // The checks stand without the model: its advice is left out when it is unavailable.
    .catch((error: unknown) => {
      deps.onError?.(error, 'resume analysis advice: the AI provider failed');
      return null;
    });
  await deps.db.transaction().execute(async (trx) => {
    if (findings.length > 0)
      await trx
        .insertInto('resume_analysis_issues')
        .values(
          findings.map((f, position) => ({
            analysis_id: job.analysisId,
            position,
            code: f.code,
            severity: f.severity,
            section: f.section,
            item_id: f.item_id,
            details: JSON.stringify(f.details),
          })),
        )
        .execute();
    await trx
      .updateTable('resume_analyses')
      .set({ status: 'ready', score, advice, finished_at: deps.now?.() ?? new Date() })
      .where('id', '=', job.analysisId)
      .execute();
  });
}

async function creditsOf(db: Db, userId: number, now: Date): Promise<TResumeAnalysis['credits']> {
  const { used } = await db
    .selectFrom('resume_analyses')
    .select(sql<number>`count(*)::int`.as('used'))
    .where('user_id', '=', userId)
    .where('ai_day', '=', aiDayOf(now))
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  const perDay = limits.resumeAnalysesPerDay;
  return {
    per_day: perDay,
    left: Math.max(0, perDay - Number(used)),
    renews_at: nextAiDay(now).toISOString(),
  };
}

function issueOf(row: {
  id: number;
  code: string;
  severity: 'high' | 'medium' | 'low';
  section: string;
  item_id: number | null;
  details: Record<string, string | number>;
  resolved: boolean;
}): TResumeIssue {
  return {
    ...row,
    code: row.code as TResumeIssue['code'],
    section: row.section as TResumeIssue['section'],
    details:
      typeof row.details === 'string' ? (JSON.parse(row.details) as TResumeIssue['details']) : row.details,
  };
}
