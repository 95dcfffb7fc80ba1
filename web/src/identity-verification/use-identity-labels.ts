import type { LanguageCode } from '@talkhire/config';
import { useConfigList } from '../api/config-list';

/** The names of the user_identity_lists entries (work eligibility), by id, in the page's language. */
export function useIdentityLabels(language: LanguageCode): Map<number, string> | undefined {
  const list = useConfigList('user_identity_lists', { language }).data;
  return list && new Map(list.map((item) => [item.id, item.value]));
}

/** Spec §2: the identity's name looked up by id in user_identity_lists, else the value given. */
export function identityName(
  labels: ReadonlyMap<number, string> | undefined,
  identity: { id: number; value: string },
): string {
  return labels?.get(identity.id) ?? identity.value;
}
