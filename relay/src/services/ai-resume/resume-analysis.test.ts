import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { limits } from '@talkhire/config';
import { errorCodes, type TResumeAnalysis } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { completeProfileOf } from '../../testing/completed-profile';
import { pastExperience, seekerCalls, universityEducation } from '../../testing/profile-requests';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { unavailableAiProvider } from '../ai';
import { type AiStandIn, startAiStandIn } from '../ai-stand-in';
import { latestAnalysis, startAnalysis } from './resume-analysis';

let app: App;
let standIn: AiStandIn;
beforeAll(async () => {
  standIn = await startAiStandIn({ host: '127.0.0.1', port: 0 });
  app = await createTestApp({ SEED_JOBS: 0, AI_BASE_URL: standIn.url, AI_API_KEY: standIn.apiKey });
});
afterAll(async () => {
  await app.close();
  await standIn.close();
});

async function newSeeker() {
  const seeker = await signInSeeker(app);
  return { ...seeker, call: seekerCalls(app, seeker) };
}

/** A seeker whose profile can be analysed: basic info, a preference, one experience, an education. */
async function seekerWithProfile() {
  const seeker = await newSeeker();
  await completeProfileOf(app, seeker.userId);
  expect((await seeker.call('POST', '/work-experiences/create', pastExperience)).statusCode).toBe(200);
  expect((await seeker.call('POST', '/educations/create', universityEducation)).statusCode).toBe(200);
  return seeker;
}

