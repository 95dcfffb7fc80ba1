import { useTranslation } from 'react-i18next';
import { Field, type FieldControlProps } from './Field';

/** A select over list options with an empty 'Choose…' first entry. */
export function OptionSelect({
  control,
  value,
  options,
  onChange,
  disabled = false,
}: {
  control: FieldControlProps;
  value: string;
  options: readonly { value: string; label: string }[] | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <select
      {...control}
      value={value}
      disabled={disabled || options === undefined}
      aria-busy={options === undefined}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">
        {options === undefined ? t('profile.common.loading') : t('profile.common.choose')}
      </option>
      {options?.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** List items ({ id, value }) as select options. */
export function optionsOf(items: readonly { id: number; value: string }[] | undefined) {
  return items?.map((item) => ({ value: String(item.id), label: item.value }));
}

/** A labelled select field: the Field frame (label, hint, error) around an OptionSelect. */
export function SelectField({
  value,
  options,
  onChange,
  disabled,
  ...field
}: Omit<Parameters<typeof Field>[0], 'children'> & Omit<Parameters<typeof OptionSelect>[0], 'control'>) {
  return (
    <Field {...field}>
      {(control) => (
        <OptionSelect
          control={control}
          value={value}
          options={options}
          onChange={onChange}
          {...(disabled === undefined ? {} : { disabled })}
        />
      )}
    </Field>
  );
}
