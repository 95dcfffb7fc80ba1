import { dialogWidths } from '@talkhire/config';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';

export interface DialogProps {
  open: boolean;
  /** Escape, the mask, or a close button: the owner decides (e.g. not while a step runs). */
  onClose(): void;
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  testId?: string;
  /** The spec's fixed widths (confirm information 600, success 420); otherwise it fits its content. */
  width?: keyof typeof dialogWidths;
  /** Spec: some dialogs are not closed by a click on the mask; a typed form is not lost by one either. */
  closeOnMask?: boolean;
  /** Shows a × button with this name beside the title. */
  closeLabel?: string;
  /** Where focus goes back when the opener is gone (e.g. a menu item): by default the opener. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  className?: string;
  /**
   * A sheet rather than a box: along the bottom edge on a narrow screen, along the end edge on a
   * wide one. Its children are then a `dialog__body` that scrolls and a `dialog__footer`.
   */
  sheet?: boolean;
  /** A state shown to tests and styles (e.g. the step of a flow). */
  state?: string;
}

/**
 * The one modal dialog (see Dialog.tsx, which loads it when a dialog first opens): labelled by its title, the page behind it hidden from screen readers and
 * out of reach, focus kept inside and returned to the element that opened it. The mask is our own
 * element, not Radix's Overlay, whose scroll lock injects an inline <style> that the site's
 * Content-Security-Policy refuses; primitives.css locks the scroll instead.
 */
export default function DialogFrame({
  open,
  onClose,
  title,
  description,
  children,
  testId,
  width,
  closeOnMask = true,
  closeLabel,
  returnFocusTo,
  className,
  sheet = false,
  state,
}: DialogProps) {
  const wasOpen = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) {
      wasOpen.current = false;
      return;
    }
    // Layout effects run before the dialog moves focus inside itself: this is still the opener.
    if (!wasOpen.current) opener.current = focusedElement();
    wasOpen.current = true;
    // Kept from while it is open: the owner may drop it as it closes the dialog.
    fallback.current = returnFocusTo?.current ?? null;
  }, [open, returnFocusTo]);

  const returnFocus = (event: Event) => {
    event.preventDefault();
    // Focus left with the dialog's content; anywhere else, someone has placed it since (another
    // dialog opening from this one): leave it there.
    if (focusedElement()) return;
    const target = [opener.current, fallback.current].find((element) => element?.isConnected);
    target?.focus();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <div className="dialog-mask" />
        <RadixDialog.Content
          className={['dialog', sheet && 'dialog--sheet', className].filter(Boolean).join(' ')}
          style={
            width ? { inlineSize: `min(${dialogWidths[width]}px, 94vw)`, maxInlineSize: 'none' } : undefined
          }
          data-testid={testId}
          {...(state ? { 'data-state': state } : {})}
          onCloseAutoFocus={returnFocus}
          onPointerDownOutside={(event) => {
            if (!closeOnMask) event.preventDefault();
          }}
        >
          <div className="dialog__head">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            {closeLabel && (
              <RadixDialog.Close className="dialog__close" aria-label={closeLabel}>
                <span aria-hidden="true">×</span>
              </RadixDialog.Close>
            )}
          </div>
          {description && <RadixDialog.Description>{description}</RadixDialog.Description>}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function focusedElement(): HTMLElement | null {
  const element = document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}
