import type { Edition } from '@talkhire/config';
import {
  locationsOf,
  type MainFunctionSeed,
  type OptionSeed,
  optionLists,
  skills,
  taxonomy,
} from '@talkhire/config/lists';
import type { NewJob } from '../db/schema';
import { corpora } from './corpus';
import type { Random } from './corpus/random';
import { japanTerms } from './japan-terms';
import {
  annualEditions,
  degreeWeights,
  entryTitle,
  functionDemand,
  functionsByIndustry,
  handsOn,
  jobTypeWeights,
  managerialTitle,
  payTypeWeights,
  rankedTitle,
  web3Functions,
  xpWeights,
  xpYears,
} from './job-weights';
import { remoteCriteria } from './remote';
import { salaryFor } from './salary';
import { composeDescription, composeRequirements, inlineList, type Slots, withArticle } from './text';

/** What a job needs to know about the company posting it. */
export interface CompanyRef {
  id: number;
  edition: Edition;
  name: string;
  industry: OptionSeed;
  founded: number;
  locationId: number;
  recruiterIds: number[];
}

const day = 86_400_000;
/** The catalogue covers the last 60 days of postings. */
const postingWindowDays = 60;

const mainBySeo = new Map(taxonomy.map((m) => [m.seo_value, m]));
const skillsByMain = new Map(
  taxonomy.map((m) => [m.id, skills.filter((s) => s.main_function_ids.includes(m.id))]),
);
const byKey = (list: readonly OptionSeed[]) => new Map(list.map((o) => [o.key, o]));
const jobTypes = byKey(optionLists.job_types);
const degrees = byKey(optionLists.degrees);

/** Builds one job at a time, so any number of jobs can be generated with flat memory. */
export function createJobFactory(r: Random, now: Date) {
  let made = 0;
  return (company: CompanyRef): NewJob => {
    made += 1;
    const { edition } = company;
    const language = edition.seoLanguage;
    const corpus = corpora[language];
    const main = mainFunction(r, company);
    const jobFunction = r.pick(main.job_functions);
    const functionTitle = r.pick(jobFunction.function_titles);
    const english = functionTitle.value.en;

    let xp = r.weightedPick(xpWeights.map((w, i) => [i, w] as const));
    if (managerialTitle.test(english)) xp = Math.max(xp, 3);
    else if (entryTitle.test(english)) xp = Math.min(xp, 2);
    const jobTypeKey = pickKey(r, jobTypeWeights, (k) => k !== 'internship' || xp <= 2);
    if (jobTypeKey === 'internship') xp = Math.min(xp, 1);

    let title = functionTitle.value[language];
    if (!rankedTitle.test(english)) {
      if (xp <= 1 && r.chance(0.35)) title = r.pick(corpus.seniority.junior).replace('{title}', title);
      else if (xp >= 4 && r.chance(0.45)) title = r.pick(corpus.seniority.senior).replace('{title}', title);
    }

    const payTypeKey = pickKey(
      r,
      payTypeWeights[
        jobTypeKey === 'full_time' && annualEditions.has(edition.key) ? 'full_time_annual' : jobTypeKey
      ] ?? {},
      () => true,
    );
    const salary = salaryFor(r, edition.key, payTypeKey, xp / 5);
    const arrangement = workArrangement(r, edition, main);
    const remote = arrangement === 'remote';
    const locations = locationsOf(edition.key);
    const locationId = remote ? null : r.chance(0.65) ? company.locationId : r.pick(locations).id;
    const location = locations.find((l) => l.id === (locationId ?? company.locationId)) ?? locations[0]!;
    const jobSkills = r
      .sample(skillsByMain.get(main.id) ?? skills, r.int(3, 8))
      .map((s) => s.value[language]);
    const degreeKey = pickKey(r, degreeWeights, (k) => k !== 'doctorate' || xp >= 3);

    const slots: Slots = {
      title,
      a_title: withArticle(title),
      company: company.name,
      location: location.value[language],
      industry: company.industry.value[language],
      function: jobFunction.value[language],
      skill: jobSkills[0] ?? '',
      skill2: jobSkills[1] ?? '',
      skill3: jobSkills[2] ?? '',
      skills: inlineList(jobSkills.slice(0, 3), corpus),
      founded: String(company.founded),
      degree: degrees.get(degreeKey)?.value[language] ?? '',
    };
    const postedAgo = Math.floor(postingWindowDays * day * r.next() ** 1.3);
    const postedAt = now.getTime() - postedAgo;
    const updatedAt = r.chance(0.4) ? postedAt + Math.floor(r.next() * postedAgo * 0.6) : postedAt;
    const remoteFields = remote ? remoteCriteria(r, edition) : null;

    return {
      edition_id: edition.id,
      company_id: company.id,
      recruiter_id: r.pick(company.recruiterIds),
      language,
      title,
      description: composeDescription(r, corpus, slots, remote),
      requirements: composeRequirements(r, corpus, slots, {
        years: xpYears[xp] ?? 0,
        anyDegree: degreeKey === 'no_requirement',
        remote,
      }),
      skills: jobSkills,
      salary_from: salary?.from ?? null,
      salary_to: salary?.to ?? null,
      currency: edition.currency,
      pay_type: payTypeKey,
      job_type_id: jobTypes.get(jobTypeKey)!.id,
      xp_lvl_id: optionLists.xp_lvls[xp]!.id,
      degree_id: degrees.get(degreeKey)!.id,
      industry_id: company.industry.id,
      main_function_id: main.id,
      job_function_id: jobFunction.id,
      function_title_id: functionTitle.id,
      location_id: locationId,
      work_arrangement: arrangement,
      remote_open_country_ids: remoteFields?.open ?? [],
      remote_closed_country_ids: remoteFields?.closed ?? [],
      remote_timezones: remoteFields?.timezones ?? [],
      remote_languages: remoteFields?.languages ?? [],
      benefit_ids: jobBenefits(r, edition),
      is_web3: r.chance(web3Chance(company.industry.key, main)),
      is_urgent: r.chance(0.08),
      is_featured: r.chance(0.05),
      status: r.weightedPick([
        ['active', 93],
        ['on_hold', 4],
        ['closed', 3],
      ] as const),
      posted_at: new Date(postedAt),
      updated_at: new Date(updatedAt),
      ...(edition.key === 'jp' ? japanTerms(jobTypeKey, title) : {}),
      external_apply_url: externalApplyUrl(made, company),
    };
  };
}

