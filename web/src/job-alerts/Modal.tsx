import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A native modal dialog, labelled by its title: the page behind it is inert, Escape closes it and
 * focus returns where it was. Tab and Shift+Tab wrap around inside it (the browser alone would let
 * focus leave for its own toolbar).
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="dialog alert-dialog"
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Tab' && dialog.current) wrapFocus(e, dialog.current);
      }}
    >
      <div className="alert-dialog__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="alert-link" aria-label={t('alerts.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {open && children}
    </dialog>
  );
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function wrapFocus(event: KeyboardEvent<HTMLDialogElement>, dialog: HTMLDialogElement) {
  // A dialog opened from inside this one handles its own keys.
  if (document.activeElement?.closest('dialog') !== dialog) return;
  const items = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
    (el) => el.closest('dialog') === dialog && el.checkVisibility(),
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
