import type { RefObject } from 'react';
import { Dialog } from './Dialog';

/**
 * A question before something that cannot be taken back (unsave, withdraw, delete, block): the
 * message is the dialog's description, cancel comes first and the confirming button last.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  testId,
  confirmTestId,
  returnFocusTo,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
  testId?: string;
  confirmTestId?: string;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      testId={testId}
      returnFocusTo={returnFocusTo}
    >
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button" onClick={onConfirm} data-testid={confirmTestId}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
