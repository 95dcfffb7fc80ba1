import { renderToBuffer } from '@react-pdf/renderer';
import type { LanguageCode } from '@talkhire/config';
import type { TResumeTemplateId } from '@talkhire/contracts';
import { textMeasure } from './fit-lines';
import { resumeFontFamilies } from './resume-fonts';
import type { ResumeProfile } from './resume-profile';
import { resumeTemplates } from './resume-templates';
import { resumeTexts } from './resume-texts';

/** The profile set in a template, as PDF bytes, with headings and dates in `language`. */
export async function renderResume(
  profile: ResumeProfile,
  template: TResumeTemplateId,
  language: LanguageCode,
): Promise<Buffer> {
  const fonts = resumeFontFamilies(language);
  const setting = { texts: resumeTexts(language), fonts, measure: await textMeasure(fonts) };
  return renderToBuffer(resumeTemplates[template](profile, setting));
}
