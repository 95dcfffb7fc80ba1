import type { LanguageCode } from '../languages';
import data from './data/taxonomy.json';
import type { FunctionTitleSeed, MainFunctionSeed } from './seeds';

/** Main function → job function → function title (spec §3), hand-written in ten languages. */
export const taxonomy: MainFunctionSeed[] = data;

export interface FunctionTitleHit {
  title: FunctionTitleSeed;
  jobFunctionId: number;
  mainFunctionId: number;
}

const flat: FunctionTitleHit[] = taxonomy.flatMap((m) =>
  m.job_functions.flatMap((f) =>
    f.function_titles.map((title) => ({ title, jobFunctionId: f.id, mainFunctionId: m.id })),
  ),
);

/** Function titles whose name in the language (or in English) contains the query; prefix matches first. */
export function findFunctionTitles(query: string, language: LanguageCode, size: number): FunctionTitleHit[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return flat.slice(0, size);
  const scored: { hit: FunctionTitleHit; score: number }[] = [];
  for (const hit of flat) {
    const local = hit.title.value[language].toLocaleLowerCase();
    const english = hit.title.value.en.toLowerCase();
    const at = Math.min(
      ...[local.indexOf(q), english.indexOf(q)].map((i) => (i < 0 ? Number.POSITIVE_INFINITY : i)),
    );
    if (at !== Number.POSITIVE_INFINITY) scored.push({ hit, score: at === 0 ? 0 : 1 });
  }
  return scored
    .sort(
      (a, b) => a.score - b.score || a.hit.title.value[language].length - b.hit.title.value[language].length,
    )
    .slice(0, size)
    .map((s) => s.hit);
}

const byId = new Map(flat.map((hit) => [hit.title.id, hit]));

/** A function title by its id, with the job function and main function it sits under. */
export function findFunctionTitle(id: number): FunctionTitleHit | undefined {
  return byId.get(id);
}

export function allFunctionTitles(): readonly FunctionTitleHit[] {
  return flat;
}
