import { Link, Text, View } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { fitLines, type TextMeasure } from './fit-lines';
import type { ResumeProfile } from './resume-profile';
import type { ResumeSection, ResumeTexts } from './resume-texts';

/** What a template is given besides the profile: its texts, the font families and their measure. */
export interface ResumeSetting {
  texts: ResumeTexts;
  fonts: string[];
  measure: TextMeasure;
}

/** The colours and sizes a template sets its parts in. */
export interface ResumeLook {
  ink: string;
  muted: string;
  accent: string;
  /** Body text size in points; headings and names scale from it. */
  size: number;
  /** Space between entries, in points. */
  gap: number;
}

/**
 * The pieces every template is made of, set in the resume's direction: react-pdf does not inherit
 * `direction`, so every text carries it, and rows run right to left in Arabic. `width` is the
 * column's, in points: long CJK texts are broken into lines to fit it (cjk-lines.ts).
 */
export function resumeParts({ texts, measure }: ResumeSetting, look: ResumeLook, width: number) {
  const rtl = texts.direction === 'rtl';
  const row: Style = { flexDirection: rtl ? 'row-reverse' : 'row' };
  /** `neutral`: the direction of a text without letters (a phone number reads left to right). */
  const say = (style: Style, text: string, neutral = texts.direction): ReactElement =>
    h(Text, { style: { direction: directionOf(text) ?? neutral, ...style } }, text);

  /** User text broken to fit `room` points (all of the column by default); bold text runs wider. */
  const fitted = (text: string, room = width, bold = false) =>
    fitLines(text, room, bold ? look.size * 1.1 : look.size, measure);

  const heading = (section: ResumeSection, style: Style = {}) =>
    say(
      {
        fontSize: look.size + 2.5,
        fontWeight: 700,
        color: look.accent,
        marginBottom: look.gap / 2,
        ...style,
      },
      texts.heading(section),
    );

  /** A title with its period at the far end of the line, the place and a description beneath. */
  const entry = (
    key: string,
    parts: { title: string; place: string | null; period: string; description: string | null },
  ) =>
    h(
      View,
      { key, style: { marginBottom: look.gap } },
      h(
        View,
        { style: { ...row, justifyContent: 'space-between', alignItems: 'flex-start' } },
        say(
          { fontWeight: 700, flexShrink: 1, flexGrow: 1 },
          fitted(parts.title, width - measure(parts.period, look.size - 1) - 16, true),
        ),
        say(
          { color: look.muted, fontSize: look.size - 1, flexShrink: 0, marginLeft: 8, marginRight: 8 },
          parts.period,
        ),
      ),
      parts.place ? say({ color: look.muted }, fitted(parts.place)) : null,
      parts.description ? say({ marginTop: 2 }, fitted(parts.description)) : null,
    );

  return {
    rtl,
    row,
    say,
    fitted,
    heading,
    entry,
    /** A section: its heading and content, left out when it has nothing to show. */
    section: (
      section: ResumeSection,
      content: ReactNode[] | null,
      style: Style = {},
      headingStyle: Style = {},
    ) =>
      content === null || content.length === 0
        ? null
        : h(
            View,
            { key: section, style: { marginBottom: look.gap * 1.5, ...style } },
            heading(section, headingStyle),
            ...content,
          ),
    experiences: (profile: ResumeProfile) =>
      profile.experiences.map((e, i) =>
        entry(`experience-${i}`, {
          title: e.title,
          place: e.company,
          period: texts.period(e.start, e.end),
          description: e.description,
        }),
      ),
    educations: (profile: ResumeProfile) =>
      profile.educations.map((e, i) =>
        entry(`education-${i}`, {
          title: e.school,
          place: [e.degree, e.field].filter(Boolean).join(' · ') || null,
          period: texts.period(e.start, e.end),
          description: e.description,
        }),
      ),
    licenses: (profile: ResumeProfile) =>
      profile.licenses.map((l, i) =>
        entry(`license-${i}`, {
          title: l.name,
          place: [l.issuer, l.credentialId && texts.credential(l.credentialId)].filter(Boolean).join(' · '),
          period: texts.validity(l.issued, l.expires),
          description: null,
        }),
      ),
    /** 'Name — level' lines (skills, languages). */
    levels: (items: { name: string; proficiency: string }[], style: Style = {}) =>
      items.map((item, i) =>
        h(
          View,
          {
            key: `level-${i}`,
            style: { ...row, justifyContent: 'space-between', marginBottom: 2, ...style },
          },
          say({ flexShrink: 1 }, fitted(item.name, width * 0.6)),
          say(
            { color: look.muted, fontSize: look.size - 1, marginLeft: 6, marginRight: 6 },
            texts.proficiency(item.proficiency),
          ),
        ),
      ),
    contact: (profile: ResumeProfile, style: Style = {}) =>
      [profile.email, profile.phone, profile.location]
        .filter((value): value is string => Boolean(value))
        .map((value) => say({ marginBottom: 2, ...style }, fitted(value), 'ltr')),
    links: (profile: ResumeProfile, style: Style = {}) =>
      profile.links.map((link, i) =>
        h(
          View,
          { key: `link-${i}`, style: { marginBottom: 3 } },
          say({ fontWeight: 700, ...style }, fitted(link.name, width, true)),
          h(
            Link,
            { src: link.url, style: { color: look.accent, fontSize: look.size - 1, textDecoration: 'none' } },
            fitted(link.url),
          ),
        ),
      ),
    paragraph: (value: string | null) => (value ? [say({}, fitted(value))] : null),
  };
}

export type ResumeParts = ReturnType<typeof resumeParts>;

/**
 * The direction a text reads in, from its first strong letter, as `dir="auto"` does in a browser:
 * an English job title in an Arabic resume keeps its full stop at its end, and an Arabic summary
 * in an English resume reads right to left. Null when it has no letter (dates, phone numbers).
 */
export function directionOf(text: string): 'ltr' | 'rtl' | null {
  const strong = text.match(strongLetter)?.[0];
  if (!strong) return null;
  return rtlLetter.test(strong) ? 'rtl' : 'ltr';
}

const strongLetter = /\p{L}/u;
const rtlLetter = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
