import type { TNotification } from '@talkhire/contracts';
import { translate } from '@talkhire/i18n';
import { describe, expect, it } from 'vitest';
import { badgeText, notificationLink } from './notification-link';
import { notificationText } from './notification-text';

const base: TNotification = {
  id: 1,
  kind: 'system',
  chat_id: null,
  interview_id: null,
  offer_id: null,
  job_id: null,
  alert_id: null,
  data: {},
  created_at: '2026-11-27T03:00:00.000Z',
  read_at: null,
};
const inLanguage = (language: 'en' | 'ar') => (key: string, values?: Record<string, string | number>) =>
  translate(language, 'jobseeker', key, values as Record<string, string>);

describe('notification text', () => {
  it("writes each notice in the reader's language from the stored values, statuses as the screens name them", () => {
    const changed = {
      ...base,
      kind: 'interview_changed' as const,
      data: { company: 'Acme', job_title: 'Nurse', status: 'cancelled' },
    };
    expect(notificationText(changed, inLanguage('en'))).toEqual({
      title: 'Interview update',
      body: 'Your interview for Nurse at Acme: Cancelled',
    });
    const arabic = notificationText(changed, inLanguage('ar'));
    expect(arabic.title).toBe('تحديث المقابلة');
    expect(arabic.body).toContain('Nurse');
    expect(arabic.body).not.toContain('Cancelled');
    const status = {
      ...base,
      kind: 'application_status' as const,
      data: { company: 'A', job_title: 'B', status: 'viewed' },
    };
    expect(notificationText(status, inLanguage('en')).body).toBe('Your application for B at A: Viewed');
    const alert = { ...base, kind: 'job_alert' as const, data: { count: 3, keywords: '' } };
    expect(notificationText(alert, inLanguage('en')).body).toBe('New jobs for your job alert: 3');
  });

  it("shows a system notice in operations' own words", () => {
    expect(notificationText({ ...base, data: { title: 'Hi', text: 'There' } }, inLanguage('ar'))).toEqual({
      title: 'Hi',
      body: 'There',
    });
  });
});

describe('notification links and badge', () => {
  it('leads to the thing the notice is about, under the language prefix', () => {
    expect(notificationLink({ ...base, kind: 'chat_message', chat_id: 9 }, 'ar')).toBe('/ar/chat/9');
    expect(notificationLink({ ...base, kind: 'interview_invited', interview_id: 4 }, 'en')).toBe(
      '/my-jobs/interview',
    );
    expect(notificationLink({ ...base, kind: 'offer_sent', offer_id: 4 }, 'en')).toBe('/my-jobs/interview');
    expect(
      notificationLink(
        { ...base, kind: 'application_status', job_id: 12, data: { job_title: 'Web Developer' } },
        'en',
      ),
    ).toBe('/job/web-developer-12');
    expect(notificationLink({ ...base, kind: 'job_alert', alert_id: 2 }, 'en')).toBe(
      '/account-settings/job-alert',
    );
    expect(notificationLink(base, 'en')).toBeNull();
  });

  it('hides the badge at 0 and caps it at 99+', () => {
    const plain = (n: number) => String(n);
    expect(badgeText(0, plain)).toBeNull();
    expect(badgeText(7, plain)).toBe('7');
    expect(badgeText(99, plain)).toBe('99');
    expect(badgeText(100, plain)).toBe('99+');
  });
});
