import { aiWritingLimits, errorCodes } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ApiError } from '../../http/api-error';
import { addJobPreference } from '../../testing/completed-profile';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import type { AiChatRequest, AiProvider } from '../ai';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(() => app.close());

/** A model that answers the given pieces and records what it was asked. */
function scriptedModel(pieces: (string | Error)[]) {
  const asked: AiChatRequest[] = [];
  const provider: AiProvider = {
    model: 'scripted',
    complete: async () => pieces.join(''),
    async *stream(request) {
      asked.push(request);
      for (const piece of pieces) {
        if (piece instanceof Error) throw piece;
        yield piece;
      }
    },
    editImage: async () => Buffer.alloc(0),
  };
  return { provider, asked };
}

async function seekerWith(parts: { experience?: boolean; education?: boolean; skills?: boolean } = {}) {
  const seeker = await signInSeeker(app, { working_since: '2018-06-01' });
  const { db } = app.services;
  const preferenceId = await addJobPreference(app, seeker.userId);
  if (parts.experience)
    await db
      .insertInto('work_experiences')
      .values({
        user_id: seeker.userId,
        job_title: 'Frontend Developer',
        company_name: 'Acme Manila',
        industry_id: 1,
        job_function_ids: [],
        start_date: '2019-03-01',
        end_date: null,
        is_currently_working: true,
        monthly_salary: null,
        salary_currency: null,
        description: 'Built the checkout in React',
        is_hidden_from_company: false,
      })
      .execute();
  if (parts.education)
    await db
      .insertInto('educations')
      .values({
        user_id: seeker.userId,
        school_name: 'University of the Philippines',
        education_level_id: 6,
        field_of_study: 'Computer Science',
        start_date: '2014-06-01',
        end_date: '2018-04-01',
        is_currently_attending: false,
        description: null,
      })
      .execute();
  if (parts.skills)
    await db
      .insertInto('profile_skills')
      .values([
        { user_id: seeker.userId, name: 'TypeScript', proficiency: 'advanced' },
        { user_id: seeker.userId, name: 'Accessibility', proficiency: 'intermediate' },
      ])
      .execute();
  return { ...seeker, preferenceId };
}

function write(
  seeker: SignedInSeeker,
  body: object,
  language = '1',
  method: 'POST' | 'PUT' | 'PATCH' = 'POST',
) {
  return app.inject({
    method,
    url: '/api/jobseekers/aicv/ai_writing/career_summary',
    cookies: seeker.cookies,
    headers: { 'country-id': '167', 'language-id': language },
    payload: body,
  });
}

/** The system and user messages of the first request the model was sent. */
function messagesOf(asked: AiChatRequest[]) {
  const [system, user] = asked[0]?.messages ?? [];
  if (!system || !user) throw new Error('the model was not asked');
  return [system, user] as const;
}

/** The events of a server-sent event stream, in order. */
function eventsOf(payload: string) {
  return payload
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => {
      const [event = '', data = ''] = block.split('\n');
      return { event: event.slice('event: '.length), data: JSON.parse(data.slice('data: '.length)) };
    });
}

