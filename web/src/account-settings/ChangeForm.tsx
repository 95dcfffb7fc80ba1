import type { BaseSyntheticEvent, ReactNode, RefObject } from 'react';

/**
 * The frame every account change shares: the contract form (its ref, so a failed submit focuses
 * the first invalid control), its fields, the form-level refusal, then the buttons.
 */
export function ChangeForm({
  form,
  onSubmit,
  actions,
  children,
}: {
  form: { formRef: RefObject<HTMLFormElement | null>; formError: string | null };
  /** The handler `form.onSubmit(...)` made. */
  onSubmit(event?: BaseSyntheticEvent): Promise<void>;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <form ref={form.formRef} noValidate className="account-tab__form" onSubmit={onSubmit}>
      {children}
      {form.formError && (
        <p role="alert" className="field__error">
          {form.formError}
        </p>
      )}
      <div className="dialog__actions">{actions}</div>
    </form>
  );
}
