import type { LanguageCode } from '@talkhire/config';
import { type Messages, type Namespace, resources } from './resources';
import { createHash } from './version';

/** Spec §7: the provider's file ids. */
export const namespaceFileIds: Record<Namespace, number> = { jobseeker: 17, errors: 6 };

/** Content hash of every resource: a new text gives a new version, so cached copies never go stale. */
export const translationVersion = createHash(JSON.stringify(resources));

/** Server-side lookup with {{placeholder}} interpolation; falls back to English, then to the key. */
export function translate(
  language: LanguageCode,
  namespace: Namespace,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const text = lookup(resources[language][namespace], key) ?? lookup(resources.en[namespace], key) ?? key;
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? ''));
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
