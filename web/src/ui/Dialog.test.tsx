// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Dialog, preloadDialog } from './Dialog';

// The chunk a first open loads is here before the tests, which then run synchronously.
beforeAll(async () => {
  await preloadDialog();
});
afterEach(cleanup);

/** A page with a button that opens a dialog; `hideOpener` makes the button go away as it opens it. */
function Page({ hideOpener = false, closeOnMask }: { hideOpener?: boolean; closeOnMask?: boolean }) {
  const [open, setOpen] = useState(false);
  const fallback = useRef<HTMLButtonElement>(null);
  return (
    <main>
      {!(hideOpener && open) && (
        <button type="button" onClick={() => setOpen(true)}>
          {'Delete alert'}
        </button>
      )}
      <button type="button" ref={fallback}>
        {'Alert actions'}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete job alert"
        description="The alert stops at once."
        closeLabel="Close"
        closeOnMask={closeOnMask}
        returnFocusTo={fallback}
      >
        <button type="button" onClick={() => setOpen(false)}>
          {'Cancel'}
        </button>
      </Dialog>
    </main>
  );
}

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('the dialog', () => {
  it('is named by its title and described by its text, takes focus and hides the page behind it', async () => {
    render(<Page />);
    await user().click(screen.getByRole('button', { name: 'Delete alert' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete job alert' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The alert stops at once.',
    );
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('main', { hidden: true }).closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Delete alert' });
    const keys = user();
    await keys.click(opener);
    await keys.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives focus back after its own close button too', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Delete alert' });
    const clicks = user();
    await clicks.click(opener);
    await clicks.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives focus to the fallback when the opener is gone', async () => {
    render(<Page hideOpener />);
    const clicks = user();
    await clicks.click(screen.getByRole('button', { name: 'Delete alert' }));
    await clicks.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Alert actions' })),
    );
  });

  it('stays open on a click on the mask when it must', async () => {
    render(<Page closeOnMask={false} />);
    const clicks = user();
    await clicks.click(screen.getByRole('button', { name: 'Delete alert' }));
    const mask = document.querySelector('.dialog-mask');
    if (!mask) throw new Error('no mask');
    await clicks.click(mask);
    expect(screen.getByRole('dialog', { name: 'Delete job alert' })).toBeTruthy();
  });

  it('closes on a click on the mask otherwise', async () => {
    render(<Page />);
    const clicks = user();
    await clicks.click(screen.getByRole('button', { name: 'Delete alert' }));
    const mask = document.querySelector('.dialog-mask');
    if (!mask) throw new Error('no mask');
    await clicks.click(mask);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
