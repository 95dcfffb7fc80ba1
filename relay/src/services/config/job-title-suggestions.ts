import type { LanguageCode } from '@talkhire/config';
import { findFunctionTitles } from '@talkhire/config/lists';
import type { TJobTitleSuggestion } from '@talkhire/contracts';

/** Function titles matching what was typed, with the function and category each belongs to. */
export function suggestJobTitles(query: string, language: LanguageCode, size: number): TJobTitleSuggestion[] {
  return findFunctionTitles(query, language, size).map(({ title, jobFunctionId, mainFunctionId }) => ({
    id: title.id,
    value: title.value[language],
    function_title_value: title.value[language],
    seo_value: title.seo_value,
    job_function_id: jobFunctionId,
    main_function_id: mainFunctionId,
  }));
}
