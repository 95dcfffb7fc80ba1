import { DropdownMenu } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';

export interface MenuItem {
  key: string;
  label: string;
  onSelect(): void;
  testId?: string;
}

/**
 * A button opening a list of actions (the WAI-ARIA menu button): Enter, Space or ArrowDown open
 * it on the first item, arrows move and wrap, typing a letter jumps, Escape closes and focus goes
 * back to the button. Not modal: a modal menu locks the page's scroll with an inline <style> the
 * site's CSP refuses, and nothing behind a menu needs hiding.
 */
export function Menu({
  label,
  items,
  triggerTestId,
  triggerRef,
  children,
}: {
  /** The button's name: what the actions are about (e.g. "Actions for Ana's chat"). */
  label: string;
  items: MenuItem[];
  triggerTestId?: string;
  /** For a dialog opened from an item, which returns focus here when the item is gone. */
  triggerRef?: RefObject<HTMLButtonElement | null>;
  /** What the button shows; its name stays `label`. */
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        className="menu__trigger"
        aria-label={label}
        data-testid={triggerTestId}
      >
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu"
          align="end"
          sideOffset={4}
          collisionPadding={8}
          loop
          onCloseAutoFocus={(event) => {
            // An item opened a dialog, which has focus now: the button must not take it back.
            const focused = document.activeElement;
            if (focused && focused !== document.body) event.preventDefault();
          }}
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.key}
              className="menu__item"
              data-testid={item.testId}
              onSelect={item.onSelect}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
