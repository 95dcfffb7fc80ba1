import { type LanguageCode, slugify, withLanguagePath } from '@talkhire/config';
import { translate } from '@talkhire/i18n';
import type { OutgoingMessage } from '../outbox/outbox';
import type { NewJobs } from './new-jobs';

/**
 * The digest of one alert in the alert's language: each new job with its link, how many more
 * there are, where to manage alerts and the one-click unsubscribe link of this alert.
 */
export function jobAlertMail(options: {
  to: string;
  origin: string;
  language: LanguageCode;
  alert: { keywords: string | null; frequency: 'daily' | 'weekly'; unsubscribe_token: string };
  found: NewJobs;
}): OutgoingMessage {
  const { language, alert, found, origin } = options;
  const text = (key: string, values: Record<string, string | number> = {}) =>
    translate(language, 'jobseeker', `alerts.mail.${key}`, values);
  const link = (path: string) => `${origin}${withLanguagePath(language, path)}`;
  const criteria = alert.keywords ?? text('your_alert');

  const jobs = found.jobs.map((job) => ({
    title: job.title,
    company: job.company.name,
    link: link(`/job/${slugify(job.title) ? `${slugify(job.title)}-` : ''}${job.id}`),
  }));
  const more = found.total - found.jobs.length;
  const intro = text(alert.frequency === 'daily' ? 'intro_daily' : 'intro_weekly', {
    count: found.total,
    criteria,
  });
  const manageLink = link('/account-settings/job-alert');
  const unsubscribeLink = link(`/job-alert/unsubscribe?token=${encodeURIComponent(alert.unsubscribe_token)}`);
  const signature = translate(language, 'jobseeker', 'mail.signature');
  const body = [
    intro,
    '',
    ...jobs.map((job) => text('job_line', job)),
    ...(more > 0 ? ['', text('more', { count: more })] : []),
    '',
    text('manage', { link: manageLink }),
    text('unsubscribe', { link: unsubscribeLink }),
    '',
    signature,
  ].join('\n');
  // The same text as HTML, so mail clients show the jobs as links; every value is escaped.
  const anchor = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${jobs.map((job) => `<li>${anchor(job.link, job.title)}, ${escapeHtml(job.company)}</li>`).join('')}</ul>`,
    more > 0 ? `<p>${escapeHtml(text('more', { count: more }))}</p>` : '',
    `<p>${anchor(manageLink, text('manage', { link: '' }).replace(/[:：]\s*$/, ''))}<br>`,
    `${anchor(unsubscribeLink, text('unsubscribe', { link: '' }).replace(/[:：]\s*$/, ''))}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join('');
  return {
    channel: 'email',
    recipient: options.to,
    subject: text('subject', { count: found.total, criteria }),
    text: body,
    html,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