/**
 * One job in 25 takes applications on its employer's own site (spec §4 quick apply's external
 * branch). Chosen by position, not by the random stream, so every other seeded value stays as it was.
 */
function externalApplyUrl(position: number, company: CompanyRef): string | null {
  return position % externalApplyEvery === 0
    ? `https://careers.example.com/${company.edition.key}/${company.id}/jobs/${position}`
    : null;
}
const externalApplyEvery = 25;

function mainFunction(r: Random, company: CompanyRef): MainFunctionSeed {
  const preferred = functionsByIndustry[company.industry.key] ?? [];
  if (preferred.length > 0 && r.chance(0.55)) return mainBySeo.get(r.pick(preferred)) ?? taxonomy[0]!;
  // Call centres make customer service the biggest employer in the Philippines.
  const boost = (seo: string) =>
    company.edition.key === 'ph' && seo === 'customer-service-operations' ? 2.5 : 1;
  return r.weightedPick(
    taxonomy.map((m) => [m, (functionDemand[m.seo_value] ?? 5) * boost(m.seo_value)] as const),
  );
}

function workArrangement(
  r: Random,
  edition: Edition,
  main: MainFunctionSeed,
): 'onsite' | 'hybrid' | 'remote' {
  // 'Others' lists jobs open across borders, so most of them are remote.
  if (edition.key === 'com')
    return r.weightedPick([
      ['remote', 75],
      ['hybrid', 15],
      ['onsite', 10],
    ] as const);
  const remote = handsOn.has(main.seo_value) ? 3 : 14.5;
  return r.weightedPick([
    ['onsite', 70],
    ['hybrid', 18],
    ['remote', remote],
  ] as const);
}

/** 13th-month pay is a legal requirement in the Philippines and rare elsewhere. */
function jobBenefits(r: Random, edition: Edition): number[] {
  const pool = optionLists.job_benefit_lists.filter((b) => b.key !== 'thirteenth_month_pay');
  const picked = r.sample(pool, r.int(2, 6));
  const thirteenth = optionLists.job_benefit_lists.find((b) => b.key === 'thirteenth_month_pay');
  if (thirteenth && edition.key === 'ph' && r.chance(0.7)) picked.push(thirteenth);
  return picked.map((b) => b.id).sort((a, b) => a - b);
}

/** About 4% of jobs are web3: most of a blockchain company, some of tech and finance, few others. */
function web3Chance(industryKey: string, main: MainFunctionSeed): number {
  if (industryKey === 'blockchain_web3') return 0.75;
  const techOrFinance = ['it_software', 'fintech', 'financial_services', 'banking', 'gaming'].includes(
    industryKey,
  );
  if (web3Functions.has(main.seo_value)) return techOrFinance ? 0.14 : 0.05;
  return 0.006;
}

function pickKey(r: Random, weights: Record<string, number>, allowed: (key: string) => boolean): string {
  return r.weightedPick(Object.entries(weights).filter(([k]) => allowed(k)));
}
