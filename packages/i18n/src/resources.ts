import type { LanguageCode } from '@talkhire/config';
import arErrors from './resources/ar/errors.json';
import arJobseeker from './resources/ar/jobseeker.json';
import enErrors from './resources/en/errors.json';
import enJobseeker from './resources/en/jobseeker.json';
import esErrors from './resources/es/errors.json';
import esJobseeker from './resources/es/jobseeker.json';
import idErrors from './resources/id/errors.json';
import idJobseeker from './resources/id/jobseeker.json';
import jaErrors from './resources/ja/errors.json';
import jaJobseeker from './resources/ja/jobseeker.json';
import msErrors from './resources/ms/errors.json';
import msJobseeker from './resources/ms/jobseeker.json';
import pt_brErrors from './resources/pt-br/errors.json';
import pt_brJobseeker from './resources/pt-br/jobseeker.json';
import trErrors from './resources/tr/errors.json';
import trJobseeker from './resources/tr/jobseeker.json';
import zh_cnErrors from './resources/zh-cn/errors.json';
import zh_cnJobseeker from './resources/zh-cn/jobseeker.json';
import zh_twErrors from './resources/zh-tw/errors.json';
import zh_twJobseeker from './resources/zh-tw/jobseeker.json';

/** A namespace is a nested object of strings; leaves may hold {{placeholders}}. */
export type Messages = { [key: string]: string | Messages };
export type Namespace = 'jobseeker' | 'errors';

/** Every interface text of the seeker site in the ten languages, by namespace. */
export const resources: Record<LanguageCode, Record<Namespace, Messages>> = {
  en: { jobseeker: enJobseeker, errors: enErrors },
  'zh-cn': { jobseeker: zh_cnJobseeker, errors: zh_cnErrors },
  id: { jobseeker: idJobseeker, errors: idErrors },
  ja: { jobseeker: jaJobseeker, errors: jaErrors },
  'zh-tw': { jobseeker: zh_twJobseeker, errors: zh_twErrors },
  ms: { jobseeker: msJobseeker, errors: msErrors },
  tr: { jobseeker: trJobseeker, errors: trErrors },
  'pt-br': { jobseeker: pt_brJobseeker, errors: pt_brErrors },
  es: { jobseeker: esJobseeker, errors: esErrors },
  ar: { jobseeker: arJobseeker, errors: arErrors },
};
