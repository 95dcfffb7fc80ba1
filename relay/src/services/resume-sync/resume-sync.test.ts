import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TSyncableContent } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { seekerCalls } from '../../testing/profile-requests';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const corpusFile = (name: string) => readFile(path.join(import.meta.dirname, 'corpus', 'files', name));
const types = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

async function upload(seeker: SignedInSeeker, filename: string, bytes: Buffer): Promise<number> {
  const boundary = '----resume-sync-test';
  const type = types[filename.split('.').at(-1) as keyof typeof types];
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await app.inject({
    method: 'POST',
    url: '/api/jobseekers/resume/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'language-id': '1' },
    cookies: seeker.cookies,
    payload,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.id;
}

async function content(seeker: SignedInSeeker, id: number): Promise<TSyncableContent> {
  const answer = await seekerCalls(app, seeker)('GET', `/resume/${id}/get-syncable-content`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

describe('GET /api/jobseekers/resume/:id/get-syncable-content', () => {
  it('answers the items a Word resume holds, valued as the profile saves them', async () => {
    const seeker = await signInSeeker(app);
    const id = await upload(seeker, 'priya.docx', await corpusFile('en-pipe-docx.docx'));
    const { items, resume_id } = await content(seeker, id);
    expect(resume_id).toBe(id);
    const byId = Object.fromEntries(items.map((item) => [item.id, item]));
    expect(byId['work_experience-0']).toMatchObject({
      kind: 'work_experience',
      value: {
        job_title: 'Data Analyst',
        company_name: 'Grab Holdings',
        start_date: '2019-03-01',
        is_currently_working: true,
      },
      problems: [],
      syncable: true,
    });
    expect(byId['education-0']).toMatchObject({
      value: { school_name: 'National University of Singapore', education_level_id: 7 },
    });
    expect(byId['skill-0']).toMatchObject({ value: { name: 'SQL' } });
    expect(byId['link-0']).toMatchObject({ value: { url: 'https://linkedin.com/in/priyanair' } });
    expect(byId['name-0']).toMatchObject({ value: { first_name: 'Priya', last_name: 'Nair' } });
    // E-mail and phone change only with a code (account settings): shown, never synced.
    expect(byId['email-0']).toMatchObject({ syncable: false });
    expect(byId['phone-0']).toMatchObject({ value: { phone_num: '+6591234567' }, syncable: false });
  });

  it("is not found for another seeker's resume", async () => {
    const owner = await signInSeeker(app);
    const id = await upload(owner, 'cv.docx', await corpusFile('es-docx.docx'));
    const stranger = await signInSeeker(app);
    const answer = await seekerCalls(app, stranger)('GET', `/resume/${id}/get-syncable-content`);
    expect(answer.statusCode).toBe(404);
  });

  it('refuses with 41281 a legacy .doc, a PDF without a text layer and a damaged PDF', async () => {
    const seeker = await signInSeeker(app);
    const doc = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    // A scan: one page that paints a picture (here a grey block) and has no text layer.
    const scan = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
        '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n' +
        '4 0 obj << /Length 24 >>\nstream\n0.5 g 40 40 500 700 re f\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    // Each refusal says why, in the reader's language.
    const expected = {
      'old.doc': /old Word \(\.doc\)/,
      'scan.pdf': /scanned image/,
      'broken.pdf': /damaged/,
    };
    for (const [filename, bytes] of [
      ['old.doc', doc],
      ['scan.pdf', scan],
      ['broken.pdf', damaged],
    ] as const) {
      const id = await upload(seeker, filename, bytes);
      const answer = await seekerCalls(app, seeker)('GET', `/resume/${id}/get-syncable-content`);
      expect(answer.statusCode, filename).toBe(422);
      expect(answer.json().code).toBe(41281);
      expect(answer.json().errors.resume[0], filename).toMatch(expected[filename]);
      await seekerCalls(app, seeker)('DELETE', `/resumes/${id}/delete`);
    }
  });
});

describe('POST /api/jobseekers/resume/:id/sync', () => {
  it('writes the ticked items, leaves the rest, and skips them the second time', async () => {
    const seeker = await signInSeeker(app);
    const call = seekerCalls(app, seeker);
    const id = await upload(seeker, 'lucia.pdf', await corpusFile('es-classic-pdf.pdf'));
    const ticked = [
      'work_experience-0',
      'education-0',
      'skill-0',
      'skill-1',
      'link-0',
      'summary-0',
      'address-0',
      'name-0',
    ];
    const first = await call('POST', `/resume/${id}/sync`, { item_ids: ticked });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.applied.sort()).toEqual([...ticked].sort());
    // The name is a display field: the readable `user` cookie says the new one at once.
    const userCookie = first.cookies.find((cookie) => cookie.name === 'user');
    expect(decodeURIComponent(userCookie?.value ?? '')).toContain('García');
    const basic = (await call('GET', '/profile')).json().data;
    expect(basic).toMatchObject({
      first_name: 'Lucía Fernández',
      last_name: 'García',
      home_address: 'Calle de Alcalá 45, Madrid',
    });

    const work = (await call('GET', '/work-experiences')).json().data;
    expect(work).toHaveLength(1);
    expect(work[0]).toMatchObject({
      job_title: 'Desarrolladora Frontend Senior',
      company_name: 'Glovo',
      is_currently_working: true,
    });
    const educations = (await call('GET', '/educations')).json().data;
    expect(educations[0]).toMatchObject({
      school_name: 'Universidad Politécnica de Madrid',
      education_level_id: 6,
    });
    const skills = (await call('GET', '/skills')).json().data;
    expect(skills.map((s: { name: string }) => s.name)).toEqual(['React', 'TypeScript']);

    const again = await call('POST', `/resume/${id}/sync`, { item_ids: ticked });
    expect(again.json().data).toEqual({ applied: [], skipped: expect.arrayContaining(ticked) });
    expect((await call('GET', '/work-experiences')).json().data).toHaveLength(1);
    const marked = await content(seeker, id);
    expect(marked.items.find((i) => i.id === 'work_experience-0')?.duplicate).toBe(true);
    expect(marked.items.find((i) => i.id === 'work_experience-1')?.duplicate).toBe(false);
  });

  it('writes nothing when one ticked item breaks a rule (eleven skills: 41288)', async () => {
    const seeker = await signInSeeker(app);
    const call = seekerCalls(app, seeker);
    const saved = Array.from({ length: 9 }, (_, i) => ({ name: `Skill ${i}`, proficiency: 'expert' }));
    const put = await app.inject({
      method: 'PUT',
      url: '/api/jobseekers/skills',
      cookies: seeker.cookies,
      headers: { 'language-id': '1' },
      payload: { skills: saved },
    });
    expect(put.statusCode, put.body).toBe(200);
    const id = await upload(seeker, 'priya.docx', await corpusFile('en-pipe-docx.docx'));
    const answer = await call('POST', `/resume/${id}/sync`, {
      item_ids: ['work_experience-0', 'skill-0', 'skill-1'],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe(41288);
    expect((await call('GET', '/work-experiences')).json().data).toHaveLength(0);
    expect((await call('GET', '/skills')).json().data).toHaveLength(9);
  });

  it('refuses unknown and unsyncable item ids before writing anything', async () => {
    const seeker = await signInSeeker(app);
    const call = seekerCalls(app, seeker);
    const id = await upload(seeker, 'priya.docx', await corpusFile('en-pipe-docx.docx'));
    const answer = await call('POST', `/resume/${id}/sync`, {
      item_ids: ['work_experience-0', 'work_experience-99', 'email-0'],
    });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors).sort()).toEqual([
      'item_ids.email-0',
      'item_ids.work_experience-99',
    ]);
    expect((await call('GET', '/work-experiences')).json().data).toHaveLength(0);
    const empty = await call('POST', `/resume/${id}/sync`, { item_ids: [] });
    expect(empty.statusCode).toBe(422);
  });
});
