import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { id } from './id';
import { ja } from './ja';
import { ptBr } from './pt-br';
import { tr } from './tr';
import type { ContentLanguage, LanguageCorpus } from './types';
import { zhTw } from './zh-tw';

export { type CompanyStyle, companyStyles } from './company-styles';
export { companyWords, type IndustryGroup, industryGroupOf } from './company-words';
export { type NameGroup, peopleByEdition } from './people';
export type { ContentLanguage, LanguageCorpus, NamePart } from './types';

/** Job and company text per content language. */
export const corpora: Record<ContentLanguage, LanguageCorpus> = {
  en,
  ja,
  'zh-tw': zhTw,
  id,
  tr,
  'pt-br': ptBr,
  es,
  ar,
};
