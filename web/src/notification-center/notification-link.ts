import { jobPath, type LanguageCode, withLanguagePath } from '@talkhire/config';
import type { TNotification } from '@talkhire/contracts';

/**
 * Where a notice leads: the chat of a message, My Jobs' Interview tab for an interview or an offer
 * (both are listed there), the job of an application, the job alerts' settings; a system notice
 * leads nowhere.
 */
export function notificationLink(notice: TNotification, language: LanguageCode): string | null {
  switch (notice.kind) {
    case 'chat_message':
      return notice.chat_id === null ? null : withLanguagePath(language, `/chat/${notice.chat_id}`);
    case 'interview_invited':
    case 'interview_changed':
    case 'offer_sent':
    case 'offer_changed':
      return withLanguagePath(language, '/my-jobs/interview');
    case 'application_status':
      return notice.job_id === null
        ? withLanguagePath(language, '/applied-jobs')
        : jobPath(language, { id: notice.job_id, title: String(notice.data.job_title ?? '') });
    case 'job_alert':
      return withLanguagePath(language, '/account-settings/job-alert');
    case 'system':
      return null;
  }
}

/** The badge's text: the count, capped at 99+. */
export function badgeText(unread: number, format: (n: number) => string): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? `${format(99)}+` : format(unread);
}
