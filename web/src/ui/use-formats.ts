import { isLanguageCode } from '@talkhire/config';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Formats, formatsFor } from './formats';
import { RenderMomentContext } from './render-clock';

/** The formats of the page's language, in the render moment's zone and clock while it holds. */
export function useFormats(): Formats {
  const { i18n } = useTranslation();
  const language = i18n.language.toLowerCase();
  const moment = useContext(RenderMomentContext);
  return useMemo(() => {
    const formats = formatsFor(isLanguageCode(language) ? language : 'en', moment?.timeZone);
    if (moment === null) return formats;
    return { ...formats, ago: (at, now = new Date(moment.now)) => formats.ago(at, now) };
  }, [language, moment]);
}
