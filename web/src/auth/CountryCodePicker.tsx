import { Flag } from '../ui/Flag';
import { Select } from '../ui/Select';
import type { SmsCountry } from './sms-countries';

/** The dial-code list with flag, name and code (a native <select> cannot show the flag images). */
export function CountryCodePicker({
  id,
  label,
  countries,
  value,
  onChange,
}: {
  id: string;
  label: string;
  countries: SmsCountry[];
  value: string;
  onChange(key: string): void;
}) {
  return (
    <Select
      id={id}
      label={label}
      value={value}
      options={countries.map((country) => ({ ...country, label: country.name }))}
      onValueChange={onChange}
      testId="country-code"
      optionTestId={(country) => `country-option-${country.key}`}
      renderValue={(country) =>
        country && (
          <>
            <Flag code={country.key} />
            <span>{country.dialCode}</span>
          </>
        )
      }
      renderOption={(country) => (
        <>
          <Flag code={country.key} />
          <span className="country-picker__name">{country.name}</span>
          <span className="country-picker__code">{country.dialCode}</span>
        </>
      )}
    />
  );
}
