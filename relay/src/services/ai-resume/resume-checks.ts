import type { TFullProfile, TResumeIssueCode, TResumeIssueSection } from '@talkhire/contracts';

/** What the checks read: the profile, the account's contact data and the latest attached resume. */
export interface AnalysisInput {
  profile: TFullProfile;
  contact: { emailVerified: boolean; phoneVerified: boolean };
  /** The preferred job titles in English (the taxonomy's names), for the skills match. */
  preferredTitles: string[];
  /** The latest attached resume: its text, or null when it could not be read; undefined: none attached. */
  resume?: { id: number; text: string | null };
}

export interface Finding {
  code: TResumeIssueCode;
  severity: 'high' | 'medium' | 'low';
  section: TResumeIssueSection;
  item_id: number | null;
  details: Record<string, string | number>;
}

/** What an issue costs the score, by severity. */
export const severityWeights = { high: 15, medium: 8, low: 4 } as const;

/** Limits the checks use (words, months, counts). */
export const checkLimits = {
  summaryWordsMin: 30,
  skillsMin: 3,
  gapMonthsMax: 6,
  resumeWordsMin: 150,
  /** About three pages of a resume. */
  resumeWordsMax: 1200,
};

/**
 * The resume analysis proper: deterministic checks of the profile and the attached resume, each
 * finding pointing at the profile section (and item) to change. The score is 100 less the weight
 * of each finding, never below 0. The model plays no part here.
 */
export function checkResume(input: AnalysisInput): { score: number; findings: Finding[] } {
  const findings = [
    ...contactChecks(input),
    ...summaryChecks(input.profile),
    ...experienceChecks(input.profile),
    ...educationChecks(input.profile),
    ...skillChecks(input),
    ...resumeChecks(input.resume),
  ];
  const severityOrder = { high: 0, medium: 1, low: 2 };
  findings.sort((a, b) => severityOrder[a.severity] - severityOrder[b.severity]);
  const score = Math.max(0, 100 - findings.reduce((sum, f) => sum + severityWeights[f.severity], 0));
  return { score, findings };
}

/**
 * Spec 41311 / 41312: an analysis needs something to analyse. 41311: neither a work experience nor
 * an education. 41312: one of them, but none of a summary, skills or a job preference to judge
 * them against.
 */
export function insufficiency(profile: TFullProfile): 41311 | 41312 | null {
  if (profile.work_experiences.length === 0 && profile.educations.length === 0) return 41311;
  const rest = [
    Boolean(profile.basic.summary?.trim()),
    profile.skills.length > 0,
    profile.job_preferences.length > 0,
  ];
  return rest.some(Boolean) ? null : 41312;
}

const issue = (
  code: TResumeIssueCode,
  severity: Finding['severity'],
  section: TResumeIssueSection,
  item_id: number | null = null,
  details: Finding['details'] = {},
): Finding => ({ code, severity, section, item_id, details });

function contactChecks({ profile, contact }: AnalysisInput): Finding[] {
  return [
    ...(!contact.emailVerified && !contact.phoneVerified ? [issue('missing_contact', 'high', 'basic')] : []),
    ...(profile.basic.location_id === null ? [issue('missing_location', 'low', 'basic')] : []),
  ];
}

function summaryChecks(profile: TFullProfile): Finding[] {
  const summary = profile.basic.summary?.trim() ?? '';
  if (!summary) return [issue('missing_summary', 'high', 'summary')];
  const words = wordCount(summary);
  return [
    ...(words < checkLimits.summaryWordsMin
      ? [issue('summary_too_short', 'medium', 'summary', null, { words, min: checkLimits.summaryWordsMin })]
      : []),
    ...(!hasMeasure(summary) ? [issue('summary_without_numbers', 'low', 'summary')] : []),
  ];
}

function experienceChecks(profile: TFullProfile): Finding[] {
  const experiences = profile.work_experiences;
  if (experiences.length === 0) return [issue('missing_experience', 'high', 'work')];
  const findings: Finding[] = [];
  for (const experience of experiences) {
    const description = experience.description?.trim() ?? '';
    const title = experience.job_title;
    if (!description)
      findings.push(issue('experience_without_description', 'medium', 'work', experience.id, { title }));
    else if (!hasMeasure(description))
      findings.push(issue('experience_without_results', 'medium', 'work', experience.id, { title }));
  }
  return [...findings, ...gapFindings(experiences)];
}

/**
 * Gaps of more than six months between one experience's end and the next one's start (experiences
 * that overlap or run on cover each other), oldest first; the issue points at the later experience.
 */
