import type { Edition } from '@talkhire/config';
import { companyStyles, companyWords, industryGroupOf, type NamePart, peopleByEdition } from './corpus';
import type { Random } from './corpus/random';

/** "Bayanihan Logistics", "さくら商事", "Construtora Aurora", "Reyes & Cruz Consulting". */
export function uniqueName(r: Random, edition: Edition, industryKey: string, taken: Set<string>) {
  const style = companyStyles[edition.key];
  const words = companyWords[edition.seoLanguage][industryGroupOf[industryKey] ?? 'services'];
  const people = peopleByEdition[edition.key];
  for (let attempt = 0; ; attempt++) {
    const word = r.pick(words);
    let parts: NamePart[];
    if (r.chance(style.familyName)) {
      const group = r.weightedPick(people.map((g) => [g, g.weight] as const));
      const a = r.pick(group.last);
      const b = r.pick(group.last);
      const family = a !== b && r.chance(0.4) ? `${a} & ${b}` : a;
      parts = [[family, family], word];
    } else {
      const root = r.pick(style.roots);
      // Indonesian names often stack two flavour words ("Sinar Jaya Logistik").
      const second = edition.key === 'id' && r.chance(0.5) ? [r.pick(style.roots)] : [];
      parts = r.chance(style.wordFirst) ? [word, root, ...second] : [root, ...second, word];
    }
    // After a few clashes, make the name longer instead of retrying forever.
    if (attempt >= 8) parts.splice(1, 0, r.pick(style.roots));
    if (attempt >= 16) parts.push([String(attempt), String(attempt)]);
    const name = parts.map((p) => p[0]).join(style.joiner);
    if (taken.has(name) || new Set(parts.map((p) => p[0])).size < parts.length) continue;
    taken.add(name);
    return { name, latin: slug(parts.map((p) => p[1]).join('-')) };
  }
}

/** Domain label from Latin text: accents dropped, Turkish dotless i and Serbian đ spelled out. */
function slug(text: string): string {
  return text
    .replace(/ı/g, 'i')
    .replace(/đ/gi, 'dj')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
