import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while mounted (focus trapped). Escape asks `onClose` instead
 * of closing by itself, so the owner decides, e.g. not in the middle of a quick apply.
 */
export function useModal(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
    };
  }, []);
  return ref;
}
