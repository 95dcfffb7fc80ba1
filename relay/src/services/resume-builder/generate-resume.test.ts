import { limits } from '@talkhire/config';
import { translate } from '@talkhire/i18n';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { pastExperience, seekerCalls, universityEducation } from '../../testing/profile-requests';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A seeker with a work experience, an education, a skill, a link and a license. */
async function seekerWithProfile(user: { first_name: string; last_name: string }): Promise<SignedInSeeker> {
  const seeker = await signInSeeker(app, user);
  const call = seekerCalls(app, seeker);
  expect((await call('POST', '/work-experiences/create', pastExperience)).statusCode).toBe(200);
  expect((await call('POST', '/educations/create', universityEducation)).statusCode).toBe(200);
  const { db } = app.services;
  await db
    .insertInto('profile_skills')
    .values({ user_id: seeker.userId, name: 'TypeScript', proficiency: 'advanced' })
    .execute();
  await db
    .insertInto('profile_links')
    .values({ user_id: seeker.userId, display_name: 'GitHub', url: 'https://github.com/example' })
    .execute();
  await db
    .insertInto('license_certifications')
    .values({
      user_id: seeker.userId,
      name: 'AWS Developer',
      issuer: 'Amazon',
      issue_date: '2022-01-10',
      is_permanent: true,
    })
    .execute();
  return seeker;
}

async function generate(seeker: SignedInSeeker, body: object) {
  return seekerCalls(app, seeker)('POST', '/generate-resume', body);
}

async function pdfText(seeker: SignedInSeeker, id: number): Promise<{ bytes: Buffer; text: string }> {
  const row = await app.services.db
    .selectFrom('resumes')
    .select('storage_key')
    .where('id', '=', id)
    .where('user_id', '=', seeker.userId)
    .executeTakeFirstOrThrow();
  const bytes = (await app.services.files.get(row.storage_key)) ?? Buffer.alloc(0);
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  // Where a line breaks differs by template: words are compared across line ends.
  return { bytes, text: text.replace(/\s+/g, ' ') };
}

const heading = (language: 'en' | 'ar' | 'ja' | 'es', section: string) =>
  translate(language, 'jobseeker', `resume_builder.pdf.sections.${section}`);

