import type { TInterviewStatus } from '@talkhire/contracts';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** Migration u: an interview invitation; its status is a state of the interview machine. */
export interface InterviewsTable {
  id: Generated<number>;
  chat_id: number;
  job_id: number | null;
  jobseeker_id: number;
  recruiter_id: number;
  status: ColumnType<TInterviewStatus, TInterviewStatus | undefined, TInterviewStatus>;
  slots: ColumnType<Date[], Date[], Date[]>;
  duration_minutes: number;
  time_zone: string;
  chosen_slot: Nullable<number>;
  address: Nullable<string>;
  video_link: Nullable<string>;
  contact_person: string;
  contact_number: string;
  instructions: Nullable<string>;
  attendance: Nullable<'attended' | 'absent'>;
  reason: Nullable<string>;
  cancelled_by: Nullable<'jobseeker' | 'recruiter'>;
  result_requested_at: Nullable<Date>;
  seeker_unseen: ColumnType<boolean, boolean | undefined, boolean>;
  reminded_at: Nullable<Date>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface InterviewReportsTable {
  id: Generated<number>;
  interview_id: number;
  user_id: number;
  reason_id: number;
  description: Nullable<string>;
  created_at: CreatedAt;
}

export interface OffersTable {
  id: Generated<number>;
  chat_id: number;
  job_id: number | null;
  jobseeker_id: number;
  recruiter_id: number;
  status: ColumnType<'sent' | 'accepted' | 'rejected', 'sent' | undefined, 'sent' | 'accepted' | 'rejected'>;
  salary: string;
  start_date: ColumnType<string, string, string>;
  note: Nullable<string>;
  letter_file_id: Nullable<string>;
  reason: Nullable<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ChatExchangesTable {
  id: Generated<number>;
  chat_id: number;
  kind: 'mobile' | 'resume';
  status: ColumnType<
    'requested' | 'finished' | 'declined',
    'requested' | 'finished' | undefined,
    'requested' | 'finished' | 'declined'
  >;
  requested_by: 'jobseeker' | 'recruiter';
  resume_id: Nullable<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Columns migration u adds to recruiters. */
export interface RecruiterPhoneColumns {
  phone_num: Nullable<string>;
}
