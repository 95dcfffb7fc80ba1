import type { Edition } from '@talkhire/config';

/** The languages job content is written in: each edition's SEO language. */
export type ContentLanguage = Edition['seoLanguage'];

/**
 * Text material for job and company content in one language. Templates use `{name}` placeholders
 * filled by the generator: title, a_title (English article + title), company, location, industry,
 * function, skill, skill2, skill3, skills, founded, size, degree, cultures.
 */
export interface LanguageCorpus {
  /** Title decorations by seniority; `{title}` is the function title, which must stay whole. */
  seniority: { junior: string[]; senior: string[] };
  recruiterTitles: string[];
  /** Who recruits in a very small company: the owner or managing director. */
  ownerTitle: string;
  headings: { responsibilities: string; offer: string; niceToHave: string };
  /** Prefix of a list item and separator of inline lists. */
  bullet: string;
  listSeparator: string;
  /** Between sentences of one paragraph: none after 。 in Japanese and Chinese. */
  sentenceJoiner: '' | ' ';
  companyIntro: string[];
  roleIntro: string[];
  remoteNote: string[];
  responsibilities: string[];
  offers: string[];
  /** Perks of coming to the office, left out of remote jobs. */
  officeOffers: string[];
  closing: string[];
  /**
   * Workplace, hours and days off, a section Japanese and Taiwanese postings always carry. `{workplace}`
   * is `onsite` or `remote` filled in; `{hours}` and `{holidays}` are drawn from the lists.
   */
  details?: { template: string; onsite: string; remote: string; hours: string[]; holidays: string[] };
  /** The experience line; `years` is 0 for jobs open to fresh graduates. */
  experience: (years: number) => string;
  /** The education line; `{degree}` is the degree's name in this language. */
  degree: string;
  anyDegree: string;
  requirements: string[];
  niceToHave: string[];
  /** Second and third paragraphs of a company profile. */
  companyMore: string[];
  companyCulture: string;
}

/** A word of a company name in the content language, with its Latin spelling. */
export type NamePart = readonly [local: string, latin: string];