describe('POST /api/jobseekers/generate-resume', () => {
  it.each(['classic', 'modern', 'compact'] as const)(
    'sets the profile in the %s template and attaches it as a PDF resume',
    async (template) => {
      const seeker = await seekerWithProfile({ first_name: 'Ana', last_name: 'Reyes' });
      const answer = await generate(seeker, { template, language: 'es' });
      expect(answer.statusCode).toBe(200);
      const resume = answer.json().data;
      const name = translate('es', 'jobseeker', `resume_builder.templates.${template}.name`);
      expect(resume).toMatchObject({
        filename: `Currículum - Ana Reyes - ${name}.pdf`,
        mime: 'application/pdf',
      });

      const { bytes, text } = await pdfText(seeker, resume.id);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(resume.size).toBe(bytes.length);
      for (const words of [
        'Ana Reyes',
        'Frontend Developer',
        'Acme Manila',
        'University of the Philippines',
        'TypeScript',
        'GitHub',
        'AWS Developer',
      ])
        expect(text).toContain(words);
      for (const section of ['experience', 'education', 'skills', 'links', 'licenses'])
        expect(text).toContain(heading('es', section));
      expect(text).toContain(translate('es', 'jobseeker', 'resume_builder.pdf.proficiency.advanced'));

      const list = await seekerCalls(app, seeker)('GET', '/resumes');
      expect(list.json().data.resumes.map((r: { id: number }) => r.id)).toContain(resume.id);
    },
  );

  it('writes an Arabic resume with Arabic headings and the Arabic words of the profile', async () => {
    const seeker = await seekerWithProfile({ first_name: 'ليلى', last_name: 'حسن' });
    await app.services.db
      .updateTable('users')
      .set({ summary: 'مصممة منتجات بخبرة ثماني سنوات' })
      .where('id', '=', seeker.userId)
      .execute();
    const answer = await generate(seeker, { template: 'modern', language: 'ar' });
    expect(answer.statusCode).toBe(200);
    const { text } = await pdfText(seeker, answer.json().data.id);
    // Extracted in reading order, except inside a ligature (لا, بر): its letters come out as the
    // font names them, so the words compared here have none.
    for (const words of [
      'ليلى حسن',
      'مصممة منتجات',
      'سنوات',
      heading('ar', 'education'),
      heading('ar', 'skills'),
    ])
      expect(text).toContain(words);
    expect(text).toContain('Frontend Developer');
  });

  it('writes Japanese text in Japanese glyphs, with the headings in Japanese', async () => {
    const seeker = await seekerWithProfile({ first_name: '花子', last_name: '山田' });
    const description =
      '決済アプリのデザインチームを率いています。オンボーディングを再設計し、登録完了率を十八パーセント向上させました。長い説明でも一行に収まらない場合は正しく折り返されます。';
    await app.services.db
      .updateTable('work_experiences')
      .set({ description, company_name: '株式会社ハーバーペイ' })
      .where('user_id', '=', seeker.userId)
      .execute();
    const answer = await generate(seeker, { template: 'classic', language: 'ja' });
    expect(answer.statusCode).toBe(200);
    const { text } = await pdfText(seeker, answer.json().data.id);
    expect(text).toContain('花子 山田');
    expect(text).toContain('株式会社ハーバーペイ');
    expect(text.replace(/ /g, '')).toContain(description);
    for (const section of ['experience', 'education']) expect(text).toContain(heading('ja', section));
  });

  it('takes the language of the request when the body names none', async () => {
    const seeker = await seekerWithProfile({ first_name: 'Ana', last_name: 'Reyes' });
    const answer = await seekerCalls(app, seeker, { 'language-id': '4' })('POST', '/generate-resume', {
      template: 'compact',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.filename).toBe('履歴書 - Ana Reyes - コンパクト.pdf');
  });

  it(`refuses a fourth resume with 41170 (at most ${limits.resumeFiles})`, async () => {
    const seeker = await seekerWithProfile({ first_name: 'Ana', last_name: 'Reyes' });
    for (let i = 0; i < limits.resumeFiles; i++)
      expect((await generate(seeker, { template: 'classic' })).statusCode).toBe(200);
    const refused = await generate(seeker, { template: 'modern' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 41170 });
    const count = await app.services.db
      .selectFrom('resumes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', seeker.userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(limits.resumeFiles);
  });

  it('refuses a profile with neither work experience nor education, saying what to add', async () => {
    const seeker = await signInSeeker(app);
    const refused = await generate(seeker, { template: 'classic', language: 'en' });
    expect(refused.statusCode).toBe(422);
    const message = translate('en', 'errors', 'field.resume_profile_too_empty');
    expect(refused.json()).toMatchObject({ code: 40001, message, errors: { template: [message] } });
  });

  it.each([
    [{ template: 'fancy' }],
    [{ template: 'classic', language: 'xx' }],
    [{ template: 'classic', extra: 1 }],
    [{ template: 'classic\u0000' }],
    [{}],
  ])('refuses a body outside the contract with 40001: %j', async (body) => {
    const seeker = await seekerWithProfile({ first_name: 'Ana', last_name: 'Reyes' });
    const refused = await generate(seeker, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 40001 });
  });

  it('needs a signed-in seeker', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/jobseekers/generate-resume',
      payload: { template: 'classic' },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('GET /api/jobseekers/resume-templates', () => {
  it('lists the three templates with their texts and previews', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/jobseekers/resume-templates' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.templates).toEqual(
      ['classic', 'modern', 'compact'].map((id) => ({
        id,
        name_key: `resume_builder.templates.${id}.name`,
        description_key: `resume_builder.templates.${id}.description`,
        preview: `/resume-templates/${id}.png`,
      })),
    );
  });
});
