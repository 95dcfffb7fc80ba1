import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessageOf } from './field-message';
import { ZBasicProfilePatch } from './profile';
import {
  skillListRefusal,
  ZLanguagesBody,
  ZLicenseBody,
  ZLinkBody,
  ZSkillsBody,
  ZSkillsForm,
} from './profile-parts';

/** Each refused field's message key, as the relay and the forms read it. */
function fieldKeys(schema: z.ZodType, value: unknown): Record<string, string> {
  const issues = schema.safeParse(value).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), fieldMessageOf(issue).key]));
}

const skill = (name: string) => ({ name, proficiency: 'advanced' });

describe('skills', () => {
  it('names 41288 past 10 skills and 41297 past 50 characters, counting characters as seen', () => {
    expect(skillListRefusal(Array.from({ length: 10 }, (_, i) => `s${i}`))).toBeNull();
    expect(skillListRefusal(Array.from({ length: 11 }, (_, i) => `s${i}`))).toEqual({ code: 41288 });
    expect(skillListRefusal(['ok', 'x'.repeat(51)])).toEqual({ code: 41297, index: 1 });
    expect(skillListRefusal(['👩‍💻'.repeat(10)])).toBeNull();
  });

  it('the form says the same on the list and on the long skill', () => {
    const eleven = { skills: Array.from({ length: 11 }, (_, i) => skill(`Skill ${i}`)) };
    expect(fieldKeys(ZSkillsForm, eleven)).toEqual({ skills: '41288' });
    expect(fieldKeys(ZSkillsForm, { skills: [skill('a'), skill('b'.repeat(51))] })).toEqual({
      'skills.1.name': '41297',
    });
  });

  it('trims names, keeps a name once whatever its case, and refuses blank names and unknown levels', () => {
    expect(ZSkillsBody.parse({ skills: [skill(' Go '), skill('go'), skill('Rust')] }).skills).toEqual([
      skill('Go'),
      skill('Rust'),
    ]);
    expect(fieldKeys(ZSkillsBody, { skills: [skill('  ')] })).toEqual({ 'skills.0.name': 'field.required' });
    expect(ZSkillsBody.safeParse({ skills: [{ name: 'Go', proficiency: 'guru' }] }).success).toBe(false);
  });
});

describe('languages', () => {
  it('keeps a language once, with its last proficiency', () => {
    const body = ZLanguagesBody.parse({
      languages: [
        { language_id: 1, proficiency: 'elementary' },
        { language_id: 1, proficiency: 'fluent' },
      ],
    });
    expect(body.languages).toEqual([{ language_id: 1, proficiency: 'fluent' }]);
  });
});

describe('links', () => {
  it('accepts http(s) addresses of a real host and refuses the rest as an invalid URL', () => {
    expect(ZLinkBody.parse({ display_name: 'Site', url: ' https://ana.dev/x?y=1 ' }).url).toBe(
      'https://ana.dev/x?y=1',
    );
    for (const url of [
      'ana.dev',
      'mailto:a@b.co',
      'javascript:alert(1)',
      'http://intranet',
      'https://a b.com',
    ])
      expect(fieldKeys(ZLinkBody, { display_name: 'Site', url })).toEqual({ url: 'field.invalid_url' });
    expect(fieldKeys(ZLinkBody, { display_name: '', url: '' })).toEqual({
      display_name: 'field.required',
      url: 'field.required',
    });
  });
});

describe('licenses', () => {
  const license = { name: 'CPA', issuer: 'Board', issue_date: '2020-01-01', expiry_date: '2023-01-01' };
  it('needs an expiry after the issue date unless permanent, and drops the expiry of a permanent one', () => {
    expect(ZLicenseBody.safeParse(license).success).toBe(true);
    expect(fieldKeys(ZLicenseBody, { ...license, expiry_date: '2019-12-31' })).toEqual({
      expiry_date: 'field.issue_before_expiry',
    });
    expect(fieldKeys(ZLicenseBody, { ...license, expiry_date: null })).toEqual({
      expiry_date: 'field.required',
    });
    expect(ZLicenseBody.parse({ ...license, is_permanent: true }).expiry_date).toBeNull();
  });

  it('refuses an issue date in the future and a credential URL that is not one; blank URL is none', () => {
    expect(
      fieldKeys(ZLicenseBody, {
        ...license,
        issue_date: '2999-01-01',
        expiry_date: null,
        is_permanent: true,
      }),
    ).toMatchObject({ issue_date: expect.any(String) });
    expect(fieldKeys(ZLicenseBody, { ...license, credential_url: 'nope' })).toEqual({
      credential_url: 'field.invalid_url',
    });
    expect(ZLicenseBody.parse({ ...license, credential_url: ' ' }).credential_url).toBeNull();
  });
});

describe('basic info', () => {
  it('takes a summary (blank is none) and a job seeker type of the list', () => {
    expect(ZBasicProfilePatch.parse({ summary: '  ', job_seeker_type: 'student' })).toEqual({
      summary: null,
      job_seeker_type: 'student',
    });
    expect(ZBasicProfilePatch.safeParse({ job_seeker_type: 'boss' }).success).toBe(false);
  });
});
