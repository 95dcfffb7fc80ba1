import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { UserDeletionColumns } from './schema-account-changes';
import type {
  ChatMailNoticesTable,
  GreetingMessagesTable,
  UserSettingsTable,
} from './schema-account-settings';
import type { ResumeAnalysesTable, ResumeAnalysisIssuesTable } from './schema-ai-resume';
import type { AiAvatarCandidatesTable, AiWritingUsesTable } from './schema-ai-writing';
import type {
  ApplicationEventsTable,
  ApplicationsTable,
  ExternalJobClicksTable,
  JobApplyColumns,
  ResumesTable,
} from './schema-applications';
import type { ChatEventsTable, ChatHiddenMessagesTable, ChatMessagesTable, ChatsTable } from './schema-chat';
import type {
  ChatExchangesTable,
  InterviewReportsTable,
  InterviewsTable,
  OffersTable,
  RecruiterPhoneColumns,
} from './schema-chat-actions';
import type {
  ChatCommonPhrasesTable,
  ChatFilesTable,
  ChatMemberStatesTable,
  JobChatColumns,
  RecruiterChatColumns,
} from './schema-chat-features';
import type { MagicLinkTokensTable, PhoneAccountSelectionsTable } from './schema-code-login';
import type {
  CompanyBlocksTable,
  CompanyBusinessColumns,
  CompanyReportsTable,
  CompanyViewsTable,
} from './schema-companies';
import type { CurrencyRatesTable, FeedbackTable } from './schema-feedback-currency';
import type { CoursesTable, JobHotSearchesTable } from './schema-home';
import type {
  IdentityLoginStatesTable,
  IdentityPendingTable,
  IdentityVerificationsTable,
  UserIdentityColumns,
} from './schema-identity-verification';
import type {
  EntitlementsTable,
  InviteEmailsTable,
  InviteLinksTable,
  InviteRewardsTable,
  UserResumeRefreshColumns,
} from './schema-invites';
import type { JobAlertDeliveriesTable, JobAlertsTable, ScheduledRunsTable } from './schema-job-alerts';
import type { JobReportsTable, JobViewsTable, SavedJobsTable } from './schema-job-detail';
import type { ProfileViewsTable } from './schema-my-jobs';
import type { NotificationsTable } from './schema-notification-center';
import type {
  HandOffTicketsTable,
  OneTimeCodesTable,
  UserRegistrationsTable,
} from './schema-password-accounts';
import type {
  EducationsTable,
  JobPreferencesTable,
  UserProfileColumns,
  WorkExperiencesTable,
} from './schema-profile';
import type {
  LicenseCertificationsTable,
  ProfileLanguagesTable,
  ProfileLinksTable,
  ProfileSkillsTable,
  UserProfilePartColumns,
} from './schema-profile-parts';
import type { OutboxAttachmentsTable, UserAutoSendColumns, VideoResumesTable } from './schema-resumes-video';
import type {
  OidcSandboxGrantsTable,
  QrLoginsTable,
  SocialAccountsTable,
  SocialLoginStatesTable,
} from './schema-social-qr';
import type {
  TrackingEventsTable,
  TrackingGetStartedTable,
  TrackingListRowsTable,
  TrackingPopupRecordsTable,
  TrackingTraceabilityTable,
  TrackingZeroResultSearchesTable,
} from './schema-tracking';
import type { WebPushKeysTable, WebPushSubscriptionsTable } from './schema-web-push';

