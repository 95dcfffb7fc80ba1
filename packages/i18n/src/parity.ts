import type { Messages } from './resources';

/** Dotted paths of every leaf, with the placeholders each leaf uses. */
export function keyPaths(messages: Messages, prefix = ''): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string')
      out.set(path, [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!).sort());
    else for (const [p, v] of keyPaths(value, path)) out.set(p, v);
  }
  return out;
}

const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const pluralKey = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * The key paths a translation into `language` needs. An i18next plural group of the reference
 * (`x_one`, `x_other`) becomes the plural forms of that language (ja: `x_other`; ar: `x_zero` …
 * `x_other`), each with the placeholders of the reference form of the same category, else of
 * `x_other`. Without a language the paths are the reference's own.
 */
export function expectedKeyPaths(reference: Messages, language?: string): Map<string, string[]> {
  const paths = keyPaths(reference);
  if (!language) return paths;
  const own = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  const out = new Map<string, string[]>();
  for (const [path, placeholders] of paths) {
    const base = pluralKey.exec(path)?.[1];
    const other = base === undefined ? undefined : paths.get(`${base}_other`);
    if (!other) out.set(path, placeholders);
    else
      for (const category of pluralCategories.filter((c) => own.includes(c)))
        out.set(`${base}_${category}`, paths.get(`${base}_${category}`) ?? other);
  }
  return out;
}

/**
 * Problems of a translation against the reference: missing, extra, empty or placeholder drift.
 * With `language`, plural keys are checked against that language's plural forms.
 */
export function missingKeys(reference: Messages, translation: Messages, language?: string): string[] {
  const want = expectedKeyPaths(reference, language);
  const have = keyPaths(translation);
  const leaves = new Map<string, string>();
  collect(translation, '', leaves);
  const problems: string[] = [];
  for (const [path, placeholders] of want) {
    const got = have.get(path);
    if (!got) problems.push(`missing ${path}`);
    else if (!leaves.get(path)?.trim()) problems.push(`empty ${path}`);
    else if (got.join() !== placeholders.join()) problems.push(`placeholders differ at ${path}`);
  }
  for (const path of have.keys()) if (!want.has(path)) problems.push(`unexpected ${path}`);
  return problems;
}

function collect(messages: Messages, prefix: string, out: Map<string, string>) {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else collect(value, path, out);
  }
}
