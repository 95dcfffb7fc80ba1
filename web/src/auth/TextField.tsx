import type { InputHTMLAttributes, Ref } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | null | undefined;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are announced with it. */
export function TextField({ id, label, error, hint, inputRef, ...input }: TextFieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function ErrorMessage({
  message,
  testId = 'auth-error',
}: {
  message: string | null;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <p className="auth-error" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
