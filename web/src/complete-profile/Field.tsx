import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/**
 * A labelled form control with an optional hint and its error under it. The control is rendered
 * by the caller with the ids and states given, so any input, select or textarea fits.
 */
export function Field({
  id,
  label,
  error,
  hint,
  optional = false,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={`wz-field${error ? ' wz-field--invalid' : ''}`}>
      <label htmlFor={id} className="wz-field__label">
        {label}
        {optional && <span className="wz-field__optional">{t('profile.common.optional')}</span>}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p id={hintId} className="wz-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="wz-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label after it. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="wz-field wz-field--checkbox">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
