import type { TFullProfile } from '@talkhire/contracts';
import { describe, expect, it } from 'vitest';
import { type AnalysisInput, checkResume, insufficiency, severityWeights } from './resume-checks';

const stamp = { created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' };

function experience(
  id: number,
  start: string,
  end: string | null,
  description: string | null,
  title = 'Data Analyst',
) {
  return {
    id,
    job_title: title,
    company_name: 'Acme',
    industry_id: 1,
    job_function_ids: [],
    start_date: start,
    end_date: end,
    is_currently_working: end === null,
    monthly_salary: null,
    salary_currency: null,
    description,
    is_hidden_from_company: false,
    ...stamp,
  };
}

const strongSummary =
  'Data analyst with 6 years of experience turning messy sales data into clear dashboards and forecasts. I cut weekly reporting time by 40% for 12 regional teams and look for an analytics lead role in a growing company.';

function profileWith(
  changes: Partial<TFullProfile> = {},
  summary: string | null = strongSummary,
): TFullProfile {
  return {
    basic: {
      first_name: 'Maria',
      last_name: 'Santos',
      avatar: null,
      birthday: null,
      nationality_id: 167,
      location_id: 2001,
      home_address: null,
      working_since: null,
      job_seeking_status: null,
      notice_period_id: null,
      declared_identity_id: null,
      user_identity_id: null,
      identity_verified: false,
      summary,
      job_seeker_type: null,
    },
    work_experiences: [
      experience(1, '2018-01-01', '2021-03-31', 'Cut reporting time by 40% for 12 teams.'),
      experience(2, '2021-04-01', null, 'Built 30 dashboards used by 200 managers.', 'Senior Data Analyst'),
    ],
    educations: [
      {
        id: 1,
        school_name: 'UP',
        education_level_id: 6,
        field_of_study: null,
        start_date: '2013-06-01',
        end_date: '2017-04-30',
        is_currently_attending: false,
        description: null,
        ...stamp,
      },
    ],
    skills: ['SQL', 'Python', 'Tableau'].map((name, i) => ({
      id: i + 1,
      name,
      proficiency: 'advanced' as const,
    })),
    languages: [],
    links: [],
    license_certifications: [],
    job_preferences: [{ id: 1 } as TFullProfile['job_preferences'][number]],
    ...changes,
  };
}

const resumeText = `Maria Santos\nmaria@example.com +63 912 345 6789\n${'Analysed sales data and built dashboards. '.repeat(40)}`;

function inputWith(changes: Partial<AnalysisInput> = {}): AnalysisInput {
  return {
    profile: profileWith(),
    contact: { emailVerified: true, phoneVerified: false },
    preferredTitles: ['Data Analyst'],
    resume: { id: 9, text: resumeText },
    ...changes,
  };
}

describe('the resume checks', () => {
  it('find nothing in a complete profile with measurable results and a good resume: 100', () => {
    expect(checkResume(inputWith())).toEqual({ score: 100, findings: [] });
  });

  it('find the missing parts, each pointing at its section, and take their weight off the score', () => {
    const bare = profileWith({ work_experiences: [], educations: [], skills: [], job_preferences: [] }, null);
    const { score, findings } = checkResume(
      inputWith({
        profile: bare,
        contact: { emailVerified: false, phoneVerified: false },
        resume: undefined,
      }),
    );
    expect(findings.map((f) => [f.code, f.section])).toEqual([
      ['missing_contact', 'basic'],
      ['missing_summary', 'summary'],
      ['missing_experience', 'work'],
      ['missing_skills', 'skills'],
      ['missing_preference', 'preferences'],
      ['missing_education', 'education'],
      ['no_resume', 'resumes'],
    ]);
    expect(score).toBe(100 - 5 * severityWeights.high - severityWeights.medium - severityWeights.low);
  });

  it('find a weak summary: too short and without a figure', () => {
    const { findings } = checkResume(inputWith({ profile: profileWith({}, 'I am a hard-working analyst.') }));
    expect(findings).toEqual([
      {
        code: 'summary_too_short',
        severity: 'medium',
        section: 'summary',
        item_id: null,
        details: { words: 5, min: 30 },
      },
      { code: 'summary_without_numbers', severity: 'low', section: 'summary', item_id: null, details: {} },
    ]);
  });

  it('find experiences without description or measurable results (a year is not a result), naming the item', () => {
    const profile = profileWith({
      work_experiences: [
        experience(5, '2018-01-01', '2020-12-31', null, 'Analyst'),
        experience(6, '2021-01-01', null, 'Led the team since 2021 and improved reports.', 'Lead Analyst'),
      ],
    });
    const codes = checkResume(inputWith({ profile })).findings.map((f) => [
      f.code,
      f.item_id,
      f.details.title,
    ]);
    expect(codes).toEqual([
      ['experience_without_description', 5, 'Analyst'],
      ['experience_without_results', 6, 'Lead Analyst'],
    ]);
  });

  it('find gaps of more than six months between experiences, not overlaps or short breaks', () => {
    const profile = profileWith({
      work_experiences: [
        experience(1, '2015-01-01', '2016-12-31', 'Grew sales 10%.'),
        // Four months later: not a gap worth naming.
        experience(2, '2017-05-01', '2019-06-30', 'Grew sales 15%.'),
        // Overlapping the one before.
        experience(3, '2019-01-01', '2019-12-31', 'Grew sales 20%.'),
        experience(4, '2021-03-01', null, 'Grew sales 25%.'),
      ],
    });
    const gaps = checkResume(inputWith({ profile })).findings.filter((f) => f.code === 'experience_gap');
    expect(gaps).toEqual([
      {
        code: 'experience_gap',
        severity: 'medium',
        section: 'work',
        item_id: 4,
        details: { months: 14, from: '2019-12', to: '2021-03', title: 'Data Analyst' },
      },
    ]);
  });

  it('find skills and titles that have nothing to do with the preferred job', () => {
    const profile = profileWith({
      skills: ['Cooking', 'Baking', 'Plating'].map((name, i) => ({
        id: i,
        name,
        proficiency: 'expert' as const,
      })),
      work_experiences: [experience(1, '2018-01-01', null, 'Served 300 guests a night.', 'Chef')],
    });
    const findings = checkResume(inputWith({ profile, preferredTitles: ['Backend Developer'] })).findings;
    expect(findings.find((f) => f.code === 'skills_not_matching_preference')?.details).toEqual({
      title: 'Backend Developer',
    });
  });

  it('read the attached resume: unreadable, too short, too long, without contact details', () => {
    const codesOf = (resume: AnalysisInput['resume']) =>
      checkResume(inputWith({ resume })).findings.map((f) => f.code);
    expect(codesOf({ id: 1, text: null })).toEqual(['resume_unreadable']);
    expect(codesOf({ id: 1, text: 'Maria Santos, analyst. maria@example.com' })).toEqual([
      'resume_too_short',
    ]);
    expect(codesOf({ id: 1, text: `maria@example.com ${'word '.repeat(1300)}` })).toEqual([
      'resume_too_long',
    ]);
    expect(codesOf({ id: 1, text: 'Analysed data. '.repeat(100) })).toEqual(['resume_without_contact']);
  });

  it('refuse to judge a profile with nothing to analyse (41311) or nothing to judge it by (41312)', () => {
    expect(insufficiency(profileWith({ work_experiences: [], educations: [] }))).toBe(41311);
    expect(insufficiency(profileWith({ skills: [], job_preferences: [] }, null))).toBe(41312);
    expect(insufficiency(profileWith())).toBeNull();
  });
});
