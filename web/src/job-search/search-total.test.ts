import type { LanguageCode } from '@talkhire/config';
import { resources } from '@talkhire/i18n';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from '../i18n/setup';
import { formatsFor } from '../ui/formats';
import { searchTotalText } from './search-total';

async function translator(language: LanguageCode) {
  const i18n = i18next.createInstance();
  await i18n.init({
    ...i18nOptions(language),
    resources: { [language]: resources[language], en: resources.en },
  });
  return {
    t: i18n.t.bind(i18n) as (key: string, values?: Record<string, unknown>) => string,
    formats: formatsFor(language),
  };
}

describe('searchTotalText', () => {
  it('counts the jobs exactly below the cap, in the plural form of the count', async () => {
    const { t, formats } = await translator('en');
    expect(
      searchTotalText('jobs.search.total', { total_num: 1, total_is_capped: false }, t, formats.count),
    ).toBe('1 job found');
    expect(
      searchTotalText('jobs.search.total', { total_num: 42, total_is_capped: false }, t, formats.count),
    ).toBe('42 jobs found');
  });

  it('says "10,000+" with the number formatted for the language when the count stopped at the cap', async () => {
    const capped = { total_num: 10_000, total_is_capped: true };
    const en = await translator('en');
    expect(searchTotalText('jobs.search.total', capped, en.t, en.formats.count)).toBe('10,000+ jobs found');
    expect(searchTotalText('jobs.search.show_results', capped, en.t, en.formats.count)).toBe(
      'Show 10,000+ jobs',
    );
    const ja = await translator('ja');
    expect(searchTotalText('jobs.search.total', capped, ja.t, ja.formats.count)).toBe(
      '10,000件以上の求人が見つかりました',
    );
    const es = await translator('es');
    expect(searchTotalText('jobs.search.total', capped, es.t, es.formats.count)).toBe(
      `Más de ${es.formats.count(10_000)} empleos encontrados`,
    );
  });

  it('has the capped texts in every language', async () => {
    for (const language of ['en', 'zh-cn', 'zh-tw', 'id', 'ja', 'ms', 'ar', 'es', 'pt-br', 'tr'] as const) {
      const { t, formats } = await translator(language);
      const text = searchTotalText(
        'jobs.search.total',
        { total_num: 10_000, total_is_capped: true },
        t,
        formats.count,
      );
      expect(text, language).toContain(formats.count(10_000));
      expect(text, language).not.toContain('jobs.search');
      if (language !== 'en') expect(text, language).not.toBe('10,000+ jobs found');
    }
  });
});
