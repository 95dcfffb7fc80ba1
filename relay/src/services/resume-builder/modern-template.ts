import { Document, type DocumentProps, Page, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { type ResumeLook, type ResumeSetting, resumeParts } from './resume-parts';
import type { ResumeProfile } from './resume-profile';

const pageWidth = 595.28;
const sideWidth = 178;
const sidePadding = 18;
const mainPadding = 26;
const look: ResumeLook = { ink: '#243b53', muted: '#627d98', accent: '#0b6e69', size: 9.5, gap: 8 };
const side: ResumeLook = { ink: '#ffffff', muted: '#cdeae7', accent: '#ffffff', size: 9, gap: 6 };

/**
 * Modern: a coloured side bar (contact, skills, languages, links) beside the main column (summary,
 * experience, education, licenses). The bar is on the reading side's start: the right in Arabic.
 */
export function modernResume(profile: ResumeProfile, setting: ResumeSetting): ReactElement<DocumentProps> {
  const { texts, fonts } = setting;
  const main = resumeParts(setting, look, pageWidth - sideWidth - 2 * mainPadding);
  const bar = resumeParts(setting, side, sideWidth - 2 * sidePadding);
  return h(
    Document,
    { title: profile.name, author: profile.name, language: texts.language },
    h(
      Page,
      {
        size: 'A4',
        style: {
          fontFamily: fonts,
          fontSize: look.size,
          color: look.ink,
          textAlign: main.rtl ? 'right' : 'left',
          ...main.row,
        },
      },
      // A fixed band paints the bar's colour on every page, under the bar's text.
      h(View, {
        fixed: true,
        style: {
          position: 'absolute',
          top: 0,
          bottom: 0,
          width: sideWidth,
          backgroundColor: look.accent,
          ...(main.rtl ? { right: 0 } : { left: 0 }),
        },
      }),
      h(
        View,
        { style: { width: sideWidth, paddingVertical: 40, paddingHorizontal: sidePadding, color: side.ink } },
        bar.say({ fontSize: 19, fontWeight: 700, marginBottom: 14 }, profile.name),
        bar.section('contact', bar.contact(profile), {}, { color: side.accent }),
        bar.section('skills', bar.levels(profile.skills)),
        bar.section('languages', bar.levels(profile.languages)),
        bar.section('links', bar.links(profile, { color: side.ink })),
      ),
      h(
        View,
        { style: { flex: 1, paddingVertical: 40, paddingHorizontal: mainPadding } },
        main.section('summary', main.paragraph(profile.summary)),
        main.section('experience', main.experiences(profile)),
        main.section('education', main.educations(profile)),
        main.section('licenses', main.licenses(profile)),
      ),
    ),
  );
}