describe('career summary writing', () => {
  it("builds the prompt from the seeker's experience, education, skills and chosen preference", async () => {
    const seeker = await seekerWith({ experience: true, education: true, skills: true });
    const model = scriptedModel(['I build ', 'fast web apps.']);
    app.services.ai = model.provider;
    const res = await write(seeker, {
      job_preference_id: seeker.preferenceId,
      rewrite_type: 'new',
      stream: true,
    });
    expect(res.statusCode).toBe(200);
    const [system, user] = messagesOf(model.asked);
    expect(system.role).toBe('system');
    expect(system.content).toContain('Write in English.');
    expect(user.content).toContain(
      'Frontend Developer at Acme Manila (2019-03 – present): Built the checkout in React',
    );
    expect(user.content).toContain('Computer Science at University of the Philippines');
    expect(user.content).toContain('Skills: TypeScript, Accessibility');
    expect(user.content).toMatch(/Target role: \S+/);
    expect(user.content).toContain('Working since: 2018-06');
    expect(model.asked[0]?.purpose).toBe('career_summary');
  });

  it('writes in the interface language and rewrites the editor text when asked', async () => {
    const seeker = await seekerWith({ skills: true });
    const model = scriptedModel(['مختصر']);
    app.services.ai = model.provider;
    const res = await write(
      seeker,
      {
        job_preference_id: seeker.preferenceId,
        rewrite_type: 'shorter',
        current_text: 'A long   summary\nof me.',
      },
      '10',
      'PATCH',
    );
    expect(res.statusCode).toBe(200);
    const [system, user] = messagesOf(model.asked);
    expect(system.content).toContain('Write in Arabic.');
    expect(user.content).toContain('half its length');
    expect(user.content).toContain('Current summary: A long summary of me.');
  });

  it('streams the pieces in order as server-sent events and ends with what remains today', async () => {
    const seeker = await seekerWith({ experience: true });
    app.services.ai = scriptedModel(['One', ' two', ' three.']).provider;
    const res = await write(
      seeker,
      { job_preference_id: seeker.preferenceId, rewrite_type: 'new' },
      '1',
      'PUT',
    );
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(eventsOf(res.payload)).toEqual([
      { event: 'delta', data: { text: 'One' } },
      { event: 'delta', data: { text: ' two' } },
      { event: 'delta', data: { text: ' three.' } },
      { event: 'done', data: { remaining: aiWritingLimits.newPerDay - 1 } },
    ]);
  });

  it('sends each piece before the model has written the next one', async () => {
    const seeker = await seekerWith({ skills: true });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.services.ai = {
      ...scriptedModel([]).provider,
      async *stream() {
        yield 'First piece.';
        await gate;
        yield ' Second piece.';
      },
    };
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/jobseekers/aicv/ai_writing/career_summary`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `sessionid=${seeker.cookies.sessionid}` },
      body: JSON.stringify({ job_preference_id: seeker.preferenceId }),
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('First piece.')) {
      const part = await reader.read();
      if (part.done) throw new Error(`the stream ended before its first piece: ${received}`);
      received += decoder.decode(part.value);
    }
    expect(received).not.toContain('Second piece.');
    release();
    for (let part = await reader.read(); !part.done; part = await reader.read())
      received += decoder.decode(part.value);
    expect(eventsOf(received).map((e) => e.event)).toEqual(['delta', 'delta', 'done']);
  });

  it('sends the whole text in one piece with stream false', async () => {
    const seeker = await seekerWith({ education: true });
    app.services.ai = scriptedModel(['Whole ', 'text.']).provider;
    const res = await write(seeker, { job_preference_id: seeker.preferenceId, stream: false });
    expect(eventsOf(res.payload)[0]).toEqual({ event: 'delta', data: { text: 'Whole text.' } });
  });

  it('refuses 41316 after five new summaries today, and 41317 after twenty rewrites', async () => {
    const seeker = await seekerWith({ skills: true });
    app.services.ai = scriptedModel(['Text.']).provider;
    for (let i = 0; i < aiWritingLimits.newPerDay; i++)
      expect((await write(seeker, { job_preference_id: seeker.preferenceId })).statusCode).toBe(200);
    const refused = await write(seeker, { job_preference_id: seeker.preferenceId });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(errorCodes.quotaExceeded);
    const rewrite = { job_preference_id: seeker.preferenceId, rewrite_type: 'rewrite', current_text: 'Me.' };
    for (let i = 0; i < aiWritingLimits.rewritesPerDay; i++)
      expect((await write(seeker, rewrite)).statusCode).toBe(200);
    expect((await write(seeker, rewrite)).json().code).toBe(errorCodes.quotaExceededAlt);
    const quota = await app.inject({
      method: 'GET',
      url: '/api/jobseekers/aicv/ai_writing/quota',
      cookies: seeker.cookies,
    });
    expect(quota.json().data).toMatchObject({ new_remaining: 0, rewrites_remaining: 0 });
  });

  it('refuses 41275 after 30 writings in 24 hours even across the day boundary', async () => {
    const seeker = await seekerWith({ skills: true });
    const yesterday = new Date(Date.now() - 12 * 3_600_000);
    await app.services.db
      .insertInto('ai_writing_uses')
      .values(
        Array.from({ length: aiWritingLimits.per24Hours }, () => ({
          user_id: seeker.userId,
          ai_day: '2000-01-01',
          kind: 'rewrite' as const,
          created_at: yesterday,
        })),
      )
      .execute();
    app.services.ai = scriptedModel(['Text.']).provider;
    expect((await write(seeker, { job_preference_id: seeker.preferenceId })).json().code).toBe(
      errorCodes.aiQuotaExceeded,
    );
  });

  it('refuses 41318 with neither experience nor education nor skills, without asking the model', async () => {
    const seeker = await seekerWith();
    const model = scriptedModel(['Text.']);
    app.services.ai = model.provider;
    const res = await write(seeker, { job_preference_id: seeker.preferenceId });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(errorCodes.insufficientProfileForWriting);
    expect(res.json().message).toBe('Your profile does not have enough information for AI writing yet.');
    expect(model.asked).toHaveLength(0);
  });

  it("refuses 41319 without any job preference and 40004 for another seeker's preference", async () => {
    const other = await seekerWith({ skills: true });
    const seeker = await signInSeeker(app);
    app.services.ai = scriptedModel(['Text.']).provider;
    expect((await write(seeker, { job_preference_id: other.preferenceId })).json().code).toBe(
      errorCodes.insufficientProfileForWritingAlt,
    );
    const mine = await seekerWith({ skills: true });
    expect((await write(mine, { job_preference_id: other.preferenceId })).json().code).toBe(
      errorCodes.notFound,
    );
  });

  it('answers 41280 and gives the writing back when the model fails before writing', async () => {
    const seeker = await seekerWith({ skills: true });
    app.services.ai = scriptedModel([new ApiError(errorCodes.aiUnavailable)]).provider;
    const res = await write(seeker, { job_preference_id: seeker.preferenceId });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe(errorCodes.aiUnavailable);
    const quota = await app.inject({
      method: 'GET',
      url: '/api/jobseekers/aicv/ai_writing/quota',
      cookies: seeker.cookies,
    });
    expect(quota.json().data.new_remaining).toBe(aiWritingLimits.newPerDay);
  });

  it('ends with an error event when the model breaks off mid-way, keeping what was written', async () => {
    const seeker = await seekerWith({ skills: true });
    app.services.ai = scriptedModel(['Half a ', new ApiError(errorCodes.aiUnavailable)]).provider;
    const res = await write(seeker, { job_preference_id: seeker.preferenceId });
    expect(eventsOf(res.payload)).toEqual([
      { event: 'delta', data: { text: 'Half a ' } },
      { event: 'error', data: { code: errorCodes.aiUnavailable, message: expect.any(String) } },
    ]);
  });

  it('asks for the text to rewrite (40001) and a session (40003)', async () => {
    const seeker = await seekerWith({ skills: true });
    const res = await write(seeker, { job_preference_id: seeker.preferenceId, rewrite_type: 'shorter' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(errorCodes.parameterInvalid);
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/jobseekers/aicv/ai_writing/career_summary',
      payload: { job_preference_id: 1 },
    });
    expect(stranger.json().code).toBe(errorCodes.credentialsNotProvided);
  });
});
