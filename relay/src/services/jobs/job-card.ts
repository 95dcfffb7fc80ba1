import type { LanguageCode } from '@talkhire/config';
import { allLocations, type OptionSeed, optionLists } from '@talkhire/config/lists';
import type { TJobCard } from '@talkhire/contracts';
import type { JobsTable } from '../../db/schema';
import { workArrangementColumn } from './filter-ids';

/** The columns a job card needs, as the search query selects them. */
export interface JobCardRow {
  id: number;
  title: string;
  edition_id: number;
  salary_from: number | null;
  salary_to: number | null;
  currency: string;
  pay_type: string;
  location_id: number | null;
  work_arrangement: JobsTable['work_arrangement'];
  job_type_id: number;
  xp_lvl_id: number;
  degree_id: number;
  posted_at: Date;
  is_urgent: boolean;
  is_featured: boolean;
  company_id: number;
  company_name: string;
  company_is_verified: boolean;
  company_logo_color: string;
  recruiter_id: number;
  recruiter_first_name: string;
  recruiter_last_name: string;
  recruiter_last_active_at: Date;
}

const byId = (list: readonly OptionSeed[]) => new Map(list.map((o) => [o.id, o]));
const byKey = (list: readonly OptionSeed[]) => new Map(list.map((o) => [o.key, o]));
const jobTypes = byId(optionLists.job_types);
const xpLvls = byId(optionLists.xp_lvls);
const degrees = byId(optionLists.degrees);
const payTypes = byKey(optionLists.pay_types);
const arrangements = byKey(optionLists.work_arrangements);
const arrangementKeyOf = Object.fromEntries(Object.entries(workArrangementColumn).map(([k, v]) => [v, k]));
const locations = new Map(allLocations().map((l) => [l.id, l]));

/** A search row as the card of spec §3's job fields, labels in the reader's language. */
export function toJobCard(row: JobCardRow, language: LanguageCode): TJobCard {
  const option = (o: OptionSeed | undefined, id: number) => ({ id, value: o?.value[language] ?? '' });
  const keyed = (o: OptionSeed | undefined, key: string) => ({
    id: o?.id ?? 0,
    key,
    value: o?.value[language] ?? key,
  });
  const location = row.location_id === null ? undefined : locations.get(row.location_id);
  const arrangementKey = arrangementKeyOf[row.work_arrangement] ?? row.work_arrangement;
  return {
    id: row.id,
    title: row.title,
    country_id: row.edition_id,
    company: {
      id: row.company_id,
      name: row.company_name,
      is_verified: row.company_is_verified,
      logo_color: row.company_logo_color,
    },
    salary_from: row.salary_from,
    salary_to: row.salary_to,
    currency: row.currency,
    pay_type: keyed(payTypes.get(row.pay_type), row.pay_type),
    location: location
      ? { id: location.id, value: location.value[language], seo_value: location.seo_value }
      : null,
    work_arrangement: keyed(arrangements.get(arrangementKey), arrangementKey),
    job_type: option(jobTypes.get(row.job_type_id), row.job_type_id),
    xp_lvl: option(xpLvls.get(row.xp_lvl_id), row.xp_lvl_id),
    degree: option(degrees.get(row.degree_id), row.degree_id),
    posted_at: new Date(row.posted_at).toISOString(),
    is_urgent: row.is_urgent,
    is_featured: row.is_featured,
    recruiter: {
      id: row.recruiter_id,
      name: `${row.recruiter_first_name} ${row.recruiter_last_name}`.trim(),
      last_active_at: new Date(row.recruiter_last_active_at).toISOString(),
    },
  };
}
