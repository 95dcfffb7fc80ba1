import { Toast as RadixToast } from 'radix-ui';
import { useTranslation } from 'react-i18next';

export interface ToastMessage {
  id: number;
  message: string;
}

/** How long a toast stays; hovering or focusing it (F8 reaches the list) holds it. */
const toastLifetimeMs = 4000;

/**
 * Short confirmations ("Saved", "Deleted") at the foot of the page, read out politely by screen
 * readers without taking focus. Callers use the notifications API's `toast()`, not this.
 */
export function Toasts({ toasts, onGone }: { toasts: ToastMessage[]; onGone(id: number): void }) {
  const { t } = useTranslation();
  return (
    <RadixToast.Provider label={t('notification.toast')} duration={toastLifetimeMs} swipeDirection="down">
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          type="background"
          className="toast"
          data-testid="toast"
          onOpenChange={(open) => !open && onGone(toast.id)}
        >
          <RadixToast.Description>{toast.message}</RadixToast.Description>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toasts" label={`${t('notification.region')} ({hotkey})`} />
    </RadixToast.Provider>
  );
}
