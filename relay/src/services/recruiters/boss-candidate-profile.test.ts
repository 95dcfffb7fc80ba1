import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { newAddress } from '../../testing/addresses';
import { signInRecruiter } from '../../testing/chat-members';
import { pastExperience } from '../../testing/profile-requests';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

type Cookies = { sessionid: string };
const call = (cookies: Cookies, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    cookies,
    ...(payload ? { payload } : {}),
    headers: { 'x-forwarded-for': newAddress(), 'country-id': '167', 'language-id': '1' },
  });

describe("the Boss's view of a candidate", () => {
  it('shows every part of the profile the seeker filled, as the seeker reads it, less private details', async () => {
    const boss = await signInRecruiter(app);
    const job = await app.services.db
      .selectFrom('jobs')
      .select('id')
      .where('recruiter_id', '=', boss.recruiterId)
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const seeker = await signInSeeker(app, { first_name: 'Ana', last_name: 'Reyes' });
    const seekerCall = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, payload?: object) =>
      call(seeker.cookies, method, `/api/jobseekers${path}`, payload);
    await seekerCall('PATCH', '/me', { summary: 'Ward nurse, 5 years.', home_address: '12 Mabini Street' });
    await seekerCall('PUT', '/skills', { skills: [{ name: 'Triage', proficiency: 'expert' }] });
    await seekerCall('PUT', '/languages', { languages: [{ language_id: 1, proficiency: 'fluent' }] });
    await seekerCall('POST', '/websites/create', {
      display_name: 'LinkedIn',
      url: 'https://linkedin.com/in/ana',
    });
    await seekerCall('POST', '/license-certifications/create', {
      name: 'Registered Nurse',
      issuer: 'PRC',
      issue_date: '2019-06-01',
      is_permanent: true,
    });
    await seekerCall('POST', '/work-experiences/create', pastExperience);
    await seekerCall('POST', '/work-experiences/create', {
      ...pastExperience,
      company_name: 'Hidden Co',
      start_date: '2015-01-01',
      end_date: '2016-01-01',
      is_hidden_from_company: true,
    });
    const applied = await call(seeker.cookies, 'POST', `/api/data/jobs/${job.id}/applications`, {
      source: 'web',
      first_message: 'Hello',
    });
    expect(applied.statusCode).toBe(200);

    const own = (await seekerCall('GET', '/profile/full')).json().data;
    const res = await call(
      boss.cookies,
      'GET',
      `/api/recruiters/candidates/${seeker.userId}?job_id=${job.id}`,
    );
    expect(res.statusCode).toBe(200);
    const { profile } = res.json().data;
    expect(profile.basic).toEqual({ ...own.basic, home_address: null });
    expect(profile.basic.summary).toBe('Ward nurse, 5 years.');
    for (const part of [
      'skills',
      'languages',
      'links',
      'license_certifications',
      'educations',
      'job_preferences',
    ])
      expect(profile[part]).toEqual(own[part]);
    expect(profile.skills).toMatchObject([{ name: 'Triage', proficiency: 'expert' }]);
    expect(profile.license_certifications).toMatchObject([{ name: 'Registered Nurse', is_permanent: true }]);
    // An experience hidden from a company of another name stays visible to this one.
    expect(profile.work_experiences).toHaveLength(own.work_experiences.length);
    expect(JSON.stringify(res.json().data)).not.toContain(seeker.cookies.sessionid);
    expect(JSON.stringify(profile)).not.toContain('@example.com');
  });
});
