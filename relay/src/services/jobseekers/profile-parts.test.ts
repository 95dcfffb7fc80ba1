import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { manilaPreference, pastExperience } from '../../testing/profile-requests';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { addSkills, createLink } from './index';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function newSeeker() {
  const seeker = await signInSeeker(app);
  return { ...seeker, call: callsOf(seeker) };
}

function callsOf(seeker: SignedInSeeker) {
  return (method: Method, path: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/jobseekers${path}`,
      cookies: seeker.cookies,
      headers: { 'country-id': '167', 'language-id': '1' },
      ...(payload === undefined ? {} : { payload }),
    });
}

const skill = (name: string, proficiency = 'advanced') => ({ name, proficiency });
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

function upload(seeker: SignedInSeeker, id: number, filename: string, bytes: Buffer) {
  const boundary = '----talkhire-license-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/jobseekers/license-certifications/${id}/attachment`,
    cookies: seeker.cookies,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'language-id': '1' },
    payload,
  });
}

const license = {
  name: 'AWS Certified Developer',
  issuer: 'Amazon Web Services',
  credential_id: 'ABC-123',
  credential_url: 'https://aws.amazon.com/verify/ABC-123',
  issue_date: '2022-05-01',
  expiry_date: '2025-05-01',
  is_permanent: false,
};

describe('skills (PUT /api/jobseekers/skills)', () => {
  it('saves the list in order, keeps a name once, and reads it back', async () => {
    const { call } = await newSeeker();
    const res = await call('PUT', '/skills', {
      skills: [skill('TypeScript', 'expert'), skill('React'), skill('typescript', 'beginner')],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { name: string }) => s.name)).toEqual(['TypeScript', 'React']);
    const read = await call('GET', '/skills');
    expect(read.json().data).toMatchObject([
      { name: 'TypeScript', proficiency: 'expert' },
      { name: 'React', proficiency: 'advanced' },
    ]);
  });

  it('refuses an 11th skill with 41288 and keeps the saved list', async () => {
    const { call } = await newSeeker();
    const ten = Array.from({ length: 10 }, (_, i) => skill(`Skill ${i + 1}`));
    expect((await call('PUT', '/skills', { skills: ten })).statusCode).toBe(200);
    const res = await call('PUT', '/skills', { skills: [...ten, skill('Skill 11')] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 41288, message: 'You can select at most 10 skills.' });
    expect((await call('GET', '/skills')).json().data).toHaveLength(10);
  });

  it('refuses a skill over 50 characters with 41297 on that skill (emoji count as one)', async () => {
    const { call } = await newSeeker();
    expect((await call('PUT', '/skills', { skills: [skill('🎨'.repeat(50))] })).statusCode).toBe(200);
    const res = await call('PUT', '/skills', { skills: [skill('Go'), skill('x'.repeat(51))] });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(41297);
    expect(res.json().errors['skills.1.name']).toEqual(['A skill cannot be longer than 50 characters.']);
  });

  it('refuses an unknown proficiency and NUL bytes with 40001, never a 500', async () => {
    const { call } = await newSeeker();
    expect((await call('PUT', '/skills', { skills: [skill('Go', 'guru')] })).json().code).toBe(40001);
    const nul = await call('PUT', '/skills', { skills: [skill('G\u0000o')] });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().code).toBe(40001);
  });

  it('adds skills from elsewhere after the saved ones, skipping those already there, within the limit', async () => {
    const seeker = await newSeeker();
    await seeker.call('PUT', '/skills', { skills: [skill('SQL', 'expert')] });
    const added = await addSkills(app.services.db, seeker.userId, ['sql', 'Docker', 'Docker', ' ']);
    expect(added.map((s) => [s.name, s.proficiency])).toEqual([
      ['SQL', 'expert'],
      ['Docker', 'intermediate'],
    ]);
    const many = Array.from({ length: 9 }, (_, i) => `Tool ${i}`);
    await expect(addSkills(app.services.db, seeker.userId, many)).rejects.toMatchObject({ code: 41288 });
  });
});

