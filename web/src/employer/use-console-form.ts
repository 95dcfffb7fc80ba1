import { ApiFailure } from '@talkhire/client';
import { type FormEvent, useState } from 'react';

/**
 * A console form sent to the relay, which checks every rule: while it is sent the button waits;
 * a refusal's messages go beside the fields it names, or above the buttons when it names none.
 */
export function useConsoleForm(send: () => Promise<void>) {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    setFormError(null);
    try {
      await send();
    } catch (failure) {
      if (!(failure instanceof ApiFailure)) throw failure;
      setErrors(failure.errors);
      if (Object.keys(failure.errors).length === 0) setFormError(failure.message);
    } finally {
      setSending(false);
    }
  };
  /** The first message for a field or any field under it ('slots' for 'slots.1'). */
  const errorOf = (name: string) =>
    Object.entries(errors).find(([key]) => key === name || key.startsWith(`${name}.`))?.[1][0];
  return { submit, errorOf, formError, sending };
}
