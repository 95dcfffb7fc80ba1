import { editionByKey } from '@talkhire/config';
import { jobseekerRoleId } from '@talkhire/contracts';
import { currentEditionKey } from '../edition/edition-context';
import { createTranslationStore } from './translation-store';

/** The seeker site's text in this browser: the edition's, as the seeker's role sees it. */
export const browserTranslations = createTranslationStore(undefined, undefined, () => ({
  'Country-Id': String(editionByKey(currentEditionKey()).id),
  'Role-Id': String(jobseekerRoleId),
}));
