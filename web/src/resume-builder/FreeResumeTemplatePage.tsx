import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { type TResume, type TResumeTemplateId, ZResumeTemplateId } from '@talkhire/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { freeResumeFlag } from '../auth';
import { useSession } from '../session/session-context';
import { useScreenHead } from '../ui/use-page-head';
import { ResumeReady } from './ResumeReady';
import { TemplateCard } from './TemplateCard';
import { refusalMessage, useGenerateResume, useResumeTemplates } from './use-resume-builder';
import './resume-builder.css';

/**
 * The free resume template page (spec §2) at /free-resume-template: every template with its first
 * page. "Use this template" makes the PDF from the seeker's profile in the page's language; a
 * visitor signs in or up first (counted with source free_resume) and comes back here with the
 * chosen template in `?template=`: a new seeker fills the profile wizard first, then the PDF of
 * that template is made on arrival.
 */
export function FreeResumeTemplatePage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const templates = useResumeTemplates();
  const generate = useGenerateResume();
  const [chosen, setChosen] = useState<TResumeTemplateId | null>(null);
  const [made, setMade] = useState<TResume | null>(null);
  const picked = ZResumeTemplateId.safeParse(new URLSearchParams(useLocation().search).get('template')).data;
  const resumed = useRef(false);
  useScreenHead('free_resume_template');

  const use = (template: TResumeTemplateId) => {
    if (!user) {
      freeResumeFlag.write('1');
      const back = withLanguagePath(language, `/free-resume-template?template=${template}`);
      navigate(`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(back)}`);
      return;
    }
    setChosen(template);
    setMade(null);
    generate.mutate({ body: { template, language } }, { onSuccess: setMade });
  };

  // Back from sign-up with a chosen template: an empty profile goes through the wizard first.
  useEffect(() => {
    if (!user || !picked || resumed.current) return;
    resumed.current = true;
    if (!user.is_profile_completed) {
      const back = withLanguagePath(language, `/free-resume-template?template=${picked}`);
      navigate(
        `${withLanguagePath(language, '/jobseeker-complete-profile')}?redirect=${encodeURIComponent(back)}`,
      );
      return;
    }
    use(picked);
  });

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
