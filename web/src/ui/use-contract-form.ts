import { zodResolver } from '@hookform/resolvers/zod';
import { ApiFailure } from '@talkhire/client';
import { fieldErrorMap, readFieldMessage } from '@talkhire/contracts';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * A react-hook-form form whose rules are a contracts schema (spec §5, written once and used by the
 * relay too). Every message is a key of the errors namespace, said in the page's language. A
 * refusal of the relay goes onto the fields it names; what no field of the form holds becomes the
 * form-level message. After a failed submit the first invalid control takes focus.
 */
export function useContractForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  const { t } = useTranslation();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    defaultValues,
    resolver: zodResolver(schema as never, { error: fieldErrorMap }) as unknown as Resolver<
      z.input<Schema>,
      unknown,
      z.output<Schema>
    >,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // After a failed submit, the first invalid control takes focus once its error is on screen
  // (the errors may come a render after the failure is known); a refusal that names no field of
  // the form gives up after a few renders, so no later change moves the focus.
  const focusTries = useRef(0);
  const [, setAttempt] = useState(0);
  const focusFirstInvalid = useCallback(() => {
    focusTries.current = 3;
    setAttempt((n) => n + 1);
  }, []);
  useEffect(() => {
    if (focusTries.current === 0) return;
    focusTries.current--;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    focusTries.current = 0;
    invalid.focus();
  });

  // The fields the form shows a message for: a refusal's message goes on one of them, or above.
  const shown = useRef(new Set<string>()).current;
  const { errors, isSubmitted } = form.formState;
  const { setValue } = form;
  /** A control's change; once the form was submitted the field is checked again at once. */
  const set = useCallback(
    (name: Path<z.input<Schema>>, value: unknown) =>
      setValue(name, value as never, { shouldDirty: true, shouldValidate: isSubmitted }),
    [setValue, isSubmitted],
  );
  /** A field's message, in the page's language (undefined when it has none). */
  const errorOf = useCallback(
    (name: string): string | undefined => {
      shown.add(name);
      return fieldErrorText(t, (get(errors, name) as { message?: string } | undefined)?.message);
    },
    [t, errors, shown],
  );

  const { setError } = form;
  /**
   * Shows a refusal on the form: each field's message beside it, the rest above the form (a refusal
   * that names no field is said by `describe`, by default with its own message).
   */
  const showRefusal = useCallback(
    (failure: ApiFailure, describe?: (failure: ApiFailure) => string) => {
      setFormError(
        showServerErrors(failure, {
          shows: (name) => shown.has(name),
          setError,
          describe: describe ?? ((refusal) => refusal.message || t('50001', { ns: 'errors' })),
        }),
      );
      focusFirstInvalid();
    },
    [setError, shown, t, focusFirstInvalid],
  );

  /**
   * The form's submit handler: `send` gets the parsed values; an `ApiFailure` it throws is shown
   * on the form, `describe` saying a refusal that names no field (by default its own message).
   * `onInvalid` runs when the schema refuses the values, before anything is sent.
   */
  function onSubmit(
    send: (values: z.output<Schema>) => Promise<void>,
    options: { describe?: (failure: ApiFailure) => string; onInvalid?: () => void } = {},
  ) {
    return form.handleSubmit(
      async (values) => {
        setFormError(null);
        try {
          await send(values);
        } catch (error) {
          if (!(error instanceof ApiFailure)) throw error;
          showRefusal(error, options.describe);
        }
      },
      () => {
        setFormError(null);
        options.onInvalid?.();
        focusFirstInvalid();
      },
    );
  }

  return { ...form, formRef, set, errorOf, formError, setFormError, showRefusal, onSubmit };
}

/**
 * Puts a refusal's per-field messages (named after the request body's fields, already in the
 * reader's language) on the fields the form shows, a nested name ('filters.degrees') on the
 * nearest one shown ('filters'). Answers the form-level message: the messages no shown field
 * holds, or `describe(failure)` when it named no field at all.
 */
export function showServerErrors<Values extends FieldValues>(
  failure: ApiFailure,
  form: {
    shows: (name: string) => boolean;
    setError: UseFormSetError<Values>;
    describe: (failure: ApiFailure) => string;
  },
): string | null {
  const rest: string[] = [];
  const named = Object.entries(failure.errors).filter(([, messages]) => messages.length > 0);
  for (const [name, messages] of named) {
    const field = nearestShown(name, form.shows);
    if (field) form.setError(field as Path<Values>, { type: 'server', message: messages.join(' ') });
    else rest.push(...messages);
  }
  if (rest.length > 0) return rest.join(' ');
  return named.length > 0 ? null : form.describe(failure);
}

/**
 * For a form that sends several bodies: a refusal of one of them, its fields named as the form
 * holds that body (`prefix`, e.g. 'identity.'). Use as `.catch(underName('identity.'))`.
 */
export function underName(prefix: string) {
  return (error: unknown): never => {
    if (!(error instanceof ApiFailure)) throw error;
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([name, m]) => [`${prefix}${name}`, m]),
    );
    throw new ApiFailure(error.status, error.code, error.message, errors, error.retryAfter);
  };
}

/** A message of a form's error: a contract's key said in the page's language, else as it came. */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const own = readFieldMessage(message);
  return own ? t(own.key, { ns: 'errors', ...own.values }) : message;
}

/** The longest start of `path` that names a field the form shows. */
function nearestShown(path: string, shows: (name: string) => boolean): string | null {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length--) {
    const candidate = parts.slice(0, length).join('.');
    if (shows(candidate)) return candidate;
  }
  return null;
}
