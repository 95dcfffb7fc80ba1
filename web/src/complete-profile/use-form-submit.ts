import { ApiFailure } from '@talkhire/client';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problems } from './profile-rules';

export type FieldErrors = Record<string, string>;

interface SubmitOptions {
  /** The form's own check (spec §5); nothing is sent while it finds a problem. */
  check: () => Problems;
  /** Sends the form; `confirmDuplicate` is true after the seeker chose 'add anyway'. */
  send: (confirmDuplicate: boolean) => Promise<void>;
}

/**
 * The submit cycle of a wizard form: check, send, and show what went wrong beside each field,
 * whether the form's check or the relay's 422 `errors` map found it. The first invalid control
 * takes focus. A 409 with `errors.duplicate` (spec §5) opens the 'add anyway' confirmation.
 */
export function useFormSubmit({ check, send }: SubmitOptions) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function showErrors(next: FieldErrors, summary: string | null) {
    setErrors(next);
    setFormError(summary);
    setAttempt((n) => n + 1);
  }

  async function run(confirmDuplicate: boolean) {
    setDuplicate(null);
    const problems = check();
    if (Object.keys(problems).length > 0) {
      const messages = Object.fromEntries(
        Object.entries(problems).map(([field, p]) => [field, t(p.key, { ns: 'errors', ...p.values })]),
      );
      showErrors(messages, t('profile.common.check_fields'));
      return;
    }
    setSaving(true);
    try {
      await send(confirmDuplicate);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      const { duplicate: duplicateMessages, ...fields } = error.errors;
      if (error.status === 409 && duplicateMessages?.[0]) {
        setErrors({});
        setFormError(null);
        setDuplicate(duplicateMessages[0]);
        return;
      }
      const messages = Object.fromEntries(
        Object.entries(fields).flatMap(([field, list]) => (list[0] ? [[field, list[0]]] : [])),
      );
      showErrors(messages, error.message || t('profile.common.check_fields'));
    } finally {
      setSaving(false);
    }
  }

  /** Clears one field's error once the seeker changes it. */
  const clearError = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _, ...rest } = current;
      return rest;
    });
  }, []);

  return {
    formRef,
    errors,
    formError,
    saving,
    /** The relay's duplicate message while the confirmation is open. */
    duplicate,
    onSubmit(event: FormEvent) {
      event.preventDefault();
      if (!saving) void run(false);
    },
    confirmDuplicate: () => void run(true),
    dismissDuplicate: () => setDuplicate(null),
    clearError,
  };
}
