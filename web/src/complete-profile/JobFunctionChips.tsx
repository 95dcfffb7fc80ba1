import { useTranslation } from 'react-i18next';
import type { TMainFunction } from './config-lists';
import { Field } from './Field';

/** Up to `max` job functions (config main_functions → sub functions), shown as removable chips. */
export function JobFunctionChips({
  id,
  tree,
  value,
  max,
  error,
  onChange,
}: {
  id: string;
  tree: TMainFunction[] | undefined;
  value: number[];
  max: number;
  error?: string;
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const names = new Map(tree?.flatMap((m) => m.sub_function_list.map((f) => [f.id, f.value] as const)));
  const full = value.length >= max;
  return (
    <Field
      id={id}
      label={t('profile.work.job_functions')}
      hint={t('profile.work.job_functions_hint', { max })}
      error={error}
      optional
    >
      {(control) => (
        <div className="wz-function-chips">
          {value.length > 0 && (
            <ul className="chips">
              {value.map((functionId) => {
                const name = names.get(functionId) ?? String(functionId);
                return (
                  <li key={functionId} className="chip">
                    {name}
                    <button
                      type="button"
                      className="wz-chip__remove"
                      aria-label={t('profile.work.remove_function', { name })}
                      onClick={() => onChange(value.filter((v) => v !== functionId))}
                    >
                      ×
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <select
            {...control}
            value=""
            disabled={!tree || full}
            onChange={(e) => {
              const chosen = Number(e.target.value);
              if (chosen && !value.includes(chosen)) onChange([...value, chosen]);
            }}
          >
            <option value="">{t(tree ? 'profile.work.add_function' : 'profile.common.loading')}</option>
            {tree?.map((main) => (
              <optgroup key={main.id} label={main.value}>
                {main.sub_function_list.map((f) => (
                  <option key={f.id} value={String(f.id)} disabled={value.includes(f.id)}>
                    {f.value}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      )}
    </Field>
  );
}
