import { type Edition, type EditionKey, editionByKey } from '@talkhire/config';
import { locationsOf, type OptionSeed, optionLists } from '@talkhire/config/lists';
import type { NewCompany } from '../db/schema';
import { companyBusiness } from './company-business';
import { uniqueName } from './company-names';
import { companyStyles, corpora, industryGroupOf } from './corpus';
import { words } from './corpus/lists';
import type { Random } from './corpus/random';
import { composeCompanyDescription, midSentence } from './text';

/** A company to insert, with what its recruiters and jobs need to know about it. */
export interface CompanyDraft {
  row: NewCompany;
  edition: Edition;
  industry: OptionSeed;
  /** Index into company_sizes (0 = 1-10 people), for how many recruiters and how listed it is. */
  sizeRank: number;
  /** Also when the profile leaves founded_year empty: job texts still mention it. */
  founded: number;
}

const day = 86_400_000;

/** Companies per edition, in the edition's language, with names unique within the edition. */
export function* companyDrafts(
  r: Random,
  counts: Map<EditionKey, number>,
  now: Date,
): Generator<CompanyDraft> {
  for (const [key, count] of counts) {
    const edition = editionByKey(key);
    const taken = new Set<string>();
    for (let i = 0; i < count; i++) yield companyDraft(r, edition, taken, now);
  }
}

/** General weights, times a local boost (BPO in the Philippines, manufacturing in Japan...). */
const industryWeights: Record<string, number> = {
  it_software: 8,
  banking: 3,
  insurance: 2,
  financial_services: 3,
  fintech: 2,
  healthcare: 4,
  pharmaceutical: 2,
  education: 3,
  manufacturing: 5,
  automotive: 2,
  retail: 4,
  ecommerce: 3,
  fashion: 2,
  logistics: 3,
  aviation: 1,
  real_estate: 3,
  construction: 3,
  hospitality: 3,
  food_beverage: 4,
  telecommunications: 2,
  energy: 2,
  agriculture: 1,
  government: 1,
  non_profit: 1,
  media: 1.5,
  advertising_marketing: 2,
  gaming: 1,
  blockchain_web3: 1,
  consulting: 3,
  legal: 1,
  bpo_outsourcing: 2,
};
const localBoost: Partial<Record<EditionKey, Record<string, number>>> = {
  ph: { bpo_outsourcing: 6, it_software: 1.5, hospitality: 1.5 },
  sg: { financial_services: 2, fintech: 2, logistics: 1.5, it_software: 1.5 },
  jp: { manufacturing: 2, automotive: 3, gaming: 2 },
  id: { ecommerce: 2, retail: 1.5, agriculture: 2 },
  my: { manufacturing: 1.5, energy: 2, it_software: 1.3 },
  hk: { financial_services: 2.5, banking: 2, logistics: 1.5 },
  tw: { manufacturing: 2.5, it_software: 1.5 },
  sa: { energy: 3, construction: 2, government: 2 },
  ae: { real_estate: 2, aviation: 3, hospitality: 2 },
  ng: { fintech: 3, telecommunications: 2, energy: 2 },
  lk: { bpo_outsourcing: 2, agriculture: 2, fashion: 2 },
  rs: { it_software: 2.5, agriculture: 1.5 },
  com: { it_software: 4, blockchain_web3: 5, fintech: 2, gaming: 2 },
};

const sizeWeights = [12, 25, 25, 15, 9, 8, 6];
const logoColors = words(
  '#1E88E5, #43A047, #E53935, #FB8C00, #8E24AA, #00897B, #3949AB, #F4511E, #6D4C41, #546E7A, #D81B60, #039BE5, #7CB342, #FDD835, #5E35B1, #00ACC1, #C0CA33, #FFB300, #0D47A1, #1B5E20',
);

function companyDraft(r: Random, edition: Edition, taken: Set<string>, now: Date): CompanyDraft {
  const language = edition.seoLanguage;
  const corpus = corpora[language];
  const style = companyStyles[edition.key];
  const boost = localBoost[edition.key] ?? {};
  const industry = r.weightedPick(
    optionLists.industry_lists.map((o) => [o, (industryWeights[o.key] ?? 1) * (boost[o.key] ?? 1)] as const),
  );
  const sizeRank = r.weightedPick(sizeWeights.map((w, i) => [i, w] as const));
  const size = optionLists.company_sizes[sizeRank] ?? optionLists.company_sizes[0]!;
  const stage = financingStage(r, sizeRank, industryGroupOf[industry.key] === 'tech');
  const listed = stage.key === 'listed';
  const locations = locationsOf(edition.key);
  // The edition's main city (listed first) hosts a large share of head offices.
  const location = r.chance(0.4) ? locations[0]! : r.pick(locations);
  const locationName = location.value[language];
  const { name, latin } = uniqueName(r, edition, industry.key, taken);
  // Small firms are young; large ones may be decades old. Fixed year: content must not depend on now.
  const age =
    sizeRank <= 1 ? 1 + 20 * r.next() ** 1.5 : sizeRank <= 3 ? 3 + 40 * r.next() : 8 + 70 * r.next();
  const founded = 2025 - Math.floor(age);
  const cultures = r.sample(optionLists.company_culture_lists, r.int(2, 4)).sort((a, b) => a.id - b.id);
  const slots = {
    company: name,
    industry: industry.value[language],
    location: locationName,
    founded: String(founded),
    size: midSentence(size.value[language], language),
    cultures: cultures
      .map((c, i) => (i === 0 ? c.value[language] : midSentence(c.value[language], language)))
      .join(corpus.listSeparator),
  };
  const row: NewCompany = {
    edition_id: edition.id,
    name,
    legal_name: r.pick(listed ? style.listedLegal : style.legal).replace('{name}', name),
    industry_id: industry.id,
    company_size_id: size.id,
    financing_stage_id: stage.id,
    is_verified: r.chance(0.35),
    description: composeCompanyDescription(r, corpus, slots),
    website: r.chance(0.9) ? `https://www.${latin}.${style.tld}` : null,
    founded_year: r.chance(0.95) ? founded : null,
    location_id: location.id,
    address: r.chance(0.92) ? style.address(r, locationName) : null,
    benefit_ids: r
      .sample(optionLists.company_benefit_lists, r.int(3, 8))
      .map((b) => b.id)
      .sort((a, b) => a - b),
    culture_ids: cultures.map((c) => c.id),
    logo_color: r.pick(logoColors),
    created_at: new Date(now.getTime() - r.int(60, 1000) * day),
    ...companyBusiness(edition, name, sizeRank, founded),
  };
  return { row, edition, industry, sizeRank, founded };
}

function financingStage(r: Random, sizeRank: number, tech: boolean): OptionSeed {
  const stages = optionLists.company_financing_stage_lists;
  const weights: Record<string, number> = {
    not_funded: sizeRank <= 2 ? 18 : 4,
    angel: sizeRank <= 1 ? 6 : 1,
    pre_series_a: sizeRank <= 2 ? 6 : 1,
    series_a: tech ? 10 : 4,
    series_b: tech ? 7 : 3,
    series_c: sizeRank >= 3 ? 5 : 1,
    series_d_plus: sizeRank >= 4 ? 4 : 0.5,
    listed: sizeRank >= 5 ? 45 : sizeRank >= 3 ? 8 : 0.5,
    no_funding_needed: 25,
  };
  return r.weightedPick(stages.map((s) => [s, weights[s.key] ?? 1] as const));
}
