import { headingOf, type SectionKind } from './section-headings';

export interface ResumeSection {
  kind: SectionKind;
  heading: string;
  lines: string[];
}

/**
 * Cuts the resume's lines at its headings. The lines before the first heading are the head (name,
 * contact line). A heading may carry its content after a colon ('Skills: Go, SQL').
 */
export function splitSections(lines: string[]): { head: string[]; sections: ResumeSection[] } {
  const head: string[] = [];
  const sections: ResumeSection[] = [];
  for (const line of lines) {
    const opened = openedSection(line);
    if (opened) {
      sections.push({ kind: opened.kind, heading: opened.heading, lines: opened.rest ? [opened.rest] : [] });
      continue;
    }
    const current = sections.at(-1);
    if (current) current.lines.push(line);
    else head.push(line);
  }
  return { head, sections };
}

function openedSection(line: string): { kind: SectionKind; heading: string; rest: string } | null {
  const whole = headingOf(line);
  if (whole) return { kind: whole, heading: line.trim(), rest: '' };
  const colon = line.match(/^([^:：]{2,40})[:：]\s*(.+)$/);
  if (!colon) return null;
  const kind = headingOf(colon[1] ?? '');
  // 'Contact: …' and 'Summary: …' inline are the head's own fields, read from the head.
  if (kind === null || kind === 'contact') return null;
  return { kind, heading: (colon[1] ?? '').trim(), rest: (colon[2] ?? '').trim() };
}
