import type { LanguageCode, Localized } from '../languages';
import data from './data/skills.json';
import { taxonomy } from './taxonomy';

export interface SkillSeed {
  id: number;
  key: string;
  value: Localized;
  main_function_ids: number[];
}

export const skills: SkillSeed[] = data;

/** Skills for the picker: optionally those of a job function's main function, filtered by a query. */
export function findSkills(options: {
  language: LanguageCode;
  query?: string | undefined;
  jobFunctionId?: number | undefined;
}) {
  const mainFunctionId = options.jobFunctionId
    ? taxonomy.find((m) => m.job_functions.some((f) => f.id === options.jobFunctionId))?.id
    : undefined;
  const q = options.query?.trim().toLocaleLowerCase() ?? '';
  return skills
    .filter((s) => mainFunctionId === undefined || s.main_function_ids.includes(mainFunctionId))
    .filter(
      (s) =>
        !q ||
        s.value[options.language].toLocaleLowerCase().includes(q) ||
        s.value.en.toLowerCase().includes(q),
    )
    .map((s) => ({ id: s.id, key: s.key, value: s.value[options.language] }));
}