describe('languages (PUT /api/jobseekers/languages)', () => {
  it('saves languages of config list work_languages and refuses an unknown one', async () => {
    const { call } = await newSeeker();
    const res = await call('PUT', '/languages', {
      languages: [
        { language_id: 1, proficiency: 'native' },
        { language_id: 2, proficiency: 'conversational' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject([
      { language_id: 1, proficiency: 'native' },
      { language_id: 2, proficiency: 'conversational' },
    ]);
    const unknown = await call('PUT', '/languages', {
      languages: [{ language_id: 99999, proficiency: 'native' }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['languages.0.language_id']).toEqual([
      'Please choose an option from the list.',
    ]);
  });
});

describe('links (/api/jobseekers/websites)', () => {
  it('creates, updates, lists and deletes a link', async () => {
    const { call } = await newSeeker();
    const created = await call('POST', '/websites/create', {
      display_name: 'Portfolio',
      url: 'https://ana.example.com/work',
      description: '  ',
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ display_name: 'Portfolio', description: null });
    const updated = await call('PATCH', `/websites/${id}/update`, {
      display_name: 'GitHub',
      url: 'https://github.com/ana',
      description: 'Open-source work',
    });
    expect(updated.json().data).toMatchObject({ id, display_name: 'GitHub', url: 'https://github.com/ana' });
    expect((await call('GET', '/websites')).json().data).toHaveLength(1);
    expect((await call('DELETE', `/websites/${id}/delete`)).json().data).toEqual({ id });
    expect((await call('GET', '/websites')).json().data).toEqual([]);
  });

  it.each(['not a url', 'ftp://files.example.com', 'javascript:alert(1)', 'https://localhost', 'https://'])(
    'refuses %j as the URL with a localised message on the field',
    async (url) => {
      const { call } = await newSeeker();
      const res = await call('POST', '/websites/create', { display_name: 'Site', url });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(40001);
      expect(res.json().errors.url).toEqual([
        'Please enter a valid web address, such as https://example.com.',
      ]);
    },
  );

  it("does not let a seeker change or delete another seeker's link", async () => {
    const owner = await newSeeker();
    const link = await createLink(app.services.db, owner.userId, {
      display_name: 'Blog',
      url: 'https://blog.example.com',
      description: null,
    });
    const other = await newSeeker();
    const body = { display_name: 'Mine', url: 'https://x.example.com' };
    expect((await other.call('PATCH', `/websites/${link.id}/update`, body)).statusCode).toBe(404);
    expect((await other.call('DELETE', `/websites/${link.id}/delete`)).statusCode).toBe(404);
    expect((await owner.call('GET', '/websites')).json().data).toHaveLength(1);
  });
});

describe('licenses and certifications (/api/jobseekers/license-certifications)', () => {
  it('creates one and answers it with its dates as calendar days', async () => {
    const { call } = await newSeeker();
    const res = await call('POST', '/license-certifications/create', license);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...license, attachment: null });
  });

  it('refuses an expiry not after the issue date, and a missing expiry unless permanent', async () => {
    const { call } = await newSeeker();
    const early = await call('POST', '/license-certifications/create', {
      ...license,
      expiry_date: '2022-05-01',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.expiry_date).toEqual(['The issue date must be earlier than the expiry date.']);
    const none = await call('POST', '/license-certifications/create', { ...license, expiry_date: null });
    expect(none.json().errors.expiry_date).toEqual(['This field is required.']);
    const permanent = await call('POST', '/license-certifications/create', {
      ...license,
      expiry_date: '2020-01-01',
      is_permanent: true,
    });
    expect(permanent.statusCode).toBe(200);
    expect(permanent.json().data).toMatchObject({ is_permanent: true, expiry_date: null });
  });

  it('refuses an absurd date and a bad credential URL with 40001', async () => {
    const { call } = await newSeeker();
    const absurd = await call('POST', '/license-certifications/create', {
      ...license,
      issue_date: '0000-01-01',
    });
    expect(absurd.statusCode).toBe(422);
    const url = await call('POST', '/license-certifications/create', { ...license, credential_url: 'nope' });
    expect(url.json().errors.credential_url).toEqual([
      'Please enter a valid web address, such as https://example.com.',
    ]);
  });

  it('attaches a PNG, lets its owner download it, and removes it with the license', async () => {
    const seeker = await newSeeker();
    const { id } = (await seeker.call('POST', '/license-certifications/create', license)).json().data;
    const attached = await upload(seeker, id, 'certificate.png', png);
    expect(attached.statusCode).toBe(200);
    expect(attached.json().data.attachment).toEqual({ filename: 'certificate.png', mime: 'image/png' });
    const download = await seeker.call('GET', `/license-certifications/${id}/attachment`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(png)).toBe(true);

    const other = await newSeeker();
    expect((await other.call('GET', `/license-certifications/${id}/attachment`)).statusCode).toBe(404);
    expect((await upload(other, id, 'mine.png', png)).statusCode).toBe(404);

    expect((await seeker.call('DELETE', `/license-certifications/${id}/delete`)).statusCode).toBe(200);
    expect((await seeker.call('GET', `/license-certifications/${id}/attachment`)).statusCode).toBe(404);
  });

  it('refuses a file that is not PNG, JPG or PDF by its bytes (41175) and one over 5 MB (41174)', async () => {
    const seeker = await newSeeker();
    const { id } = (await seeker.call('POST', '/license-certifications/create', license)).json().data;
    const renamed = await upload(seeker, id, 'certificate.png', Buffer.from('MZ\x90\x00 a program'));
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().code).toBe(41175);
    const gif = await upload(seeker, id, 'certificate.gif', Buffer.from('GIF89a....'));
    expect(gif.json().code).toBe(41175);
    const big = await upload(
      seeker,
      id,
      'big.pdf',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe(41174);
    const pdf = await upload(seeker, id, 'scan.PDF', Buffer.from('%PDF-1.7\n%%EOF'));
    expect(pdf.json().data.attachment).toEqual({ filename: 'scan.PDF', mime: 'application/pdf' });
  });
});

describe('basic info: summary and job seeker type', () => {
  it('saves and reads them back; refuses an unknown type', async () => {
    const { call } = await newSeeker();
    const res = await call('PATCH', '/me', {
      summary: '  Frontend developer, 6 years.  ',
      job_seeker_type: 'experienced',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile).toMatchObject({
      summary: 'Frontend developer, 6 years.',
      job_seeker_type: 'experienced',
    });
    expect((await call('PATCH', '/me', { job_seeker_type: 'wizard' })).statusCode).toBe(422);
    expect((await call('PATCH', '/me', { summary: '' })).json().data.profile.summary).toBeNull();
  });
});

describe('profile strength and the full profile', () => {
  it('names what is missing and grows as parts are filled', async () => {
    const { call } = await newSeeker();
    const before = (await call('GET', '/profile-strength')).json().data;
    expect(before.missing).toEqual(expect.arrayContaining(['summary', 'skills', 'links', 'work_experience']));
    await call('PATCH', '/me', { summary: 'I build accessible web apps.' });
    await call('PUT', '/skills', { skills: [skill('CSS')] });
    const after = (await call('GET', '/profile-strength')).json().data;
    expect(after.percent).toBe(before.percent + 20);
    expect(after.missing).not.toContain('summary');
    expect(after.missing).not.toContain('skills');
  });

  it('reads every part in one answer', async () => {
    const { call } = await newSeeker();
    await call('POST', '/job-preferences/create', manilaPreference);
    await call('POST', '/work-experiences/create', pastExperience);
    await call('PUT', '/skills', { skills: [skill('Figma')] });
    await call('POST', '/websites/create', { display_name: 'Dribbble', url: 'https://dribbble.com/ana' });
    const full = (await call('GET', '/profile/full')).json().data;
    expect(full.work_experiences).toHaveLength(1);
    expect(full.job_preferences).toHaveLength(1);
    expect(full.skills).toMatchObject([{ name: 'Figma' }]);
    expect(full.links).toMatchObject([{ display_name: 'Dribbble' }]);
    expect(full.basic).not.toHaveProperty('email');
  });
});

describe('job preference location by its type (spec §3: location_id, pref_country_id or pref_region_id)', () => {
  it('takes a region instead of a location, and refuses an unknown region', async () => {
    const { call } = await newSeeker();
    const remote = { ...manilaPreference, work_arrangement: 'remote', location_id: 2001, pref_region_id: 3 };
    const res = await call('POST', '/job-preferences/create', remote);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ pref_region_id: 3, location_id: null, pref_country_id: null });
    const { id } = res.json().data;
    expect((await call('GET', `/job-preferences/${id}`)).json().data.pref_region_id).toBe(3);
    const unknown = await call('POST', '/job-preferences/create', { ...remote, pref_region_id: 999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.pref_region_id).toEqual(['Please choose an option from the list.']);
  });

  it('keeps one parameter: overseas names a country, and a plain location has no region', async () => {
    const { call } = await newSeeker();
    const overseas = await call('POST', '/job-preferences/create', {
      ...manilaPreference,
      is_overseas: true,
      pref_country_id: 105,
      location_id: null,
      pref_region_id: 2,
      currency: 'jpy',
    });
    expect(overseas.json().data).toMatchObject({ pref_country_id: 105, pref_region_id: null });
    const none = await call('POST', '/job-preferences/create', { ...manilaPreference, location_id: null });
    expect(none.json().errors.location_id).toEqual(['This field is required.']);
  });
});
