import { type Edition, type EditionKey, editions } from '@talkhire/config';
import { optionLists } from '@talkhire/config/lists';
import type { Random } from './corpus/random';

/** Languages of a remote team, as keys of work_languages. */
const remoteLanguages: Record<EditionKey, string[]> = {
  ph: ['english', 'filipino'],
  sg: ['english', 'mandarin', 'malay'],
  jp: ['japanese', 'english'],
  id: ['indonesian', 'english'],
  my: ['english', 'malay', 'mandarin'],
  hk: ['cantonese', 'english', 'mandarin'],
  tw: ['mandarin', 'english'],
  us: ['english', 'spanish'],
  gb: ['english'],
  ca: ['english', 'french'],
  br: ['portuguese', 'english'],
  tr: ['turkish', 'english'],
  ng: ['english'],
  sa: ['arabic', 'english'],
  ae: ['arabic', 'english', 'hindi'],
  lk: ['english'],
  es: ['spanish', 'english'],
  rs: ['serbian', 'english'],
  com: ['english', 'spanish', 'german', 'french'],
};

const editionIds = editions.filter((e) => e.key !== 'com').map((e) => e.id);
const timezoneKeys = optionLists.timezones.map((t) => t.key);

/** Who may apply to a remote job: open and closed countries (edition ids), time zones, languages. */
export function remoteCriteria(r: Random, edition: Edition) {
  const others = editionIds.filter((id) => id !== edition.id);
  const open =
    edition.key === 'com'
      ? r.sample(others, r.int(3, 10))
      : [
          edition.id,
          ...r.sample(
            others,
            r.weightedPick([
              [0, 40],
              [1, 20],
              [2, 20],
              [4, 20],
            ] as const),
          ),
        ];
  const closable = others.filter((id) => !open.includes(id));
  const closed = r.chance(0.25) ? r.sample(closable, r.int(1, 2)) : [];
  const ownZone = timezoneKeys.includes(edition.timezone) ? [edition.timezone] : [];
  const timezones = [...new Set([...ownZone, ...r.sample(timezoneKeys, r.int(0, 2))])];
  const languages = r.sample(remoteLanguages[edition.key], r.int(1, 2));
  return { open: open.sort((a, b) => a - b), closed: closed.sort((a, b) => a - b), timezones, languages };
}
