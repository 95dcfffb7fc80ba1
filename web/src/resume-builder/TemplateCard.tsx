import type { TResumeTemplate } from '@talkhire/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One template on the free resume template page: its first page, name, layout and action. */
export function TemplateCard({ template, children }: { template: TResumeTemplate; children: ReactNode }) {
  const { t } = useTranslation();
  const name = t(template.name_key);
  const headingId = `resume-template-${template.id}`;
  return (
    <li
      className="card resume-template"
      aria-labelledby={headingId}
      data-testid={`resume-template-${template.id}`}
    >
      <img
        className="resume-template__preview"
        src={template.preview}
        alt={t('resume_builder.page.preview_alt', { template: name })}
        width={420}
        height={594}
        loading="lazy"
      />
      <h2 id={headingId}>{name}</h2>
      <p className="muted">{t(template.description_key)}</p>
      {children}
    </li>
  );
}
