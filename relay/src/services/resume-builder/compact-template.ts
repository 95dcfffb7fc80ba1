import { Document, type DocumentProps, Page, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { type ResumeLook, type ResumeSetting, resumeParts } from './resume-parts';
import type { ResumeProfile } from './resume-profile';
import type { ResumeSection } from './resume-texts';

const pageWidth = 595.28;
const margin = 34;
const labelWidth = 92;
const look: ResumeLook = { ink: '#222222', muted: '#5f6368', accent: '#8a3b12', size: 8.5, gap: 5 };

/**
 * Compact: small type and narrow margins, each section's heading in a narrow column beside its
 * content, skills and languages run on one line: a long career on one page.
 */
export function compactResume(profile: ResumeProfile, setting: ResumeSetting): ReactElement<DocumentProps> {
  const { texts, fonts } = setting;
  const p = resumeParts(setting, look, pageWidth - 2 * margin - labelWidth);
  const inline = (items: { name: string; proficiency: string }[]) =>
    items.length === 0
      ? null
      : [
          p.say(
            {},
            p.fitted(items.map((i) => `${i.name} (${texts.proficiency(i.proficiency)})`).join(' · ')),
          ),
        ];
  const band = (section: ResumeSection, content: ReactNode[] | null) =>
    content === null || content.length === 0
      ? null
      : h(
          View,
          {
            key: section,
            style: {
              ...p.row,
              borderTopWidth: 0.75,
              borderTopColor: '#d0d0d0',
              paddingTop: 5,
              marginBottom: 6,
            },
          },
          h(View, { style: { width: labelWidth } }, p.heading(section, { fontSize: look.size + 0.5 })),
          h(View, { style: { flex: 1 } }, ...content),
        );
  return h(
    Document,
    { title: profile.name, author: profile.name, language: texts.language },
    h(
      Page,
      {
        size: 'A4',
        style: {
          paddingVertical: 30,
          paddingHorizontal: margin,
          fontFamily: fonts,
          fontSize: look.size,
          color: look.ink,
          textAlign: p.rtl ? 'right' : 'left',
        },
      },
      h(
        View,
        { style: { ...p.row, justifyContent: 'space-between', alignItems: 'flex-end', marginBottom: 10 } },
        p.say({ fontSize: 17, fontWeight: 700, color: look.accent }, profile.name),
        h(
          View,
          { style: { alignItems: p.rtl ? 'flex-start' : 'flex-end' } },
          ...p.contact(profile, { color: look.muted }),
        ),
      ),
      band('summary', p.paragraph(profile.summary)),
      band('experience', p.experiences(profile)),
      band('education', p.educations(profile)),
      band('skills', inline(profile.skills)),
      band('languages', inline(profile.languages)),
      band('licenses', p.licenses(profile)),
      band('links', p.links(profile)),
    ),
  );
}
