import { editionById, type LanguageCode } from '@talkhire/config';
import { allLocations, type OptionSeed, optionLists, taxonomy } from '@talkhire/config/lists';
import { errorCodes, type TJobDetail, type TJobStatic } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { responseStats } from '../chat';
import { toJobCard } from './job-card';
import { jobCards } from './search-jobs';

/**
 * The job page of spec §2/§3 for one job, labels in the reader's language, with whether the
 * signed-in reader blocked its company. Closed, on-hold and deleted jobs answer as well: the page
 * shows their status; an unknown id is 404 / 40004.
 */
export async function readJobDetail(
  db: Db,
  jobId: number,
  language: LanguageCode,
  viewerId: number | null = null,
): Promise<TJobDetail> {
  const job = await readJobStatic(db, jobId, language);
  const block = viewerId
    ? await db
        .selectFrom('company_blocks')
        .select('id')
        .where('user_id', '=', viewerId)
        .where('company_id', '=', job.company.id)
        .executeTakeFirst()
    : undefined;
  return { ...job, company_blocked: block !== undefined };
}

/** The job as everyone sees it (spec §7 GET /{id}/static): nothing in it depends on the reader. */
export async function readJobStatic(db: Db, jobId: number, language: LanguageCode): Promise<TJobStatic> {
  const row = await db
    .selectFrom('jobs as j')
    .innerJoin('companies as c', 'c.id', 'j.company_id')
    .innerJoin('recruiters as r', 'r.id', 'j.recruiter_id')
    .where('j.id', '=', jobId)
    .select([
      'j.status',
      'j.description',
      'j.requirements',
      'j.skills',
      'j.benefit_ids',
      'j.industry_id',
      'j.main_function_id',
      'j.job_function_id',
      'j.function_title_id',
      'j.location_id',
      'j.remote_open_country_ids',
      'j.remote_closed_country_ids',
      'j.remote_timezones',
      'j.remote_languages',
      'j.is_web3',
      'j.eligibility_identity_ids',
      'j.external_apply_url',
      'j.jp_contract_period',
      'j.jp_working_hours',
      'j.jp_passive_smoking',
      'j.jp_social_insurance',
      'j.jp_holidays',
      'j.updated_at',
      'c.industry_id as company_industry_id',
      'c.company_size_id',
      'c.financing_stage_id',
      'r.job_title as recruiter_job_title',
      'r.id as recruiter_id',
    ])
    .executeTakeFirst();
  const [card] = await jobCards(db, [jobId]);
  if (!row || !card) throw new ApiError(errorCodes.notFound);
  const responses = await responseStats(db, { recruiterId: row.recruiter_id });

  const base = toJobCard(card, language);
  const option = (list: Map<number, OptionSeed>, id: number) => ({
    id,
    value: list.get(id)?.value[language] ?? '',
  });
  const keyed = (o: OptionSeed) => ({ id: o.id, key: o.key, value: o.value[language] });
  const location = row.location_id === null ? undefined : locations.get(row.location_id);
  const main = mainFunctions.get(row.main_function_id);
  const sub = jobFunctions.get(row.job_function_id);
  const title = functionTitles.get(row.function_title_id);
  const countries = (ids: number[]) =>
    ids.flatMap((id) => {
      const edition = editionById(id);
      return edition ? [{ id, key: edition.key }] : [];
    });

  return {
    ...base,
    status: row.status,
    description: row.description,
    requirements: row.requirements,
    skills: row.skills,
    eligibility_identity_ids: row.eligibility_identity_ids,
    benefits: row.benefit_ids.flatMap((id) => {
      const o = benefits.get(id);
      return o ? [keyed(o)] : [];
    }),
    industry: option(industries, row.industry_id),
    main_function: { id: row.main_function_id, value: main?.value[language] ?? '' },
    job_function: { id: row.job_function_id, value: sub?.value[language] ?? '' },
    function_title: { id: row.function_title_id, value: title?.value[language] ?? '' },
    location: location
      ? {
          id: location.id,
          value: location.value[language],
          seo_value: location.seo_value,
          latitude: location.latitude,
          longitude: location.longitude,
        }
      : null,
    remote:
      card.work_arrangement === 'remote'
        ? {
            open_countries: countries(row.remote_open_country_ids),
            closed_countries: countries(row.remote_closed_country_ids),
            timezones: row.remote_timezones.flatMap((k) => {
              const o = timezones.get(k);
              return o ? [keyed(o)] : [];
            }),
            languages: row.remote_languages.flatMap((k) => {
              const o = workLanguages.get(k);
              return o ? [keyed(o)] : [];
            }),
          }
        : null,
    japan:
      row.jp_contract_period === null
        ? null
        : {
            contract_period: row.jp_contract_period,
            working_hours: row.jp_working_hours ?? '',
            passive_smoking: row.jp_passive_smoking ?? '',
            social_insurance: row.jp_social_insurance ?? '',
            holidays: row.jp_holidays ?? '',
          },
    is_web3: row.is_web3,
    external_apply_url: row.external_apply_url,
    updated_at: new Date(row.updated_at).toISOString(),
    company: {
      ...base.company,
      industry: option(industries, row.company_industry_id),
      company_size: option(companySizes, row.company_size_id),
      financing_stage: option(financingStages, row.financing_stage_id),
    },
    recruiter: {
      ...base.recruiter,
      job_title: row.recruiter_job_title,
      response_rate: responses.rate,
      reply_minutes: responses.replyMinutes,
    },
  };
}

const byId = <T extends { id: number }>(list: readonly T[]) => new Map(list.map((o) => [o.id, o]));
const byKey = (list: readonly OptionSeed[]) => new Map(list.map((o) => [o.key, o]));
const benefits = byId(optionLists.job_benefit_lists);
const industries = byId(optionLists.industry_lists);
const companySizes = byId(optionLists.company_sizes);
const financingStages = byId(optionLists.company_financing_stage_lists);
const timezones = byKey(optionLists.timezones);
const workLanguages = byKey(optionLists.work_languages);
const locations = byId(allLocations());
const mainFunctions = byId(taxonomy);
const jobFunctions = byId(taxonomy.flatMap((m) => m.job_functions));
const functionTitles = byId(taxonomy.flatMap((m) => m.job_functions.flatMap((f) => f.function_titles)));
