import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastMessage } from './Toast';

// Loaded with the first toast: most pages never show one, and the toast code is not small.
const Toasts = lazy(() => import('./Toast').then(({ Toasts }) => ({ default: Toasts })));

export type Severity = 'error' | 'warning' | 'info' | 'success';
interface Bar {
  severity: Severity;
  message: string;
}
interface Notifications {
  /** Spec §4: the notification bar opens with a severity and a message, or is closed. */
  showNotification(severity: Severity, message: string): void;
  closeNotification(): void;
  toast(message: string): void;
}

const NotificationsContext = createContext<Notifications | null>(null);
let nextToastId = 1;

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [bar, setBar] = useState<Bar | null>(null);
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  // The same message again replaces the one still shown rather than stacking.
  const toast = useCallback((message: string) => {
    const id = nextToastId++;
    setToasts((list) => [...list.filter((t) => t.message !== message), { id, message }]);
  }, []);
  const gone = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
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
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <Toasts toasts={toasts} onGone={gone} />
        </Suspense>
      )}
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
