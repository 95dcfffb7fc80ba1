import { type LanguageCode, languages, withLanguagePath } from '@talkhire/config';
import { resumeTemplateIds, type TResume, type TResumeTemplateId } from '@talkhire/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ResumeReady, refusalMessage, useGenerateResume } from '../resume-builder';
import { ProfileSection } from './ProfileSection';
import '../resume-builder/resume-builder.css';

/**
 * "Make a resume from your profile" (spec §2 'resume templates', §7 POST /generate-resume): a
 * template and a language, then the PDF joins the attached resumes above, with a download link.
 */
export function GenerateResumeSection({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const id = useId();
  const generate = useGenerateResume();
  const [template, setTemplate] = useState<TResumeTemplateId>('classic');
  const [resumeLanguage, setResumeLanguage] = useState<LanguageCode>(language);
  const [made, setMade] = useState<TResume | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMade(null);
    generate.mutate({ body: { template, language: resumeLanguage } }, { onSuccess: setMade });
  };

  return (
    <ProfileSection id="profile-generate-resume" title={t('resume_builder.generate.title')}>
      <p className="muted">{t('resume_builder.generate.intro')}</p>
      <form className="resume-builder__form" onSubmit={submit} data-testid="generate-resume-form">
        <label htmlFor={`${id}-template`}>
          {t('resume_builder.generate.template')}
          <select
            id={`${id}-template`}
            value={template}
            onChange={(event) => setTemplate(event.target.value as TResumeTemplateId)}
            data-testid="generate-resume-template"
          >
            {resumeTemplateIds.map((option) => (
              <option key={option} value={option}>
                {t(`resume_builder.templates.${option}.name`)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-language`}>
          {t('resume_builder.generate.language')}
          <select
            id={`${id}-language`}
            value={resumeLanguage}
            onChange={(event) => setResumeLanguage(event.target.value as LanguageCode)}
            data-testid="generate-resume-language"
          >
            {languages.map((option) => (
              <option key={option.value} value={option.value} lang={option.alias}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="button"
          disabled={generate.isPending}
          data-testid="generate-resume-submit"
        >
          {t('resume_builder.generate.submit')}
        </button>
        <Link to={withLanguagePath(language, '/free-resume-template')}>
          {t('resume_builder.generate.see_templates')}
        </Link>
      </form>
      <div aria-live="polite">
        {generate.isPending && (
          <p className="resume-builder__working">
            <progress aria-label={t('resume_builder.generate.working')} />{' '}
            {t('resume_builder.generate.working')}
          </p>
        )}
        {made && <ResumeReady resume={made} language={language} inProfile />}
        {generate.isError && (
          <p role="alert" className="resume-builder__error" data-testid="generate-resume-error">
            {refusalMessage(generate.error, t('resume_builder.generate.failed'))}
          </p>
        )}
      </div>
    </ProfileSection>
  );
}
