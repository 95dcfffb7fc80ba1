import type { DocumentProps } from '@react-pdf/renderer';
import { resumeTemplateIds, type TResumeTemplateId, type TResumeTemplateList } from '@talkhire/contracts';
import type { ReactElement } from 'react';
import { classicResume } from './classic-template';
import { compactResume } from './compact-template';
import { modernResume } from './modern-template';
import type { ResumeSetting } from './resume-parts';
import type { ResumeProfile } from './resume-profile';

type Template = (profile: ResumeProfile, setting: ResumeSetting) => ReactElement<DocumentProps>;

/** Each template's document, by the id the contract names. */
export const resumeTemplates: Record<TResumeTemplateId, Template> = {
  classic: classicResume,
  modern: modernResume,
  compact: compactResume,
};

/**
 * The template page's list. Previews are the first page of each template with a sample profile,
 * rendered by scripts/render-resume-previews.ts into the web's public folder.
 */
export function listResumeTemplates(): TResumeTemplateList {
  return {
    templates: resumeTemplateIds.map((id) => ({
      id,
      name_key: `resume_builder.templates.${id}.name`,
      description_key: `resume_builder.templates.${id}.description`,
      preview: `/resume-templates/${id}.png`,
    })),
  };
}