/** Row types of every table, kept beside the migrations that create them. */
export interface Database {
  companies: CompaniesTable;
  recruiters: RecruitersTable;
  jobs: JobsTable;
  users: UsersTable;
  sessions: SessionsTable;
  outbox: OutboxTable;
  website_outages: WebsiteOutagesTable;
  rate_limits: RateLimitsTable;
  known_devices: KnownDevicesTable;
  social_accounts: SocialAccountsTable;
  social_login_states: SocialLoginStatesTable;
  oidc_sandbox_grants: OidcSandboxGrantsTable;
  qr_logins: QrLoginsTable;
  magic_link_tokens: MagicLinkTokensTable;
  phone_account_selections: PhoneAccountSelectionsTable;
  one_time_codes: OneTimeCodesTable;
  hand_off_tickets: HandOffTicketsTable;
  user_registrations: UserRegistrationsTable;
  job_preferences: JobPreferencesTable;
  work_experiences: WorkExperiencesTable;
  educations: EducationsTable;
  profile_skills: ProfileSkillsTable;
  profile_languages: ProfileLanguagesTable;
  profile_links: ProfileLinksTable;
  license_certifications: LicenseCertificationsTable;
  saved_jobs: SavedJobsTable;
  job_reports: JobReportsTable;
  job_views: JobViewsTable;
  job_alerts: JobAlertsTable;
  job_alert_deliveries: JobAlertDeliveriesTable;
  scheduled_runs: ScheduledRunsTable;
  resumes: ResumesTable;
  applications: ApplicationsTable;
  application_events: ApplicationEventsTable;
  external_job_clicks: ExternalJobClicksTable;
  chats: ChatsTable;
  chat_messages: ChatMessagesTable;
  chat_events: ChatEventsTable;
  chat_hidden_messages: ChatHiddenMessagesTable;
  chat_member_states: ChatMemberStatesTable;
  chat_common_phrases: ChatCommonPhrasesTable;
  chat_files: ChatFilesTable;
  job_hot_searches: JobHotSearchesTable;
  courses: CoursesTable;
  profile_views: ProfileViewsTable;
  company_blocks: CompanyBlocksTable;
  company_views: CompanyViewsTable;
  company_reports: CompanyReportsTable;
  web_push_subscriptions: WebPushSubscriptionsTable;
  web_push_keys: WebPushKeysTable;
  notifications: NotificationsTable;
  interviews: InterviewsTable;
  interview_reports: InterviewReportsTable;
  offers: OffersTable;
  chat_exchanges: ChatExchangesTable;
  user_settings: UserSettingsTable;
  greeting_messages: GreetingMessagesTable;
  chat_mail_notices: ChatMailNoticesTable;
  outbox_attachments: OutboxAttachmentsTable;
  video_resumes: VideoResumesTable;
  tracking_events: TrackingEventsTable;
  tracking_exposures: TrackingListRowsTable;
  tracking_clicks: TrackingListRowsTable;
  tracking_popup_records: TrackingPopupRecordsTable;
  tracking_traceability: TrackingTraceabilityTable;
  tracking_get_started: TrackingGetStartedTable;
  tracking_zero_result_searches: TrackingZeroResultSearchesTable;
  identity_login_states: IdentityLoginStatesTable;
  identity_pending: IdentityPendingTable;
  identity_verifications: IdentityVerificationsTable;
  invite_links: InviteLinksTable;
  invite_emails: InviteEmailsTable;
  invite_rewards: InviteRewardsTable;
  entitlements: EntitlementsTable;
  ai_writing_uses: AiWritingUsesTable;
  resume_analyses: ResumeAnalysesTable;
  resume_analysis_issues: ResumeAnalysisIssuesTable;
  ai_avatar_candidates: AiAvatarCandidatesTable;
  feedback: FeedbackTable;
  currency_rates: CurrencyRatesTable;
}

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Business information columns come from the companies migration, see schema-companies.ts. */
export interface CompaniesTable extends CompanyBusinessColumns {
  id: Generated<number>;
  edition_id: number;
  name: string;
  legal_name: string;
  industry_id: number;
  company_size_id: number;
  financing_stage_id: number;
  is_verified: boolean;
  description: string;
  website: string | null;
  founded_year: number | null;
  location_id: number | null;
  address: string | null;
  benefit_ids: number[];
  culture_ids: number[];
  logo_color: string;
  created_at: CreatedAt;
}

