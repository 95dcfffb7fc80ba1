import type { TSyncableContent } from '@talkhire/contracts';

/** What a resume read answers: one work experience to keep, an e-mail that cannot be synced, a duplicate skill. */
export const foundContent: TSyncableContent = {
  resume_id: 7,
  items: [
    {
      id: 'work_experience-0',
      kind: 'work_experience',
      value: {
        job_title: 'Data Analyst',
        company_name: 'Grab Holdings',
        start_date: '2019-03-01',
        end_date: null,
        is_currently_working: true,
        description: null,
      },
      problems: [],
      duplicate: false,
      syncable: true,
    },
    {
      id: 'email-0',
      kind: 'email',
      value: { email: 'a@example.com' },
      problems: [],
      duplicate: false,
      syncable: false,
    },
    { id: 'skill-0', kind: 'skill', value: { name: 'SQL' }, problems: [], duplicate: true, syncable: true },
  ],
  unmapped: [],
};
