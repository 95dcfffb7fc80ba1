import type { TNotificationKind } from '@talkhire/contracts';

/** The bell of the header. */
export function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="notification-icon">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm0 19a2.5 2.5 0 0 0 2.4-2h-4.8a2.5 2.5 0 0 0 2.4 2Z"
        fill="currentColor"
      />
    </svg>
  );
}

/** One picture per kind of notice (decorative: the text says what it is). */
const paths: Record<TNotificationKind, string> = {
  chat_message: 'M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Z',
  interview_invited:
    'M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 7h14v10H5V9Z',
  interview_changed:
    'M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 7h14v10H5V9Zm6 2v4h4v-2h-2v-2h-2Z',
  offer_sent: 'M4 7h16v12H4V7Zm4-3h8v3h-2V6h-4v1H8V4Zm-2 7v2h12v-2H6Z',
  offer_changed: 'M4 7h16v12H4V7Zm4-3h8v3h-2V6h-4v1H8V4Zm1 9 2 2 4-4-1.4-1.4L11 12.2l-.6-.6L9 13Z',
  application_status: 'M6 2h9l5 5v15H6V2Zm8 1.5V8h4.5L14 3.5ZM8 12v2h8v-2H8Zm0 4v2h8v-2H8Z',
  job_alert:
    'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z',
  system: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-1 5v7h2V7h-2Zm0 9v2h2v-2h-2Z',
};

export function NotificationIcon({ kind }: { kind: TNotificationKind }) {
  return (
    <span className={`notification-item__icon notification-item__icon--${kind}`} aria-hidden="true">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path d={paths[kind]} fill="currentColor" />
      </svg>
    </span>
  );
}
