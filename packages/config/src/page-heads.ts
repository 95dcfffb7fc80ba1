import { metaDescription } from './seo';

/**
 * Titles and descriptions that both the relay (in the HTML it sends) and the app (on
 * `document.title`) write. They live here, not in one of them, so the two cannot drift: when they
 * differ, the title changes as the app starts and crawlers index one text while readers see another.
 */

/** The screens with their own texts in `seo.pages` (packages/i18n, seo.json). */
export const screens = [
  'get_started',
  'change_password',
  'magic_link',
  'login_redirect',
  'qr_login',
  'verify_email',
  'apply_success',
  'applied_jobs',
  'chat',
  'companies',
  'company',
  'block_company',
  'my_jobs',
  'profile',
  'complete_profile',
  'remote_jobs',
  'free_resume_template',
  'onsite_jobs',
  'job_alerts',
  'unsubscribe',
  'not_found',
  'maintenance',
] as const;
export type Screen = (typeof screens)[number];

/** A text lookup in the reader's language: i18next's `t` in the app, `translate` in the relay. */
export type TextLookup = (key: string, values?: Record<string, string>) => string;

/** What the tab and search engines show of a page. */
export interface PageTexts {
  /** The whole title, site name included. */
  title: string;
  description: string;
}

/** 'Chat | Talkhire': a page's own title, then the site's name. */
export function withSiteName(t: TextLookup, title: string): string {
  return `${title} | ${t('seo.site_name')}`;
}

/** A screen's title and description from its `seo.pages.{screen}` texts. */
export function screenTexts(t: TextLookup, screen: Screen, values?: Record<string, string>): PageTexts {
  return {
    title: withSiteName(t, t(`seo.pages.${screen}.title`, values)),
    description: t(`seo.pages.${screen}.description`, values),
  };
}

/** The fields of a company card (contracts' TCompanyCard) its page's texts name. */
export interface CompanyFacts {
  name: string;
  industry: { value: string };
  company_size: { value: string };
  location: { value: string } | null;
}

/**
 * A company page: its name, and a description from what it does, where and how big it is, in the
 * reader's language (the option lists are translated; the company's own text is in its edition's
 * language, so it is not used).
 */
export function companyTexts(t: TextLookup, company: CompanyFacts): PageTexts {
  const facts = [company.industry.value, company.location?.value, company.company_size.value]
    .filter(Boolean)
    .join(' · ');
  const texts = screenTexts(t, 'company', { company: company.name, facts });
  return { ...texts, description: metaDescription(texts.description) };
}

/** The fields of a job (contracts' TJobDetail) its page's texts name. */
export interface JobFacts {
  title: string;
  status: string;
  description: string;
  company: { name: string };
  location: { value: string } | null;
  work_arrangement: { value: string };
}

/** A job page: title, company and place; the description from the job's own text. */
export function jobTexts(t: TextLookup, job: JobFacts): PageTexts {
  const closed = job.status === 'closed' || job.status === 'deleted';
  const where = job.location?.value ?? job.work_arrangement.value;
  const title = t(closed ? 'seo.job_title_closed' : 'seo.job_title', {
    title: job.title,
    company: job.company.name,
    location: where,
  });
  return {
    title: withSiteName(t, title),
    description: metaDescription(`${job.company.name} · ${where} · ${job.description}`),
  };
}

/**
 * The app's routes whose head is their screen's texts (web/src/app/page-routes.tsx, which the
 * relay cannot import), as React Router patterns under a language prefix: ':name' is one segment,
 * ':name?' an optional last one. A static route outranks a search slug there, so '/my-jobs' and
 * '/remote-jobs' are these screens, not searches for 'my' and 'remote'.
 */
const screenRoutes: [pattern: string, screen: Screen][] = [
  ['get-started', 'get_started'],
  ['change-password', 'change_password'],
  ['magic-link', 'magic_link'],
  ['qr-login/:token', 'qr_login'],
  ['jobseeker-login-redirect', 'login_redirect'],
  ['verify-email', 'verify_email'],
  ['job/:slug/apply/success', 'apply_success'],
  ['applied-jobs', 'applied_jobs'],
  ['chat/:chatId?', 'chat'],
  ['companies', 'companies'],
  ['company/:slug', 'company'],
  ['account-settings/block-company', 'block_company'],
  ['my-jobs/:tab?', 'my_jobs'],
  ['profile', 'profile'],
  ['jobseeker-complete-profile/:step?', 'complete_profile'],
  ['remote-jobs', 'remote_jobs'],
  ['free-resume-template', 'free_resume_template'],
  ['onsite-job', 'onsite_jobs'],
  ['account-settings/job-alert', 'job_alerts'],
  ['job-alert/unsubscribe', 'unsubscribe'],
];

/** The screen a path (without its language prefix) shows, when it is one of `screenRoutes`. */
export function screenOfPath(path: string): Screen | null {
  const segments = path.split('/').filter(Boolean);
  return screenRoutes.find(([pattern]) => matches(pattern.split('/'), segments))?.[1] ?? null;
}

function matches(pattern: string[], segments: string[]): boolean {
  const optional = pattern.at(-1)?.endsWith('?') ? 1 : 0;
  if (segments.length > pattern.length || segments.length < pattern.length - optional) return false;
  return segments.every((segment, i) => {
    const part = pattern[i] ?? '';
    return part.startsWith(':') || part === segment;
  });
}
