import type { LanguageCode } from '@talkhire/config';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { formatsFor } from '../ui/formats';
import type { FieldControlProps } from './Field';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './StepActions';
import type { EntryEditorState } from './use-entry-form';

/**
 * The frame of a work-experience or education form: its title (focused when it opens), the
 * fields, save and cancel, and the spec §5 duplicate confirmation ('add anyway').
 */
export function EntryEditor({
  title,
  submit,
  onCancel,
  testId,
  children,
}: {
  title: string;
  submit: EntryEditorState;
  onCancel: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <form
      ref={submit.formRef}
      onSubmit={submit.onSubmit}
      noValidate
      className="wz-entry-editor card"
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
    >
      <h2 id={`${testId}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <FormAlert message={submit.formError} />
      <div className="wz-entry-editor__actions">
        <button type="button" className="button wz-button--secondary" onClick={onCancel}>
          {t('profile.common.cancel')}
        </button>
        <SubmitButton saving={submit.saving} label={t('profile.common.save')} testId={`${testId}-save`} />
      </div>
      <ConfirmDialog
        open={submit.duplicate !== null}
        title={t('profile.common.duplicate_title')}
        message={submit.duplicate ?? ''}
        confirmLabel={t('profile.common.add_anyway')}
        cancelLabel={t('profile.common.cancel')}
        onConfirm={submit.confirmDuplicate}
        onCancel={submit.dismissDuplicate}
        testId="duplicate-dialog"
      />
    </form>
  );
}

/** A description box with the spec §5 length shown as the seeker types. */
export function DescriptionInput({
  language,
  control,
  value,
  max,
  onChange,
}: {
  language: LanguageCode;
  control: FieldControlProps;
  value: string;
  max: number;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const counterId = `${control.id}-count`;
  const describedBy = [control['aria-describedby'], counterId].filter(Boolean).join(' ');
  return (
    <>
      <textarea
        {...control}
        aria-describedby={describedBy}
        rows={4}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={counterId} className="wz-field__hint">
        {t('profile.common.characters', {
          length: formatsFor(language).count([...value.trim()].length),
          max: formatsFor(language).count(max),
        })}
      </p>
    </>
  );
}