async function readyAnalysis(call: Awaited<ReturnType<typeof newSeeker>>['call']): Promise<TResumeAnalysis> {
  for (let i = 0; i < 100; i++) {
    const latest = (await call('GET', '/ai/resume-analysis')).json().data as TResumeAnalysis;
    if (latest.status !== 'generating') return latest;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the analysis never finished');
}

describe('AI resume analysis', () => {
  it('is not started for a new seeker, with the day’s credits', async () => {
    const { call } = await newSeeker();
    const res = await call('GET', '/ai/resume-analysis');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as TResumeAnalysis;
    expect(data).toMatchObject({ status: 'not_started', analysis: null });
    expect(data.credits).toMatchObject({
      per_day: limits.resumeAnalysesPerDay,
      left: limits.resumeAnalysesPerDay,
    });
  });

  it('refuses a profile with nothing to analyse (41311) and one with nothing to judge it by (41312)', async () => {
    const { call } = await newSeeker();
    const thin = await call('POST', '/ai/resume-analysis');
    expect(thin.json().code).toBe(errorCodes.insufficientProfileForAnalysis);
    expect(thin.json().message).toBe('Your profile does not have enough information for an analysis yet.');
    expect((await call('POST', '/educations/create', universityEducation)).statusCode).toBe(200);
    expect((await call('POST', '/ai/resume-analysis')).json().code).toBe(
      errorCodes.insufficientProfileForAnalysisAlt,
    );
  });

  it('runs the checks on the profile and the attached resume, with the model’s advice from them', async () => {
    const seeker = await seekerWithProfile();
    // An attached resume, read as resume sync reads it.
    const docx = await readFile(
      path.join(import.meta.dirname, '../resume-sync/corpus/files/en-pipe-docx.docx'),
    );
    await app.services.files.put('resumes/analysis-test.docx', docx);
    const resume = await app.services.db
      .insertInto('resumes')
      .values({
        user_id: seeker.userId,
        filename: 'cv.docx',
        mime: 'application/zip',
        size: docx.length,
        storage_key: 'resumes/analysis-test.docx',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const started = await seeker.call('POST', '/ai/resume-analysis');
    expect(started.statusCode).toBe(200);
    expect(started.json().data.status).toBe('generating');
    expect(started.json().data.credits.left).toBe(limits.resumeAnalysesPerDay - 1);

    const result = await readyAnalysis(seeker.call);
    expect(result.status).toBe('ready');
    const codes = result.analysis?.issues.map((i) => i.code) ?? [];
    // No summary, no skills, and "Built the checkout pages…" holds no figure.
    expect(codes).toEqual(
      expect.arrayContaining(['missing_summary', 'missing_skills', 'experience_without_results']),
    );
    expect(codes).not.toContain('no_resume');
    expect(codes).not.toContain('resume_unreadable');
    const work = result.analysis?.issues.find((i) => i.code === 'experience_without_results');
    expect(work).toMatchObject({ section: 'work', details: { title: 'Frontend Developer' } });
    expect(work?.item_id).toBeGreaterThan(0);
    expect(result.analysis?.score).toBeGreaterThan(0);
    expect(result.analysis?.score).toBeLessThan(100);
    // The stand-in words the advice from the prompt: the seeker's name, the score, the first fix.
    expect(result.analysis?.advice).toContain(
      `Maria, your resume scores ${result.analysis?.score} out of 100`,
    );
    expect(result.analysis?.advice).toContain('summary');
    expect(resume.id).toBeGreaterThan(0);

    // Mark one resolved, then not resolved again.
    const issue = result.analysis?.issues[0];
    const marked = await seeker.call('PATCH', `/ai/resume-analysis/issues/${issue?.id}`, { resolved: true });
    expect(marked.json().data).toMatchObject({ id: issue?.id, resolved: true });
    expect((await readyAnalysis(seeker.call)).analysis?.issues[0]?.resolved).toBe(true);
    const other = await newSeeker();
    const foreign = await other.call('PATCH', `/ai/resume-analysis/issues/${issue?.id}`, { resolved: false });
    expect(foreign.json().code).toBe(errorCodes.notFound);

    // Re-analyse after fixing the summary: that issue is gone and the score is higher.
    const summary =
      'Frontend developer with 5 years of experience building fast, accessible checkout pages. I raised conversion by 12% and cut page load time by half, and I want to grow into a lead role.';
    expect((await seeker.call('PATCH', '/me', { summary })).statusCode).toBe(200);
    expect((await seeker.call('POST', '/ai/resume-analysis')).statusCode).toBe(200);
    const again = await readyAnalysis(seeker.call);
    expect(again.analysis?.id).not.toBe(result.analysis?.id);
    expect(again.analysis?.issues.map((i) => i.code)).not.toContain('missing_summary');
    expect(again.analysis?.score).toBeGreaterThan(result.analysis?.score ?? 100);
  });

  it('answers 41313 while one is generating, and 41314 when the day’s credits are used, until 00:01 GMT+8', async () => {
    const seeker = await seekerWithProfile();
    let now = new Date('2026-03-10T15:00:00Z'); // 23:00 in Singapore
    // The first analysis waits for its advice until the test lets it go: it is surely still running.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ai = app.services.ai;
    const holding = {
      ...ai,
      model: ai.model,
      complete: async (r: Parameters<typeof ai.complete>[0]) => {
        await held;
        return ai.complete(r);
      },
    };
    const deps = { db: app.services.db, files: app.services.files, ai: holding, now: () => now };
    const first = await startAnalysis(deps, seeker.userId, 'en');
    await expect(startAnalysis(deps, seeker.userId, 'en')).rejects.toMatchObject({
      code: errorCodes.analysisInProgress,
    });
    release();
    await first.done;
    for (let i = 1; i < limits.resumeAnalysesPerDay; i++)
      await (await startAnalysis(deps, seeker.userId, 'en')).done;
    await expect(startAnalysis(deps, seeker.userId, 'en')).rejects.toMatchObject({
      code: errorCodes.analysisCreditExhausted,
    });
    expect((await latestAnalysis(deps, seeker.userId)).credits).toEqual({
      per_day: limits.resumeAnalysesPerDay,
      left: 0,
      renews_at: '2026-03-10T16:01:00.000Z',
    });
    now = new Date('2026-03-10T16:00:30Z'); // 00:00:30 in Singapore: still the same AI day
    await expect(startAnalysis(deps, seeker.userId, 'en')).rejects.toMatchObject({
      code: errorCodes.analysisCreditExhausted,
    });
    now = new Date('2026-03-10T16:01:00Z'); // 00:01: the credits are back
    await (await startAnalysis(deps, seeker.userId, 'en')).done;
    expect((await latestAnalysis(deps, seeker.userId)).credits.left).toBe(limits.resumeAnalysesPerDay - 1);
  });

  it('keeps the checks when the model is unavailable: the result comes without advice', async () => {
    const seeker = await seekerWithProfile();
    const errors: string[] = [];
    const deps = {
      db: app.services.db,
      files: app.services.files,
      ai: unavailableAiProvider('none'),
      onError: (_: unknown, message: string) => errors.push(message),
    };
    await (await startAnalysis(deps, seeker.userId, 'en')).done;
    const latest = await latestAnalysis(deps, seeker.userId);
    expect(latest.status).toBe('ready');
    expect(latest.analysis?.advice).toBeNull();
    expect(latest.analysis?.issues.length).toBeGreaterThan(0);
    expect(errors).toEqual(['resume analysis advice: the AI provider failed']);
  });
});
