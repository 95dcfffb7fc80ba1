import { type FoundLink, findAddress, findEmail, findLinks, findName, findPhone } from './contact-fields';
import type { ResumeDate } from './date-ranges';
import { educationLevelOf } from './education-level';
import { detailText, type EntryBlock, entryBlocks, isDetail } from './entry-blocks';
import { toLines } from './normalise-text';
import type { SectionKind } from './section-headings';
import { splitSkills } from './skills';
import { splitSections } from './split-sections';
import { splitTitleCompany } from './title-company';

export interface FoundPeriod {
  start: ResumeDate;
  end: ResumeDate | null;
  current: boolean;
}

export interface FoundExperience extends FoundPeriod {
  title: string | null;
  company: string | null;
  description: string | null;
}

export interface FoundEducation extends FoundPeriod {
  school: string | null;
  degree: string | null;
  /** An id of the `educations` configuration list, when the degree names a level. */
  level_id: number | null;
  field_of_study: string | null;
  description: string | null;
}

/** What a resume says, read by rules: nothing is invented, a part not found is null or empty. */
export interface ParsedResume {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  summary: string | null;
  links: FoundLink[];
  skills: string[];
  experiences: FoundExperience[];
  educations: FoundEducation[];
  /** Lines of the work and education sections that no entry took (no period found near them). */
  unread: { section: SectionKind; text: string }[];
}

/** Reads a resume's text (lines in reading order) into the profile's parts. */
export function parseResume(text: string): ParsedResume {
  const lines = toLines(text);
  const { head, sections } = splitSections(lines);
  const of = (kind: SectionKind) => sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
  const contactLines = [...head, ...of('contact')];
  const unread: ParsedResume['unread'] = [];

  const experienceLines = of('experience');
  const experienceBlocks = entryBlocks(experienceLines);
  if (experienceBlocks.length === 0)
    unread.push(...experienceLines.map((text) => ({ section: 'experience' as const, text })));
  const educationLines = of('education');
  const educationBlocks = entryBlocks(educationLines);
  if (educationBlocks.length === 0)
    unread.push(...educationLines.map((text) => ({ section: 'education' as const, text })));

  return {
    name: findName(head) ?? findName(of('contact')),
    email: findEmail(lines.join('\n')),
    phone: findPhone(contactLines.length > 0 ? contactLines : lines, text),
    address: findAddress(lines),
    summary: joinParagraph(of('summary')),
    links: findLinks(lines.join('\n')),
    skills: splitSkills(of('skills')),
    experiences: experienceBlocks.map(toExperience),
    educations: educationBlocks.map(toEducation),
    unread,
  };
}

function toExperience(block: EntryBlock): FoundExperience {
  const { title, company } = splitTitleCompany(block.parts);
  return { title, company, ...periodOf(block), description: describe(block.details) };
}

const schoolWords =
  /universit|universid|college|institut|school|academy|escuela|escola|colegio|faculdade|facultad|politécnic|politeknik|sekolah|akademi|üniversite|lisesi|学院|大学|大學|學院|高校|高等学校|中学|专门学校|専門学校|جامعة|كلية|معهد|مدرسة|أكاديمية/iu;

/**
 * An education's header pieces: the school is the piece with a school word (University, 大学,
 * جامعة…), the degree the piece naming a level, and a third piece the field of study.
 */
function toEducation(block: EntryBlock): FoundEducation {
  const parts = block.parts.slice(0, 3);
  const school = parts.find((part) => schoolWords.test(part)) ?? parts[0] ?? null;
  const rest = parts.filter((part) => part !== school);
  const degree = rest.find((part) => educationLevelOf(part) !== null) ?? rest[0] ?? null;
  const level = educationLevelOf(degree ?? '') ?? educationLevelOf(school ?? '');
  const field = rest.find((part) => part !== degree) ?? fieldOf(degree);
  return {
    school,
    degree,
    level_id: level,
    field_of_study: field ?? null,
    ...periodOf(block),
    description: describe(block.details),
  };
}

/** 'Bachelor of Science in Computer Science' → 'Computer Science'. */
function fieldOf(degree: string | null): string | null {
  const match = degree?.match(/\s(?:in|en|em|of study|jurusan|bidang)\s+(.{2,})$/iu);
  return match?.[1]?.trim() ?? null;
}

function periodOf(block: EntryBlock): FoundPeriod {
  return { start: block.range.start, end: block.range.end, current: block.range.current };
}

function describe(details: string[]): string | null {
  const text = details
    .map((line) => (isDetail(line) && /^[^\p{L}\p{N}]/u.test(line) ? `• ${detailText(line)}` : line))
    .join('\n')
    .trim();
  return text === '' ? null : text;
}

/** Wrapped lines of a paragraph joined again (without a space between Chinese or Japanese lines). */
function joinParagraph(lines: string[]): string | null {
  if (lines.length === 0) return null;
  return lines.reduce((text, line) => {
    const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u.test(text);
    return text === '' ? line : `${text}${cjk ? '' : ' '}${line}`;
  }, '');
}
