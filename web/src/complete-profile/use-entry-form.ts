import { ApiFailure } from '@talkhire/client';
import { type FormEvent, type RefObject, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useContractForm } from '../ui/use-contract-form';

/** What the entry editor's frame needs of its form. */
export interface EntryEditorState {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event?: FormEvent) => Promise<void>;
  formError: string | null;
  saving: boolean;
  /** The relay's duplicate message while the 'add anyway' confirmation is open. */
  duplicate: string | null;
  confirmDuplicate: () => void;
  dismissDuplicate: () => void;
}

/**
 * The form of a work experience or an education: the contract's rules, then the save. A 409 with
 * `errors.duplicate` (spec §5) opens the 'add anyway' confirmation, which sends it again confirmed.
 */
export function useEntryForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  save: (body: z.output<Schema>, confirmDuplicate: boolean) => Promise<void>,
) {
  const { t } = useTranslation();
  const form = useContractForm(schema, defaultValues);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const submitWith = (confirmDuplicate: boolean) =>
    form.onSubmit(
      async (body) => {
        setDuplicate(null);
        try {
          await save(body, confirmDuplicate);
        } catch (error) {
          const message =
            error instanceof ApiFailure && error.status === 409 ? error.errors.duplicate?.[0] : undefined;
          if (!message) throw error;
          setDuplicate(message);
        }
      },
      { onInvalid: () => form.setFormError(t('profile.common.check_fields')) },
    );
  const editor: EntryEditorState = {
    formRef: form.formRef,
    onSubmit: submitWith(false),
    formError: form.formError,
    saving: form.formState.isSubmitting,
    duplicate,
    confirmDuplicate: () => void submitWith(true)(),
    dismissDuplicate: () => setDuplicate(null),
  };
  return { form, editor };
}
