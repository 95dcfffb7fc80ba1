import type { CorpusEducation, CorpusExperience, CorpusResume, YearMonth } from './corpus-types';

/** A line of a laid-out resume; `cells` are printed apart on one line (title left, dates right). */
export interface Block {
  kind: 'name' | 'heading' | 'line' | 'bullet' | 'strong';
  text: string;
  cells?: string[];
}

/** The resume in reading order: a side column (sidebar and table layouts) and the main one. */
export interface ComposedResume {
  side: Block[];
  main: Block[];
}

/** Lays a corpus resume out as lines, in the style it declares. */
export function composeResume(resume: CorpusResume): ComposedResume {
  const { style } = resume;
  const heading = (text: string): Block => ({
    kind: 'heading',
    text: style.uppercaseHeadings ? text.toLocaleUpperCase(locale(resume)) : text,
  });
  const contact: Block[] = [];
  if (style.labelled) {
    if (resume.email) contact.push({ kind: 'line', text: `${style.labelled.email}: ${resume.email}` });
    if (resume.phone) contact.push({ kind: 'line', text: `${style.labelled.phone}: ${resume.phone}` });
    if (resume.address) contact.push({ kind: 'line', text: `${style.labelled.address}: ${resume.address}` });
  } else {
    const parts = [resume.email, resume.phone, ...(resume.layout === 'single' ? resume.links : [])].filter(
      Boolean,
    );
    contact.push({ kind: 'line', text: parts.join(' | ') });
    if (resume.address) contact.push({ kind: 'line', text: resume.address });
  }
  const links: Block[] = resume.links.map((url) => ({ kind: 'line', text: url }));
  const skills: Block[] =
    style.skillSeparator === '\n'
      ? resume.skills.map((skill) => ({ kind: 'bullet', text: skill }))
      : [{ kind: 'line', text: resume.skills.join(style.skillSeparator) }];
  const summary: Block[] = resume.summary
    ? [heading(style.headings.summary), { kind: 'line', text: resume.summary }]
    : [];
  const experience = [
    heading(style.headings.experience),
    ...resume.experiences.flatMap((e) => experienceBlocks(resume, e)),
  ];
  const education = [
    heading(style.headings.education),
    ...resume.educations.flatMap((e) => educationBlocks(resume, e)),
  ];
  const skillBlocks = [heading(style.headings.skills), ...skills];
  const extras = resume.extras.flatMap((extra) => [
    heading(extra.heading),
    ...extra.lines.map((text): Block => ({ kind: 'line', text })),
  ]);
  const name: Block = { kind: 'name', text: resume.name };

  if (resume.layout === 'single') {
    const linkBlocks = style.labelled && resume.links.length > 0 ? links : [];
    return {
      side: [],
      main: [
        name,
        ...contact,
        ...linkBlocks,
        ...summary,
        ...experience,
        ...education,
        ...skillBlocks,
        ...extras,
      ],
    };
  }
  const contactHeading = style.headings.contact ? [heading(style.headings.contact)] : [];
  const linkSection =
    resume.links.length > 0 && style.headings.links ? [heading(style.headings.links), ...links] : links;
  return {
    side: [...contactHeading, ...contact, ...linkSection, ...skillBlocks, ...extras],
    main: [name, ...summary, ...experience, ...education],
  };
}

function experienceBlocks(resume: CorpusResume, e: CorpusExperience): Block[] {
  const { style } = resume;
  const dates = `${formatDate(resume, e.start)}${style.separator}${e.end === 'present' ? style.present : formatDate(resume, e.end)}`;
  const bullets: Block[] = e.bullets.map((text) => ({ kind: 'bullet', text }));
  switch (style.entry) {
    case 'title-at-company':
      return [
        { kind: 'strong', text: `${e.title} ${style.at ?? 'at'} ${e.company}` },
        { kind: 'line', text: dates },
        ...bullets,
      ];
    case 'company-dash-title':
      return [
        {
          kind: 'strong',
          text: `${e.company} — ${e.title}\t${dates}`,
          cells: [`${e.company} — ${e.title}`, dates],
        },
        ...bullets,
      ];
    case 'pipe':
      return [{ kind: 'strong', text: `${e.title} | ${e.company} | ${dates}` }, ...bullets];
    case 'lines':
      return [
        { kind: 'strong', text: e.title },
        { kind: 'line', text: e.company },
        { kind: 'line', text: dates },
        ...bullets,
      ];
    case 'dates-first':
      return [
        { kind: 'strong', text: `${dates}\t${e.company}\t${e.title}`, cells: [dates, e.company, e.title] },
        ...bullets,
      ];
    case 'title-comma-company':
      return [{ kind: 'strong', text: `${e.title}, ${e.company} (${dates})` }, ...bullets];
  }
}

function educationBlocks(resume: CorpusResume, e: CorpusEducation): Block[] {
  const { style } = resume;
  const dates = `${formatDate(resume, e.start)}${style.separator}${formatDate(resume, e.end)}`;
  switch (style.entry) {
    case 'pipe':
      return [{ kind: 'strong', text: `${e.degree} | ${e.school} | ${dates}` }];
    case 'company-dash-title':
      return [
        {
          kind: 'strong',
          text: `${e.school} — ${e.degree}\t${dates}`,
          cells: [`${e.school} — ${e.degree}`, dates],
        },
      ];
    case 'dates-first':
      return [
        { kind: 'strong', text: `${dates}\t${e.school}\t${e.degree}`, cells: [dates, e.school, e.degree] },
      ];
    case 'title-comma-company':
      return [{ kind: 'strong', text: `${e.degree}, ${e.school} (${dates})` }];
    default:
      return [
        { kind: 'strong', text: e.school },
        { kind: 'line', text: e.degree },
        { kind: 'line', text: dates },
      ];
  }
}

const monthNames: Record<string, string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  'pt-br': ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
  id: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  ms: [
    'Januari',
    'Februari',
    'Mac',
    'April',
    'Mei',
    'Jun',
    'Julai',
    'Ogos',
    'September',
    'Oktober',
    'November',
    'Disember',
  ],
  tr: [
    'Ocak',
    'Şubat',
    'Mart',
    'Nisan',
    'Mayıs',
    'Haziran',
    'Temmuz',
    'Ağustos',
    'Eylül',
    'Ekim',
    'Kasım',
    'Aralık',
  ],
  ar: [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
};

function formatDate(resume: CorpusResume, [year, month]: YearMonth): string {
  if (month === 0) return String(year);
  const mm = String(month).padStart(2, '0');
  switch (resume.style.date) {
    case 'en-short':
      return `${(monthNames.en?.[month - 1] ?? '').slice(0, 3)} ${year}`;
    case 'en-long':
      return `${monthNames.en?.[month - 1]} ${year}`;
    case 'mm/yyyy':
      return `${mm}/${year}`;
    case 'yyyy.mm':
      return `${year}.${mm}`;
    case 'yyyy-mm':
      return `${year}-${mm}`;
    case 'yyyy/mm':
      return `${year}/${mm}`;
    case 'cjk':
      return `${year}年${month}月`;
    case 'pt-abbr':
      return `${monthNames['pt-br']?.[month - 1]}/${year}`;
    case 'named':
      return `${(monthNames[resume.language] ?? monthNames.en)?.[month - 1]} ${year}`;
  }
}

function locale(resume: CorpusResume): string {
  return resume.language === 'pt-br' ? 'pt-BR' : resume.language;
}
