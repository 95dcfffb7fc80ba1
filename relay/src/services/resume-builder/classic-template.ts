import { Document, type DocumentProps, Page, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { type ResumeLook, type ResumeSetting, resumeParts } from './resume-parts';
import type { ResumeProfile } from './resume-profile';

const pageWidth = 595.28;
const margin = 50;
const look: ResumeLook = { ink: '#1f2933', muted: '#52606d', accent: '#1d3f72', size: 10, gap: 8 };

/** Classic: one column, the name centred over a rule, sections one under another. */
export function classicResume(profile: ResumeProfile, setting: ResumeSetting): ReactElement<DocumentProps> {
  const { texts, fonts } = setting;
  const p = resumeParts(setting, look, pageWidth - 2 * margin);
  const rule = { borderBottomWidth: 1, borderBottomColor: '#9aa5b1', paddingBottom: 2 };
  return h(
    Document,
    { title: profile.name, author: profile.name, language: texts.language },
    h(
      Page,
      {
        size: 'A4',
        style: {
          paddingVertical: 44,
          paddingHorizontal: margin,
          fontFamily: fonts,
          fontSize: look.size,
          color: look.ink,
          textAlign: p.rtl ? 'right' : 'left',
        },
      },
      h(
        View,
        { style: { alignItems: 'center', marginBottom: 18 } },
        p.say({ fontSize: 24, fontWeight: 700, textAlign: 'center', color: look.accent }, profile.name),
        h(
          View,
          { style: { ...p.row, justifyContent: 'center', flexWrap: 'wrap', marginTop: 4 } },
          ...p.contact(profile, { color: look.muted, marginHorizontal: 7 }),
        ),
      ),
      p.section('summary', p.paragraph(profile.summary), {}, rule),
      p.section('experience', p.experiences(profile), {}, rule),
      p.section('education', p.educations(profile), {}, rule),
      p.section('skills', p.levels(profile.skills), {}, rule),
      p.section('languages', p.levels(profile.languages), {}, rule),
      p.section('licenses', p.licenses(profile), {}, rule),
      p.section('links', p.links(profile), {}, rule),
    ),
  );
}
