import { type LanguageCode, languageCodes } from '@talkhire/config';
import { resources } from '@talkhire/i18n';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as real from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from '../i18n/setup';
import * as lite from './react-i18next-lite';
import { createTranslator, type Translator } from './translator';

/** The same component written against either module, as the public build's alias swaps them. */
type Library = {
  useTranslation: (ns?: string) => { t: (key: string, options?: object) => string; i18n: Translator | i18n };
  I18nextProvider: (props: { i18n: never; children?: ReactNode }) => ReactNode;
};

describe('react-i18next-lite', () => {
  it('renders the markup react-i18next renders, in two languages in one tree', async () => {
    const [en, ar] = await Promise.all([realInstance('en'), realInstance('ar')]);
    const withReal = page(real as unknown as Library, en, ar);
    const withLite = page(
      lite as unknown as Library,
      createTranslator({ language: 'en', resources }),
      createTranslator({ language: 'ar', resources }),
    );
    expect(withReal).toContain('dir="rtl"');
    expect(withReal.length).toBeGreaterThan(10_000);
    expect(withLite).toBe(withReal);
  });

  it('gives the same markup for every language', async () => {
    for (const language of languageCodes) {
      const withReal = page(real as unknown as Library, await realInstance(language));
      const withLite = page(lite as unknown as Library, createTranslator({ language, resources }));
      expect(withLite, language).toBe(withReal);
    }
  });

  it('answers as a tuple too, and asks for a provider', () => {
    const i18n = createTranslator({ language: 'en', resources });
    let answer: unknown;
    function Probe() {
      answer = lite.useTranslation();
      return null;
    }
    renderToString(
      <lite.I18nextProvider i18n={i18n}>
        <Probe />
      </lite.I18nextProvider>,
    );
    const [t, instance, ready] = answer as ReturnType<typeof lite.useTranslation>;
    expect([typeof t, instance, ready]).toEqual(['function', i18n, true]);
    expect(() => renderToString(<Probe />)).toThrow(/I18nextProvider/);
  });
});

async function realInstance(language: LanguageCode) {
  const instance = i18next.createInstance();
  await instance.init({ ...i18nOptions(language), resources });
  return instance;
}

/** One provider per language, nested, each rendering a sample of the keys every way the app asks. */
function page(library: Library, ...instances: (i18n | Translator)[]): string {
  const { I18nextProvider } = library;
  const tree = instances.reduceRight<ReactNode>(
    (inner, instance) => (
      <I18nextProvider i18n={instance as never}>
        <Sample library={library} />
        {inner}
      </I18nextProvider>
    ),
    null,
  );
  return renderToString(tree);
}

function Sample({ library }: { library: Library }) {
  const { t, i18n } = library.useTranslation();
  const { t: errorsT } = library.useTranslation('errors');
  const values = { count: 3, name: 'Ana', max: 5, title: 'Nurse', company: 'Acme' };
  return (
    <section lang={i18n.language} dir={i18n.dir()}>
      <ul>
        {sampleKeys.map((key) => (
          <li key={key}>
            {t(key)}
            {t(key, values)}
            {t(key, { count: 1 })}
          </li>
        ))}
      </ul>
      <p>{errorsT(errorKey)}</p>
      <p>{t(errorKey, { ns: 'errors' })}</p>
      <p>{t('no.such.key', { defaultValue: 'Fallback {{name}}', name: 'Ana' })}</p>
      <p>{String(i18n.exists(errorKey, { ns: 'errors' }))}</p>
    </section>
  );
}

/** Every 7th key of the seeker namespace, plural forms by their base key. */
const sampleKeys = [
  ...new Set(
    leaves(resources.en.jobseeker, '')
      .map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))
      .filter((_, index) => index % 7 === 0),
  ),
];
const errorKey = leaves(resources.en.errors, '')[0]!;

function leaves(node: object, prefix: string): string[] {
  return Object.entries(node).flatMap(([name, value]) =>
    typeof value === 'object' && value ? leaves(value, `${prefix}${name}.`) : [prefix + name],
  );
}
