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

/** Problems of a translation against the reference: missing, extra, empty or placeholder drift. */
export function missingKeys(reference: Messages, translation: Messages): string[] {
  const want = keyPaths(reference);
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
