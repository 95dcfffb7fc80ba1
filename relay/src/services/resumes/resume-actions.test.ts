import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { postFile, samplePdf } from './resume-testkit';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const uploadPdf = async (seeker: SignedInSeeker, filename = 'Maria CV.pdf') =>
  (
    await postFile(app, seeker, '/api/jobseekers/resume/upload', {
      name: 'file',
      filename,
      type: 'application/pdf',
      bytes: samplePdf,
    })
  ).json().data as { id: number; filename: string };

const call = (
  seeker: SignedInSeeker,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    cookies: seeker.cookies,
    headers: { 'language-id': '1', ...headers },
    ...(payload ? { payload } : {}),
  });

describe('PUT /api/jobseekers/resumes/{id}/rename', () => {
  it('renames my resume in any script and keeps its extension', async () => {
    const seeker = await signInSeeker(app);
    const resume = await uploadPdf(seeker);
    const rename = (filename: string) =>
      call(seeker, 'PUT', `/api/jobseekers/resumes/${resume.id}/rename`, { filename });
    expect((await rename('  履歴書 (2026)  ')).json().data.filename).toBe('履歴書 (2026).pdf');
    expect((await rename('Sales_CV-v2.PDF')).json().data.filename).toBe('Sales_CV-v2.pdf');
    expect((await rename('السيرة الذاتية')).json().data.filename).toBe('السيرة الذاتية.pdf');
    const list = (await call(seeker, 'GET', '/api/jobseekers/resumes')).json().data;
    expect(list.resumes[0].filename).toBe('السيرة الذاتية.pdf');
  });

  it('refuses special characters, an empty name and one over 100 characters with 40001', async () => {
    const seeker = await signInSeeker(app);
    const resume = await uploadPdf(seeker);
    const cases: [string, string][] = [
      ['cv/../x', 'Use only letters, digits, spaces and - _ . ( ) in the file name.'],
      ['cv<script>', 'Use only letters, digits, spaces and - _ . ( ) in the file name.'],
      ['cv\u202efdp', 'Use only letters, digits, spaces and - _ . ( ) in the file name.'],
      ['   ', 'This field is required.'],
      ['x'.repeat(101), 'This value is too long (at most 100).'],
    ];
    for (const [filename, message] of cases) {
      const res = await call(seeker, 'PUT', `/api/jobseekers/resumes/${resume.id}/rename`, { filename });
      expect(res.statusCode, filename).toBe(422);
      expect(res.json(), filename).toMatchObject({ code: 40001, errors: { filename: [message] } });
    }
    const nul = await call(seeker, 'PUT', `/api/jobseekers/resumes/${resume.id}/rename`, {
      filename: 'a\u0000b',
    });
    expect(nul.statusCode).toBe(422);
    expect(
      (
        await call(seeker, 'PUT', `/api/jobseekers/resumes/${resume.id}/rename`, {
          filename: 'x'.repeat(100),
        })
      ).statusCode,
    ).toBe(200);
  });

  it("does not rename another seeker's resume", async () => {
    const owner = await signInSeeker(app);
    const other = await signInSeeker(app);
    const resume = await uploadPdf(owner);
    const res = await call(other, 'PUT', `/api/jobseekers/resumes/${resume.id}/rename`, { filename: 'mine' });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/jobseekers/resumes/{id}/download', () => {
  it('answers the file as an attachment of its type, only to its owner', async () => {
    const owner = await signInSeeker(app);
    const resume = await uploadPdf(owner, 'Maria Santos CV.pdf');
    const res = await call(owner, 'GET', `/api/jobseekers/resumes/${resume.id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Maria%20Santos%20CV.pdf");
    expect(res.rawPayload).toEqual(samplePdf);
    const other = await signInSeeker(app);
    expect((await call(other, 'GET', `/api/jobseekers/resumes/${resume.id}/download`)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/jobseekers/resumes/${resume.id}/download` })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/jobseekers/send-resume-email', () => {
  it('queues a mail with the resume attached, which the dev mailbox shows and serves', async () => {
    const seeker = await signInSeeker(app);
    const resume = await uploadPdf(seeker, 'Maria CV.pdf');
    const to = `boss-${seeker.userId}@example.com`;
    const res = await call(seeker, 'POST', '/api/jobseekers/send-resume-email', {
      email: ` ${to.toUpperCase()} `,
      resume_id: resume.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ resume_id: resume.id, email: to });
    await app.services.outbox.deliverPending();
    const mailbox = await app.inject({
      method: 'GET',
      url: `/dev/mailbox/messages?recipient=${encodeURIComponent(to)}`,
    });
    const [message] = mailbox.json().data;
    expect(message).toMatchObject({ subject: 'Maria Santos sent you a resume' });
    expect(message.body_text).toContain('"Maria CV.pdf"');
    expect(message.attachments).toEqual([
      { id: expect.any(Number), filename: 'Maria CV.pdf', mime: 'application/pdf', size: samplePdf.length },
    ]);
    const file = await app.inject({
      method: 'GET',
      url: `/dev/mailbox/attachments/${message.attachments[0].id}`,
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload).toEqual(samplePdf);
  });

  it('refuses a bad address, another seeker’s resume, and too many mails in an hour', async () => {
    const seeker = await signInSeeker(app);
    const resume = await uploadPdf(seeker);
    const bad = await call(seeker, 'POST', '/api/jobseekers/send-resume-email', {
      email: 'not-an-email',
      resume_id: resume.id,
    });
    expect(bad.json()).toMatchObject({
      code: 40001,
      errors: { email: ['Please enter a valid email address.'] },
    });
    const other = await signInSeeker(app);
    const stolen = await call(other, 'POST', '/api/jobseekers/send-resume-email', {
      email: 'a@example.com',
      resume_id: resume.id,
    });
    expect(stolen.statusCode).toBe(404);
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        (
          await call(
            seeker,
            'POST',
            '/api/jobseekers/send-resume-email',
            { email: `x${i}@example.com`, resume_id: resume.id },
            { 'x-forwarded-for': '203.0.113.9' },
          )
        ).statusCode,
      );
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('auto-send resume', () => {
  it('is off by default, turns on with my resume, and guards that resume from deletion (41186)', async () => {
    const seeker = await signInSeeker(app);
    expect((await call(seeker, 'GET', '/api/jobseekers/auto-send-resume')).json().data).toEqual({
      enabled: false,
      resume_id: null,
    });
    const chosen = await uploadPdf(seeker, 'chosen.pdf');
    const other = await uploadPdf(seeker, 'other.pdf');
    const on = await call(seeker, 'PUT', '/api/jobseekers/auto-send-resume', {
      enabled: true,
      resume_id: chosen.id,
    });
    expect(on.json().data).toEqual({ enabled: true, resume_id: chosen.id });
    expect((await call(seeker, 'GET', '/api/jobseekers/resumes')).json().data.auto_send_resume_id).toBe(
      chosen.id,
    );

    const refused = await call(seeker, 'DELETE', `/api/jobseekers/resumes/${chosen.id}/delete`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 41186,
      message: 'This resume is selected for auto-send and cannot be deleted.',
    });
    expect((await call(seeker, 'DELETE', `/api/jobseekers/resumes/${other.id}/delete`)).statusCode).toBe(200);

    const off = await call(seeker, 'PUT', '/api/jobseekers/auto-send-resume', { enabled: false });
    expect(off.json().data).toEqual({ enabled: false, resume_id: null });
    expect((await call(seeker, 'DELETE', `/api/jobseekers/resumes/${chosen.id}/delete`)).statusCode).toBe(
      200,
    );
  });

  it("refuses another seeker's resume and a choice without a resume", async () => {
    const owner = await signInSeeker(app);
    const other = await signInSeeker(app);
    const resume = await uploadPdf(owner);
    expect(
      (await call(other, 'PUT', '/api/jobseekers/auto-send-resume', { enabled: true, resume_id: resume.id }))
        .statusCode,
    ).toBe(404);
    expect((await call(other, 'PUT', '/api/jobseekers/auto-send-resume', { enabled: true })).statusCode).toBe(
      422,
    );
    expect(
      (await call(other, 'PUT', '/api/jobseekers/auto-send-resume', { enabled: 'yes' })).statusCode,
    ).toBe(422);
  });

  it('is the resume an application takes when none is chosen', async () => {
    const seeker = await signInSeeker(app);
    const chosen = await uploadPdf(seeker, 'chosen.pdf');
    await uploadPdf(seeker, 'newer.pdf');
    await call(seeker, 'PUT', '/api/jobseekers/auto-send-resume', { enabled: true, resume_id: chosen.id });
    const { id: jobId } = await app.services.db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'active')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const applied = await call(seeker, 'POST', `/api/data/jobs/${jobId}/applications`, { source: 'web' });
    expect(applied.statusCode).toBe(200);
    const row = await app.services.db
      .selectFrom('applications')
      .select('resume_id')
      .where('id', '=', applied.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row.resume_id).toBe(chosen.id);
  });
});
