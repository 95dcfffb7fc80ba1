import { Suspense, useState } from 'react';
import type { DialogProps } from './DialogFrame';
import { lazyComponent } from './lazy-component';

export type { DialogProps } from './DialogFrame';

/** Radix's dialog with its focus trap and layers: a chunk of its own, loaded when a dialog first opens. */
const frame = lazyComponent(() => import('./DialogFrame').then((module) => module.default));
const DialogFrame = frame.Component;

/** Loads the dialog's chunk ahead of its first open (tests, and openers that know it is coming). */
export const preloadDialog = frame.preload;

/**
 * The one modal dialog. Pages with dialogs (filters, share, job alerts, apply) render it closed
 * until asked, so its machinery stays out of their first scripts: it loads on the first open,
 * then stays, so closing still returns focus where it came from.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  );
}
