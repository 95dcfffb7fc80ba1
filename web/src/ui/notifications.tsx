import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Severity = 'error' | 'warning' | 'info' | 'success';
interface Bar {
  severity: Severity;
  message: string;
}
interface Toast {
  id: number;
  message: string;
}

interface Notifications {
  /** Spec §4: the notification bar opens with a severity and a message, or is closed. */
  showNotification(severity: Severity, message: string): void;
  closeNotification(): void;
  toast(message: string): void;
}

const NotificationsContext = createContext<Notifications | null>(null);
const toastLifetimeMs = 4000;
let nextToastId = 1;

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [bar, setBar] = useState<Bar | null>(null);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const toast = useCallback((message: string) => {
    const id = nextToastId++;
    setToasts((list) => [...list.filter((t) => t.message !== message), { id, message }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), toastLifetimeMs);
  }, []);
  const value = useMemo<Notifications>(
    () => ({
      showNotification: (severity, message) => setBar({ severity, message }),
      closeNotification: () => setBar(null),
      toast,
    }),
    [toast],
  );
  return (
    <NotificationsContext.Provider value={value}>
      {bar && <NotificationBar bar={bar} onClose={value.closeNotification} />}
      {children}
      <div className="toasts" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className="toast" role="status" data-testid="toast">
            {t.message}
          </div>
        ))}
      </div>
    </NotificationsContext.Provider>
  );
}

function NotificationBar({ bar, onClose }: { bar: Bar; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className={`notification-bar notification-bar--${bar.severity}`}
      role="alert"
      data-testid="notification-bar"
    >
      <p>{bar.message}</p>
      <button type="button" className="icon-button" onClick={onClose} aria-label={t('notification.close')}>
        ×
      </button>
    </div>
  );
}

export function useNotifications(): Notifications {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications outside NotificationsProvider');
  return value;
}
