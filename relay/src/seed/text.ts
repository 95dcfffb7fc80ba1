import { type LanguageCode, languageByCode } from '@talkhire/config';
import type { LanguageCorpus } from './corpus';
import type { Random } from './corpus/random';

/** Values for the `{name}` placeholders of the corpus templates. */
export type Slots = Record<string, string>;

/** Job descriptions are kept between these lengths (characters), as the issue asks. */
export const descriptionLength = { min: 400, max: 1500 };

export function fill(template: string, slots: Slots): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => slots[name] ?? whole);
}

/** Intro paragraphs, responsibilities, what we offer and a closing line, within descriptionLength. */
export function composeDescription(r: Random, corpus: LanguageCorpus, slots: Slots, remote: boolean): string {
  const atOffice = (t: string) => !remote || !t.includes('{location}');
  const about = fill(r.pick(corpus.companyIntro), slots);
  const role = [fill(r.pick(corpus.roleIntro.filter(atOffice)), slots)];
  if (remote) role.push(fill(r.pick(corpus.remoteNote), slots));
  const duties = r.sample(corpus.responsibilities, corpus.responsibilities.length).map((t) => fill(t, slots));
  const offerPool = remote ? corpus.offers : [...corpus.offers, ...corpus.officeOffers];
  const offers = r.sample(offerPool, offerPool.length).map((t) => fill(t, slots));
  const details = corpus.details
    ? fill(corpus.details.template, {
        workplace: fill(remote ? corpus.details.remote : corpus.details.onsite, slots),
        hours: r.pick(corpus.details.hours),
        holidays: r.pick(corpus.details.holidays),
      })
    : null;
  const closing = fill(r.pick(corpus.closing), slots);
  let counts = [r.int(4, 6), r.int(3, 5)] as [number, number];

  const render = ([d, o]: [number, number]) =>
    [
      about,
      role.join(corpus.sentenceJoiner),
      [corpus.headings.responsibilities, ...duties.slice(0, d).map((t) => corpus.bullet + t)].join('\n'),
      [corpus.headings.offer, ...offers.slice(0, o).map((t) => corpus.bullet + t)].join('\n'),
      ...(details ? [details] : []),
      closing,
    ].join('\n\n');

  let text = render(counts);
  // Dense scripts (Japanese, Chinese) say the same in fewer characters: add items until long enough.
  while (text.length < descriptionLength.min && (counts[0] < duties.length || counts[1] < offers.length)) {
    counts = counts[0] < duties.length ? [counts[0] + 1, counts[1]] : [counts[0], counts[1] + 1];
    text = render(counts);
  }
  while (text.length > descriptionLength.max && (counts[0] > 2 || counts[1] > 2)) {
    counts = counts[0] > counts[1] ? [counts[0] - 1, counts[1]] : [counts[0], counts[1] - 1];
    text = render(counts);
  }
  return text;
}

/** Experience, education, skills and soft skills, sometimes with a nice-to-have list. */
export function composeRequirements(
  r: Random,
  corpus: LanguageCorpus,
  slots: Slots,
  options: { years: number; anyDegree: boolean; remote: boolean },
): string {
  const pool = corpus.requirements.filter((t) => !options.remote || !t.includes('{location}'));
  const lines = [
    corpus.experience(options.years),
    options.anyDegree ? corpus.anyDegree : corpus.degree,
    ...r.sample(pool, r.int(3, 5)),
  ].map((t) => corpus.bullet + fill(t, slots));
  const text = lines.join('\n');
  if (!r.chance(0.6)) return text;
  const extras = r.sample(corpus.niceToHave, r.int(1, 2)).map((t) => corpus.bullet + fill(t, slots));
  return `${text}\n\n${[corpus.headings.niceToHave, ...extras].join('\n')}`;
}

/** A company profile: who we are, how we work, what we value. */
export function composeCompanyDescription(r: Random, corpus: LanguageCorpus, slots: Slots): string {
  return [
    fill(r.pick(corpus.companyIntro), slots),
    r
      .sample(corpus.companyMore, r.int(1, 2))
      .map((t) => fill(t, slots))
      .join(corpus.sentenceJoiner),
    fill(corpus.companyCulture, slots),
  ].join('\n\n');
}

/** "an Accountant", "an HR Manager", "a Data Analyst". */
export function withArticle(title: string): string {
  const first = title.split(/\s/)[0] ?? '';
  const acronym = first.length > 1 && first === first.toUpperCase();
  const vowelSound = acronym ? /^[AEFHILMNORSX]/.test(first) : /^[aeiou]/i.test(first);
  return `${vowelSound ? 'an' : 'a'} ${title}`;
}

/** Lower-case start for words placed mid-sentence; scripts without case are unchanged. */
export function midSentence(text: string, language: LanguageCode): string {
  const first = text.split(/\s/)[0] ?? '';
  if (first.length > 1 && first === first.toUpperCase()) return text; // acronyms stay: "IT", "HR"
  return text.charAt(0).toLocaleLowerCase(languageByCode(language).intl) + text.slice(1);
}

/** Inline list in the language's style: "a, b, c" / "a、b、c". */
export function inlineList(items: readonly string[], corpus: LanguageCorpus): string {
  return items.join(corpus.listSeparator);
}
