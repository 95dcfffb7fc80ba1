import type { TApplication, TResume } from '@talkhire/contracts';
import type { QuickApplyRegistration, ResumeChoice } from './types';

export const registration: QuickApplyRegistration = {
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Reyes',
  password: 'correct horse',
};

export const resume: ResumeChoice = { name: 'Ana Reyes CV.pdf', size: 48_000, file: { stand_in: 'file' } };

export const uploaded: TResume = {
  id: 3,
  filename: 'Ana Reyes CV.pdf',
  mime: 'application/pdf',
  size: 48_000,
  created_at: '2026-11-22T03:00:00.000Z',
};

export const application: TApplication = {
  id: 11,
  job_id: 7,
  source: 'quick_apply',
  first_message: 'Hello',
  screening_answers: [],
  status: 'applied',
  applied_at: '2026-11-22T03:00:01.000Z',
  updated_at: '2026-11-22T03:00:01.000Z',
  job_categories: [{ id: 1, key: 'it', value: 'IT' }],
  company_industry: { id: 1, key: 'it_software', value: 'IT & Software' },
};
