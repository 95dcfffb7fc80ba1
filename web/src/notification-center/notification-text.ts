import type { TNotification } from '@talkhire/contracts';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A notice's text in the reader's language, from the keys and values the relay stored (never text
 * the relay wrote, except a system notice, which is operations' own words). Statuses read as the
 * screens that show them name them (interview card, offer card, applied jobs).
 */
export function notificationText(notice: TNotification, t: Translate): { title: string; body: string } {
  const data = notice.data;
  const values = {
    company: String(data.company ?? ''),
    job_title: String(data.job_title || data.company || ''),
    name: String(data.name ?? ''),
    keywords: String(data.keywords ?? ''),
    count: Number(data.count ?? 0),
  };
  const say = (key: string, extra: Record<string, string | number> = {}) =>
    t(`notification_center.kinds.${key}`, { ...values, ...extra });
  const status = String(data.status ?? '');
  switch (notice.kind) {
    case 'chat_message':
      return { title: say('chat_message_title'), body: say('chat_message', { count: values.count }) };
    case 'interview_invited':
      return { title: say('interview_invited_title'), body: say('interview_invited') };
    case 'interview_changed':
      return {
        title: say('interview_changed_title'),
        body: say('interview_changed', { status: t(`interviews.status.${status}`) }),
      };
    case 'offer_sent':
      return { title: say('offer_sent_title'), body: say('offer_sent') };
    case 'offer_changed':
      return {
        title: say('offer_changed_title'),
        body: say('offer_changed', { status: t(`interviews.offer.status_${status}`) }),
      };
    case 'application_status':
      return {
        title: say('application_status_title'),
        body: say('application_status', { status: t(`apply.status.${status}`) }),
      };
    case 'job_alert':
      return {
        title: say('job_alert_title'),
        body: values.keywords
          ? say('job_alert', { count: values.count })
          : say('job_alert_any', { count: values.count }),
      };
    case 'system':
      return { title: String(data.title ?? ''), body: String(data.text ?? '') };
  }
}
