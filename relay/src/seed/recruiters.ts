import type { NewRecruiter } from '../db/schema';
import type { CompanyDraft } from './companies';
import { corpora, peopleByEdition } from './corpus';
import type { Random } from './corpus/random';

const day = 86_400_000;
/** How many recruiters a company has; companies of 501+ people have more. */
const recruiterCountWeights = [
  [1, 35],
  [2, 35],
  [3, 20],
  [4, 10],
] as const;
const bigRecruiterCountWeights = [
  [1, 10],
  [2, 30],
  [3, 35],
  [4, 25],
] as const;
/** 1–4 recruiters per company, named as people of the edition are named. */
export function recruiterDrafts(
  r: Random,
  company: CompanyDraft,
  companyId: number,
  now: Date,
): NewRecruiter[] {
  const count = r.weightedPick(company.sizeRank >= 4 ? bigRecruiterCountWeights : recruiterCountWeights);
  const corpus = corpora[company.edition.seoLanguage];
  const people = peopleByEdition[company.edition.key];
  return Array.from({ length: count }, (_, i) => {
    const group = r.weightedPick(people.map((g) => [g, g.weight] as const));
    const family = r.pick(group.last);
    const second = group.twoFamilyNames ? r.pick(group.last.filter((n) => n !== family)) : null;
    return {
      company_id: companyId,
      first_name: r.pick(group.first),
      last_name: second ? `${family} ${second}` : family,
      // In a firm of a few people the boss often does the hiring.
      job_title:
        i === 0 && company.sizeRank === 0 && r.chance(0.6)
          ? corpus.ownerTitle
          : r.pick(corpus.recruiterTitles),
      last_active_at: new Date(now.getTime() - lastActiveAgo(r)),
      // Most recruiters answer most messages; a few hardly ever do.
      response_rate: 20 + Math.floor(80 * r.next() ** 0.6),
    };
  });
}

/** Milliseconds since a recruiter was last active: minutes, hours, days, weeks or months. */
function lastActiveAgo(r: Random): number {
  const minute = 60_000;
  const bucket = r.weightedPick([
    [[1, 59 * minute], 15],
    [[1 * 60 * minute, 23 * 60 * minute], 25],
    [[1 * day, 6 * day], 25],
    [[7 * day, 29 * day], 20],
    [[30 * day, 180 * day], 15],
  ] as const);
  return r.int(bucket[0], bucket[1]);
}
