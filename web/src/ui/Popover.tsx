import { Popover as RadixPopover } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * A button that opens a small non-modal panel beside it (a picker, a short list): the button says
 * whether it is open, focus moves into the panel, Escape or a click elsewhere closes it and focus
 * goes back to the button unless something else has taken it (e.g. the message box after a pick).
 */
export function Popover({
  open,
  onOpenChange,
  label,
  trigger,
  triggerTestId,
  side = 'top',
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The panel's name for screen readers. */
  label: string;
  /** What the button shows, which is its name too. */
  trigger: ReactNode;
  triggerTestId?: string;
  side?: 'top' | 'bottom';
  children: ReactNode;
}) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger className="popover__trigger" data-testid={triggerTestId}>
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className="popover"
          aria-label={label}
          side={side}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            const focused = document.activeElement;
            if (focused && focused !== document.body) event.preventDefault();
          }}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
