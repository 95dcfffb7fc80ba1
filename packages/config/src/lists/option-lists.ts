import chatReportLists from './data/chat_report_lists.json';
import companyBenefitLists from './data/company_benefit_lists.json';
import companyCultureLists from './data/company_culture_lists.json';
import companyFinancingStageLists from './data/company_financing_stage_lists.json';
import companySizes from './data/company_sizes.json';
import degrees from './data/degrees.json';
import educations from './data/educations.json';
import genderLists from './data/gender_lists.json';
import industryLists from './data/industry_lists.json';
import jobAttractiveReasons from './data/job_attractive_reasons.json';
import jobBenefitLists from './data/job_benefit_lists.json';
import jobCategoryLists from './data/job_category_lists.json';
import jobFunctionLists from './data/job_function_lists.json';
import jobTypes from './data/job_types.json';
import noOfEmployeeRanges from './data/no_of_employee_ranges.json';
import noticePeriodLists from './data/notice_period_lists.json';
import payTypes from './data/pay_types.json';
import pipelineStageLists from './data/pipeline_stage_lists.json';
import regionLists from './data/region_lists.json';
import reportInterviewReasons from './data/report_interview_reasons.json';
import reportRecruiterReasons from './data/report_recruiter_reasons.json';
import reportTalentReasons from './data/report_talent_reasons.json';
import resumeLastUpdatedTimeLists from './data/resume_last_updated_time_lists.json';
import resumeSourceLists from './data/resume_source_lists.json';
import socialTypes from './data/social_types.json';
import subscibeJobFrequencyLists from './data/subscibe_job_frequency_lists.json';
import timezones from './data/timezones.json';
import userIdentityLists from './data/user_identity_lists.json';
import workArrangements from './data/work_arrangements.json';
import workLanguages from './data/work_languages.json';
import workXps from './data/work_xps.json';
import xpLvls from './data/xp_lvls.json';
import type { OptionSeed } from './seeds';

/** Hand-written option lists: `{ id, key, seo_value, value }` with the value in ten languages. */
export const optionLists = {
  xp_lvls: xpLvls,
  work_xps: workXps,
  job_types: jobTypes,
  work_arrangements: workArrangements,
  pay_types: payTypes,
  degrees,
  educations,
  company_sizes: companySizes,
  no_of_employee_ranges: noOfEmployeeRanges,
  industry_lists: industryLists,
  job_category_lists: jobCategoryLists,
  job_benefit_lists: jobBenefitLists,
  job_attractive_reasons: jobAttractiveReasons,
  company_benefit_lists: companyBenefitLists,
  company_culture_lists: companyCultureLists,
  company_financing_stage_lists: companyFinancingStageLists,
  chat_report_lists: chatReportLists,
  notice_period_lists: noticePeriodLists,
  subscibe_job_frequency_lists: subscibeJobFrequencyLists,
  report_talent_reasons: reportTalentReasons,
  report_interview_reasons: reportInterviewReasons,
  report_recruiter_reasons: reportRecruiterReasons,
  social_types: socialTypes,
  resume_source_lists: resumeSourceLists,
  gender_lists: genderLists,
  pipeline_stage_lists: pipelineStageLists,
  resume_last_updated_time_lists: resumeLastUpdatedTimeLists,
  job_function_lists: jobFunctionLists,
  user_identity_lists: userIdentityLists,
  timezones,
  work_languages: workLanguages,
  /** Regions a job preference may name instead of a country or a location (pref_region_id). */
  region_lists: regionLists,
} satisfies Record<string, OptionSeed[]>;

export type OptionListName = keyof typeof optionLists;
