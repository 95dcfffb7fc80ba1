import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import type { TResume, TResumeTemplateId } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useSession } from '../session/session-context';
import { localTextKey } from '../ui/local-store';
import { useScreenHead } from '../ui/use-page-head';
import { ResumeReady } from './ResumeReady';
import { TemplateCard } from './TemplateCard';
import { refusalMessage, useGenerateResume, useResumeTemplates } from './use-resume-builder';
import './resume-builder.css';

/**
 * Spec §4's flag for a visitor who starts from this page: the wizard clears it when the profile is
 * complete (complete-profile/temporary-flags.ts).
 */
const freeResumeFlag = localTextKey('isCreateFreeResume', z.literal('1'));

/**
 * The free resume template page (spec §2) at /free-resume-template: every template with its first
 * page. "Use this template" makes the PDF from the seeker's profile in the page's language; a
 * visitor signs in or up first and comes back here.
 */
export function FreeResumeTemplatePage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const templates = useResumeTemplates();
  const generate = useGenerateResume();
  const [chosen, setChosen] = useState<TResumeTemplateId | null>(null);
  const [made, setMade] = useState<TResume | null>(null);
  useScreenHead('free_resume_template');

  const use = (template: TResumeTemplateId) => {
    if (!user) {
      freeResumeFlag.write('1');
      const here = withLanguagePath(language, '/free-resume-template');
      navigate(`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(here)}`);
      return;
    }
    setChosen(template);
    setMade(null);
    generate.mutate({ body: { template, language } }, { onSuccess: setMade });
  };

  return (
    <main className="section resume-templates-page" data-testid="resume-templates-page">
      <h1>{t('resume_builder.page.heading')}</h1>
      <p className="muted">{t('resume_builder.page.intro')}</p>
      {!user && <p>{t('resume_builder.page.sign_in_hint')}</p>}
      <div aria-live="polite" className="resume-templates-page__status">
        {generate.isPending && <p>{t('resume_builder.generate.working')}</p>}
        {made && <ResumeReady resume={made} language={language} />}
        {generate.isError && (
          <p role="alert" className="resume-builder__error">
            {refusalMessage(generate.error, t('resume_builder.generate.failed'))}{' '}
            <Link to={withLanguagePath(language, '/profile')}>{t('resume_builder.page.open_profile')}</Link>
          </p>
        )}
      </div>
      {templates.isError && <p role="alert">{t('resume_builder.page.load_failed')}</p>}
      <ul className="resume-templates" aria-label={t('resume_builder.page.heading')}>
        {templates.data?.templates.map((template) => (
          <TemplateCard key={template.id} template={template}>
            <button
              type="button"
              className="button"
              onClick={() => use(template.id)}
              disabled={generate.isPending}
              aria-busy={generate.isPending && chosen === template.id}
              aria-label={t('resume_builder.page.use_named', { template: t(template.name_key) })}
              data-testid={`use-template-${template.id}`}
            >
              {t('resume_builder.page.use')}
            </button>
          </TemplateCard>
        ))}
      </ul>
    </main>
  );
}
