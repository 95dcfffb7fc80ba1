import { limits } from '@talkhire/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
const docx = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('[Content_Types].xml word/document.xml'),
]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** A multipart body as a browser's FormData sends it. */
function form(fields: { name: string; filename?: string; type?: string; bytes: Buffer }[]) {
  const boundary = '----talkhire-test-boundary';
  const parts = fields.map(({ name, filename, type, bytes }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
          filename === undefined ? '' : `; filename="${filename}"`
        }\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(seeker: SignedInSeeker | null, filename: string, bytes: Buffer, type = 'application/pdf') {
  const body = form([{ name: 'file', filename, type, bytes }]);
  return app.inject({
    method: 'POST',
    url: '/api/jobseekers/resume/upload',
    headers: { ...body.headers, 'language-id': '1' },
    payload: body.payload,
    ...(seeker ? { cookies: seeker.cookies } : {}),
  });
}

const call = (seeker: SignedInSeeker, method: 'GET' | 'DELETE', url: string) =>
  app.inject({ method, url, cookies: seeker.cookies, headers: { 'language-id': '1' } });

describe('POST /api/jobseekers/resume/upload', () => {
  it('keeps a PDF, DOC and DOCX in the file storage and lists them newest first', async () => {
    const seeker = await signInSeeker(app);
    const uploaded = [];
    for (const [name, bytes] of [
      ['Maria Santos CV.pdf', pdf],
      ['old.doc', doc],
      ['new.DOCX', docx],
    ] as const) {
      const res = await upload(seeker, name, bytes);
      expect(res.statusCode, name).toBe(200);
      uploaded.push(res.json().data);
    }
    expect(uploaded.map((r) => [r.filename, r.mime, r.size])).toEqual([
      ['Maria Santos CV.pdf', 'application/pdf', pdf.length],
      ['old.doc', 'application/msword', doc.length],
      ['new.DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docx.length],
    ]);
    const row = await app.services.db
      .selectFrom('resumes')
      .select('storage_key')
      .where('id', '=', uploaded[0].id)
      .executeTakeFirstOrThrow();
    expect(await app.services.files.get(row.storage_key)).toEqual(pdf);

    const list = (await call(seeker, 'GET', '/api/jobseekers/resumes')).json().data.resumes;
    expect(list.map((r: { id: number }) => r.id)).toEqual(uploaded.map((r) => r.id).reverse());
  });

  it('refuses a fourth resume (spec §5: at most 3) with 41170', async () => {
    const seeker = await signInSeeker(app);
    for (let i = 0; i < limits.resumeFiles; i++)
      expect((await upload(seeker, `cv${i}.pdf`, pdf)).statusCode).toBe(200);
    const fourth = await upload(seeker, 'cv4.pdf', pdf);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toMatchObject({ code: 41170, message: 'You can upload at most three resumes.' });
  });

  it('keeps the limit when uploads arrive at the same moment', async () => {
    const seeker = await signInSeeker(app);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => upload(seeker, `cv${i}.pdf`, pdf)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 422, 422]);
    expect((await call(seeker, 'GET', '/api/jobseekers/resumes')).json().data.resumes).toHaveLength(3);
  });

  it('refuses a file over 5 MB with 413 / 41174 and keeps nothing', async () => {
    const seeker = await signInSeeker(app);
    const big = Buffer.concat([pdf, Buffer.alloc(limits.resumeBytes)]);
    const res = await upload(seeker, 'big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 41174, message: 'The file cannot be larger than 5 MB.' });
    expect((await call(seeker, 'GET', '/api/jobseekers/resumes')).json().data.resumes).toEqual([]);
    // A file of exactly the limit is accepted.
    const atLimit = Buffer.concat([pdf, Buffer.alloc(limits.resumeBytes - pdf.length)]);
    expect((await upload(seeker, 'limit.pdf', atLimit)).statusCode).toBe(200);
  });

  it('refuses other types by content and extension with 415 / 41264', async () => {
    const seeker = await signInSeeker(app);
    const cases: [string, Buffer][] = [
      ['photo.png', png],
      ['photo.pdf', png], // an image renamed to .pdf
      ['cv.txt', pdf], // a PDF with the wrong extension
      ['cv', pdf],
      ['cv.docx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], // a zip that is not a Word file
      ['cv.doc', pdf],
      ['empty.pdf', Buffer.alloc(0)],
    ];
    for (const [name, bytes] of cases) {
      const res = await upload(seeker, name, bytes);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().code, name).toBe(41264);
    }
    expect((await call(seeker, 'GET', '/api/jobseekers/resumes')).json().data.resumes).toEqual([]);
  });

  it('answers a request without a file or not multipart with 4xx', async () => {
    const seeker = await signInSeeker(app);
    const noFile = form([{ name: 'other', bytes: Buffer.from('x') }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/jobseekers/resume/upload',
      cookies: seeker.cookies,
      ...noFile,
    });
    expect(res.statusCode).toBe(422);
    const json = await app.inject({
      method: 'POST',
      url: '/api/jobseekers/resume/upload',
      cookies: seeker.cookies,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('keeps only the first of two files, and answers malformed multipart bodies with 4xx, never 500', async () => {
    const seeker = await signInSeeker(app);
    const two = form([
      { name: 'file', filename: 'a.pdf', type: 'application/pdf', bytes: pdf },
      { name: 'file', filename: 'b.pdf', type: 'application/pdf', bytes: pdf },
    ]);
    const cut = form([{ name: 'file', filename: 'a.pdf', type: 'application/pdf', bytes: pdf }]);
    // One file per upload: a second part is not read, the first is kept.
    const both = await app.inject({
      method: 'POST',
      url: '/api/jobseekers/resume/upload',
      cookies: seeker.cookies,
      ...two,
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().data.filename).toBe('a.pdf');
    const cases = [
      { headers: cut.headers, payload: cut.payload.subarray(0, cut.payload.length - 30) },
      { headers: { 'content-type': 'multipart/form-data' }, payload: cut.payload },
      { headers: cut.headers, payload: Buffer.from('garbage') },
    ];
    for (const [i, body] of cases.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/jobseekers/resume/upload',
        cookies: seeker.cookies,
        ...body,
      });
      expect(res.statusCode, `case ${i}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `case ${i}`).toBeLessThan(500);
    }
  });

  it('asks visitors to log in', async () => {
    const res = await upload(null, 'cv.pdf', pdf);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(40003);
  });
});

describe('DELETE /api/jobseekers/resumes/{id}/delete', () => {
  it('deletes my resume and its file; others cannot delete or see it', async () => {
    const owner = await signInSeeker(app);
    const stranger = await signInSeeker(app);
    const resume = (await upload(owner, 'cv.pdf', pdf)).json().data;
    const { storage_key } = await app.services.db
      .selectFrom('resumes')
      .select('storage_key')
      .where('id', '=', resume.id)
      .executeTakeFirstOrThrow();

    expect((await call(stranger, 'GET', '/api/jobseekers/resumes')).json().data.resumes).toEqual([]);
    expect((await call(stranger, 'DELETE', `/api/jobseekers/resumes/${resume.id}/delete`)).statusCode).toBe(
      404,
    );

    const res = await call(owner, 'DELETE', `/api/jobseekers/resumes/${resume.id}/delete`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: resume.id });
    expect(await app.services.files.get(storage_key)).toBeNull();
    expect((await call(owner, 'DELETE', `/api/jobseekers/resumes/${resume.id}/delete`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', '/api/jobseekers/resumes/abc/delete')).statusCode).toBe(422);
  });
});

describe('applying with a resume', () => {
  it('attaches the newest resume to the application', async () => {
    const seeker = await signInSeeker(app);
    await upload(seeker, 'first.pdf', pdf);
    const newest = (await upload(seeker, 'second.pdf', pdf)).json().data;
    const { id: jobId } = await app.services.db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const applied = await app.inject({
      method: 'POST',
      url: `/api/data/jobs/${jobId}/applications`,
      cookies: seeker.cookies,
      payload: { source: 'quick_apply' },
    });
    expect(applied.statusCode).toBe(200);
    const row = await app.services.db
      .selectFrom('applications')
      .select(['resume_id', 'source'])
      .where('id', '=', applied.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ resume_id: newest.id, source: 'quick_apply' });
  });
});
