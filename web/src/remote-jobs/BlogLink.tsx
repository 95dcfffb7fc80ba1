import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const blogUrl = import.meta.env.VITE_BLOG_URL;

/** The blog's remote-work articles; the link appears when the deployment names the blog (VITE_BLOG_URL). */
export function BlogLink() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="section" data-testid="remote-blog">
      <h2 id={id}>{t('home.remote.blog.title')}</h2>
      <p>{t('home.remote.blog.body')}</p>
      {blogUrl && (
        <a href={blogUrl} rel="noopener" target="_blank">
          {t('home.remote.blog.link')}
        </a>
      )}
    </section>
  );
}