export interface RecruitersTable extends RecruiterChatColumns, RecruiterPhoneColumns {
  id: Generated<number>;
  company_id: number;
  first_name: string;
  last_name: string;
  job_title: string;
  last_active_at: Timestamp;
  response_rate: number;
  /** The recruiter's sign-in account (migration o); null until one is made. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The external apply link comes from the applications migration, see schema-applications.ts. */
export interface JobsTable extends JobApplyColumns, JobChatColumns {
  id: Generated<number>;
  edition_id: number;
  company_id: number;
  recruiter_id: number;
  language: string;
  title: string;
  description: string;
  requirements: string;
  skills: string[];
  salary_from: number | null;
  salary_to: number | null;
  currency: string;
  pay_type: string;
  job_type_id: number;
  xp_lvl_id: number;
  degree_id: number;
  industry_id: number;
  main_function_id: number;
  job_function_id: number;
  function_title_id: number;
  location_id: number | null;
  work_arrangement: 'onsite' | 'hybrid' | 'remote';
  remote_open_country_ids: number[];
  remote_closed_country_ids: number[];
  remote_timezones: string[];
  remote_languages: string[];
  benefit_ids: number[];
  is_web3: boolean;
  is_urgent: boolean;
  is_featured: boolean;
  status: 'active' | 'on_hold' | 'closed' | 'deleted';
  posted_at: Timestamp;
  updated_at: Timestamp;
  search: ColumnType<string, never, never>;
  /** Japan's extra job terms (spec §2), in Japanese; null elsewhere. */
  jp_contract_period: string | null;
  jp_working_hours: string | null;
  jp_passive_smoking: string | null;
  jp_social_insurance: string | null;
  jp_holidays: string | null;
}

/** Profile columns (birthday, nationality…) come from the profile migration, see schema-profile.ts. */
export interface UsersTable
  extends UserProfileColumns,
    UserProfilePartColumns,
    UserAutoSendColumns,
    UserDeletionColumns,
    UserIdentityColumns,
    UserResumeRefreshColumns {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone_num: string | null;
  role: 'jobseeker' | 'recruiter';
  active_key: number;
  is_email_verify: boolean;
  is_mobile_verified: boolean;
  is_profile_completed: boolean;
  avatar: string | null;
  country_id: number;
  created_at: CreatedAt;
  /** Set when the account is suspended: it can no longer sign in (41044). */
  suspended_at: Date | null;
}

export interface SessionsTable {
  /** sha256 of the session token: the token itself is only ever in the cookie. */
  id: string;
  user_id: number | null;
  role: 'guest' | 'jobseeker' | 'recruiter';
  device_uuid: string | null;
  device_name: string | null;
  device_type: string | null;
  fcm_token_web: string | null;
  country_id: number;
  language_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface OutboxTable {
  id: Generated<number>;
  /** web_push: the recipient is a push subscription's endpoint and the body the notification's JSON. */
  channel: 'email' | 'sms' | 'web_push';
  recipient: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  status: ColumnType<'pending' | 'sent' | 'failed', 'pending' | undefined, 'pending' | 'sent' | 'failed'>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  /** 'smtp', 'mailbox' or 'web_push': where the message went; 'gone': the push subscription was no more. */
  transport: string | null;
  available_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_at: CreatedAt;
  sent_at: ColumnType<Date | null, never, Date | string | null>;
}

export interface WebsiteOutagesTable {
  id: Generated<number>;
  is_active: boolean;
  /** Optional expected end, shown on the maintenance page. */
  ends_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date;
  count: ColumnType<number, number | undefined, number>;
}

export interface KnownDevicesTable {
  user_id: number;
  device_uuid: string;
  first_seen_at: ColumnType<Date, Date | undefined, never>;
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
}

export type JobRow = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type NewRecruiter = Insertable<RecruitersTable>;
export type NewUser = Insertable<UsersTable>;
export type OutboxRow = Selectable<OutboxTable>;
