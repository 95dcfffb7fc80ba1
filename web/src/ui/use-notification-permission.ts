import { useEffect, useState } from 'react';

/**
 * The browser's notification permission, for a "Turn on notifications" prompt. Read in an effect,
 * never during render: the server has no `Notification`, so a render that read it would differ
 * between the server's HTML (no prompt) and the browser's first render (a prompt), which React
 * reports as a hydration mismatch and fixes by rendering the page again. Until read it is
 * 'denied', which shows no prompt, as on the server.
 */
export function useNotificationPermission(): [
  NotificationPermission,
  (permission: NotificationPermission) => void,
] {
  const [permission, setPermission] = useState<NotificationPermission>('denied');
  useEffect(() => {
    if (typeof Notification !== 'undefined') setPermission(Notification.permission);
  }, []);
  return [permission, setPermission];
}
