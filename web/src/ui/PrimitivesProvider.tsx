import { type LanguageCode, languageByCode } from '@talkhire/config';
import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';
import './primitives.css';

/**
 * What every accessible primitive needs from the page: the reading direction of its language.
 * Arabic is right to left, so tabs' and menus' arrow keys follow it and popups open on the right.
 */
export function PrimitivesProvider({ language, children }: { language: LanguageCode; children: ReactNode }) {
  return <Direction.Provider dir={languageByCode(language).dir}>{children}</Direction.Provider>;
}
