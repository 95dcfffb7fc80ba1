import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { TranslateFunction, Translator } from './translator';

/**
 * What the public pages import from 'react-i18next', for the public build's alias (see
 * scripts/public-runtime-build.mjs): the instance comes from the provider only, so each tree has
 * its own language and nothing is global. `initReactI18next` is left out: only i18n/setup.ts uses
 * it, and the public pages do not load that file.
 */
export function useTranslation(
  ns?: string | readonly string[],
  options: { keyPrefix?: string; lng?: string } = {},
): UseTranslationResponse {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useTranslation needs an <I18nextProvider> above it');
  const { i18n, defaultNS } = context;
  const lng = options.lng || i18n.language;
  const first = [ns || defaultNS || i18n.options.defaultNS].flat()[0];
  const { keyPrefix } = options;
  // As react-i18next: a t for the page's language and the first namespace, the same one each render.
  return useMemo(() => {
    const t = i18n.getFixedT(lng, first, keyPrefix);
    return Object.assign([t, i18n, true] as const, { t, i18n, ready: true as const });
  }, [i18n, lng, first, keyPrefix]);
}

export function I18nextProvider({
  i18n,
  defaultNS,
  children,
}: {
  i18n: Translator;
  defaultNS?: string | readonly string[];
  children?: ReactNode;
}) {
  const value = useMemo(() => ({ i18n, defaultNS }), [i18n, defaultNS]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** react-i18next's answer is both a tuple and an object: `const [t] = …` and `const { t } = …`. */
export type UseTranslationResponse = readonly [TranslateFunction, Translator, true] & {
  t: TranslateFunction;
  i18n: Translator;
  ready: true;
};

const I18nContext = createContext<{ i18n: Translator; defaultNS?: string | readonly string[] } | null>(null);
