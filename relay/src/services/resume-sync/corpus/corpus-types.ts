/** A resume of the measurement corpus: what it says (the ground truth) and how it is laid out. */
export interface CorpusResume {
  id: string;
  language: 'en' | 'es' | 'pt-br' | 'id' | 'ms' | 'tr' | 'zh-cn' | 'zh-tw' | 'ja' | 'ar';
  format: 'pdf' | 'docx';
  /** single: one column; sidebar: contact, skills and education in a side column; table: a two-cell Word table. */
  layout: 'single' | 'sidebar' | 'table';
  name: string;
  email: string | null;
  /** As printed; `phoneE164` is what a reader should find. */
  phone: string | null;
  phoneE164: string | null;
  address: string | null;
  summary: string | null;
  links: string[];
  skills: string[];
  experiences: CorpusExperience[];
  educations: CorpusEducation[];
  /** Sections the sync does not read (languages, hobbies): noise a reader must not take for entries. */
  extras: { heading: string; lines: string[] }[];
  style: CorpusStyle;
}

export interface CorpusExperience {
  title: string;
  company: string;
  start: YearMonth;
  end: YearMonth | 'present';
  bullets: string[];
}

export interface CorpusEducation {
  school: string;
  degree: string;
  /** Key of the `educations` configuration list the degree is. */
  level: 'high_school' | 'vocational_certificate' | 'diploma' | 'bachelor' | 'master' | 'doctorate';
  start: YearMonth;
  end: YearMonth;
}

/** [year, month]; month 0 means the resume gives only the year. */
export type YearMonth = [number, number];

export interface CorpusStyle {
  headings: {
    summary: string;
    experience: string;
    education: string;
    skills: string;
    links?: string;
    contact?: string;
  };
  /** How a work entry's header is written. */
  entry: 'title-at-company' | 'company-dash-title' | 'pipe' | 'lines' | 'dates-first' | 'title-comma-company';
  /** How a date is written. */
  date: 'en-short' | 'en-long' | 'mm/yyyy' | 'yyyy.mm' | 'yyyy-mm' | 'yyyy/mm' | 'cjk' | 'named' | 'pt-abbr';
  present: string;
  separator: string;
  /** The 'at' word of title-at-company ('at', 'en', 'na', 'di'). */
  at?: string;
  /** Contact data written with labels ('Email:', 'Teléfono:') instead of one line. */
  labelled?: { email: string; phone: string; address: string; name?: string };
  uppercaseHeadings?: boolean;
  skillSeparator: string;
  rtl?: boolean;
}
