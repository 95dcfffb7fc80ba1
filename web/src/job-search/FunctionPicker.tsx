import type { JobSearchRequest } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../search-filters/FilterSelect';
import type { TMainFunction } from '../search-filters/search-lists';

/** Spec §2 job-function picker: main function, then one of its job functions, then a title. */
export function FunctionPicker({
  mainFunctions,
  request,
  onChange,
}: {
  mainFunctions: TMainFunction[];
  request: JobSearchRequest;
  onChange(patch: Partial<JobSearchRequest>): void;
}) {
  const { t } = useTranslation();
  const mainId = request.main_functions?.[0];
  const functionId = request.job_function_ids?.[0];
  const main = mainFunctions.find((m) => m.id === mainId);
  const jobFunction = main?.sub_function_list.find((f) => f.id === functionId);
  const idOf = (value: string) => (value ? [Number(value)] : undefined);
  const asOptions = (items: { id: number; value: string }[]) =>
    items.map((i) => ({ value: String(i.id), label: i.value }));

  return (
    <>
      <FilterSelect
        label={t('jobs.search.main_function')}
        testId="filter-main-function"
        value={mainId ? String(mainId) : ''}
        options={asOptions(mainFunctions)}
        onChange={(v) =>
          onChange({
            main_functions: idOf(v),
            job_function_ids: undefined,
            function_job_title_ids: undefined,
          })
        }
      />
      {main && (
        <FilterSelect
          label={t('jobs.search.job_function')}
          testId="filter-job-function"
          value={functionId ? String(functionId) : ''}
          options={asOptions(main.sub_function_list)}
          onChange={(v) => onChange({ job_function_ids: idOf(v), function_job_title_ids: undefined })}
        />
      )}
      {jobFunction && (
        <FilterSelect
          label={t('jobs.search.function_title')}
          testId="filter-function-title"
          value={request.function_job_title_ids?.[0] ? String(request.function_job_title_ids[0]) : ''}
          options={asOptions(jobFunction.job_titles)}
          onChange={(v) => onChange({ function_job_title_ids: idOf(v) })}
        />
      )}
    </>
  );
}
