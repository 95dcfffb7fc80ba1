import { editionById, type LanguageCode } from '@talkhire/config';
import { type OptionSeed, optionLists } from '@talkhire/config/lists';
import { errorCodes, type TCompanyDetail } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { isBlockedBetween } from '../company-blocks';
import { activeJobCount, optionOf, toCompanyCard } from './company-card';
import { companyResponseRate } from './company-response-rate';

const byId = (list: readonly OptionSeed[]) => new Map(list.map((o) => [o.id, o]));
const stages = byId(optionLists.company_financing_stage_lists);
const benefits = byId(optionLists.company_benefit_lists);
const cultures = byId(optionLists.company_culture_lists);

/** The company page of spec §2 for one company; unknown id: 404 / 40004. */
export async function readCompanyDetail(
  db: Db,
  companyId: number,
  language: LanguageCode,
  viewerId: number | null,
): Promise<TCompanyDetail> {
  const row = await db
    .selectFrom('companies as c')
    .where('c.id', '=', companyId)
    .selectAll('c')
    .select([
      activeJobCount.as('active_job_count'),
      sql<number>`(select count(*)::int from jobs aj where aj.company_id = c.id and aj.status = 'active' and aj.work_arrangement = 'remote')`.as(
        'remote_job_count',
      ),
      sql<number>`(select count(*)::int from recruiters rc where rc.company_id = c.id)`.as('recruiter_count'),
    ])
    .executeTakeFirst();
  if (!row) throw new ApiError(errorCodes.notFound);
  const [responseRate, isBlocked] = await Promise.all([
    companyResponseRate(db, companyId),
    viewerId ? isBlockedBetween(db, viewerId, companyId) : Promise.resolve(false),
  ]);
  const keyed = (list: Map<number, OptionSeed>, ids: number[]) =>
    ids.flatMap((id) => {
      const o = list.get(id);
      return o ? [{ id, key: o.key, value: o.value[language] }] : [];
    });
  return {
    ...toCompanyCard(row, language),
    country_id: row.edition_id,
    legal_name: row.legal_name,
    financing_stage: optionOf(stages.get(row.financing_stage_id), row.financing_stage_id, language),
    description: row.description,
    website: row.website,
    founded_year: row.founded_year,
    address: row.address,
    benefits: keyed(benefits, row.benefit_ids),
    cultures: keyed(cultures, row.culture_ids),
    business: {
      legal_name: row.legal_name,
      registration_number: row.registration_number,
      registered_capital: row.registered_capital === null ? null : Number(row.registered_capital),
      currency: editionById(row.edition_id)?.currency ?? 'usd',
      ceo_name: row.ceo_name,
      operating_status: row.operating_status,
      founded_year: row.founded_year,
      registered_address: row.address,
    },
    response_rate_7d: responseRate,
    remote_job_count: row.remote_job_count,
    recruiter_count: row.recruiter_count,
    is_blocked: isBlocked,
  };
}
