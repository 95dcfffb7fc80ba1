// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { preloadDialog } from './Dialog';
import { Menu } from './Menu';

// The chunk a first open loads is here before the tests, which then run synchronously.
beforeAll(async () => {
  await preloadDialog();
});
afterEach(cleanup);

/** A chat row's menu whose last item asks first, as the chat list has it. */
function Row({ onPin }: { onPin(): void }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Menu
        label="Actions for the chat with Ana"
        triggerRef={trigger}
        items={[
          { key: 'pin', label: 'Pin', onSelect: onPin },
          { key: 'delete', label: 'Delete', onSelect: () => setAsking(true) },
        ]}
      >
        {'…'}
      </Menu>
      <ConfirmDialog
        open={asking}
        title="Delete this chat?"
        message="It is removed from your list."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={() => setAsking(false)}
        onCancel={() => setAsking(false)}
        returnFocusTo={trigger}
      />
    </>
  );
}

describe('the menu', () => {
  it('opens from the keyboard on its first item and runs the chosen one', async () => {
    const onPin = vi.fn();
    render(<Row onPin={onPin} />);
    const keys = userEvent.setup();
    await keys.tab();
    await keys.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Pin' }));
    await keys.keyboard('{Enter}');
    expect(onPin).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Actions for the chat with Ana' }),
      ),
    );
  });

  it('lets a dialog opened from an item keep focus, then gives it back to the menu button', async () => {
    render(<Row onPin={() => {}} />);
    const keys = userEvent.setup();
    await keys.tab();
    await keys.keyboard('{Enter}{ArrowDown}{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Delete this chat?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await keys.keyboard('{Escape}');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Actions for the chat with Ana' }),
      ),
    );
  });
});