function gapFindings(experiences: TFullProfile['work_experiences']): Finding[] {
  const sorted = [...experiences].sort((a, b) => a.start_date.localeCompare(b.start_date));
  const findings: Finding[] = [];
  let coveredUntil: string | null = null;
  for (const experience of sorted) {
    if (coveredUntil !== null && coveredUntil !== 'now') {
      const months = monthsBetween(coveredUntil, experience.start_date);
      if (months > checkLimits.gapMonthsMax)
        findings.push(
          issue('experience_gap', 'medium', 'work', experience.id, {
            months,
            from: coveredUntil.slice(0, 7),
            to: experience.start_date.slice(0, 7),
            title: experience.job_title,
          }),
        );
    }
    const end = experience.is_currently_working || !experience.end_date ? 'now' : experience.end_date;
    if (coveredUntil === null || end === 'now' || (coveredUntil !== 'now' && end > coveredUntil))
      coveredUntil = end;
  }
  return findings;
}

function educationChecks(profile: TFullProfile): Finding[] {
  return profile.educations.length === 0 ? [issue('missing_education', 'medium', 'education')] : [];
}

function skillChecks({ profile, preferredTitles }: AnalysisInput): Finding[] {
  const findings: Finding[] = [];
  if (profile.skills.length === 0) findings.push(issue('missing_skills', 'high', 'skills'));
  else if (profile.skills.length < checkLimits.skillsMin)
    findings.push(
      issue('few_skills', 'low', 'skills', null, {
        count: profile.skills.length,
        min: checkLimits.skillsMin,
      }),
    );
  if (profile.job_preferences.length === 0)
    return [...findings, issue('missing_preference', 'high', 'preferences')];
  if (profile.skills.length === 0) return findings;
  // The skills and the titles held should share a word with some preferred job title.
  const held = new Set(
    [...profile.skills.map((s) => s.name), ...profile.work_experiences.map((w) => w.job_title)].flatMap(
      wordsOf,
    ),
  );
  const unmatched = preferredTitles.filter((title) => !wordsOf(title).some((word) => held.has(word)));
  if (unmatched.length > 0 && unmatched.length === preferredTitles.length)
    findings.push(
      issue('skills_not_matching_preference', 'medium', 'skills', null, { title: unmatched[0] ?? '' }),
    );
  return findings;
}

function resumeChecks(resume: AnalysisInput['resume']): Finding[] {
  if (!resume) return [issue('no_resume', 'low', 'resumes')];
  if (resume.text === null) return [issue('resume_unreadable', 'medium', 'resumes', resume.id)];
  const words = wordCount(resume.text);
  const findings: Finding[] = [];
  if (words < checkLimits.resumeWordsMin)
    findings.push(
      issue('resume_too_short', 'low', 'resumes', resume.id, { words, min: checkLimits.resumeWordsMin }),
    );
  if (words > checkLimits.resumeWordsMax)
    findings.push(
      issue('resume_too_long', 'low', 'resumes', resume.id, { words, max: checkLimits.resumeWordsMax }),
    );
  const email = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i.test(resume.text);
  const phone = /\+?\d[\d\s().-]{7,}\d/.test(resume.text);
  if (!email && !phone) findings.push(issue('resume_without_contact', 'medium', 'resumes', resume.id));
  return findings;
}

/** A measurable result: a number that is not just a year (40%, 12 people, $2M, 3x). */
function hasMeasure(text: string): boolean {
  return /\d/.test(text.replace(/\b(19|20)\d{2}\b/g, ''));
}

/** Words in any script: CJK text counts a character as a word, as its readers would. */
function wordCount(text: string): number {
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g)?.length ?? 0;
  const other = text
    .replace(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w)).length;
  return cjk + other;
}

/** Lower-case words of three letters or more, without the filler of job titles. */
function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}[\p{L}\p{N}+#.]*/gu) ?? [])
    .map((w) => w.replace(/\.$/, ''))
    .filter((w) => w.length >= 3 && !titleFiller.has(w));
}

const titleFiller = new Set([
  'and',
  'the',
  'for',
  'senior',
  'junior',
  'lead',
  'head',
  'staff',
  'assistant',
  'associate',
  'officer',
  'executive',
  'specialist',
  'manager',
]);

/** Whole calendar months with no work between an end date and a start date (Dec 2019 → Mar 2021: 14). */
function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return ((ty ?? 0) - (fy ?? 0)) * 12 + ((tm ?? 0) - (fm ?? 0)) - 1;
}
