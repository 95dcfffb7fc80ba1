import { type AnswerPhrases, answerPhrases } from './answer-phrases';

/**
 * The stand-in's "model": an answer composed from the facts in the prompt, the same for the same
 * prompt. It reads what the relay's prompts hold — `Label: value` lines and `- item` lists — and
 * writes the kind of text asked for:
 * - a career summary (the prompt mentions "summary"): job titles, years, skills, measurable
 *   achievements and the preferred job, shortened or expanded when the prompt asks for a rewrite;
 * - advice on a resume (the prompt mentions "advice" or "analysis"): the score and the issues to fix
 *   first, then what is already good;
 * - otherwise a restatement of the request's main facts.
 * It writes in the language the prompt asks for (`Write in Japanese.`), English when it names none
 * of the product's languages: the facts go in as written, the sentences around them are translated
 * (answer-phrases.ts). Nothing here is canned: with no facts in the prompt the answer says so.
 */
export function composeAnswer(
  messages: readonly { role: string; content: string }[],
  options: { maxTokens?: number } = {},
): string {
  const instructions = messages
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n');
  const request = messages.filter((m) => m.role !== 'system').at(-1)?.content ?? '';
  const writer = writerIn(phrasesAskedFor(instructions, request));
  const facts = factsOf(`${instructions}\n${request}`);
  const task = `${instructions}\n${request}`.toLowerCase();
  const text = /\b(advice|analysis|analyse|analyze)\b/.test(task)
    ? adviceFrom(facts, writer)
    : /\bsummary\b/.test(task)
      ? summaryFrom(facts, task, writer)
      : restatementOf(request, facts, writer);
  return limitTo(text, options.maxTokens);
}

/**
 * The phrases of the language a `Write in X.` sentence names (as the relay's prompts end their
 * instructions), looked for in the system text first; English when none names a product language.
 */
function phrasesAskedFor(instructions: string, request: string): AnswerPhrases {
  for (const text of [instructions, request])
    for (const [, named = ''] of text.matchAll(/\b(?:write|answer|respond|reply) in ([^.\n]{2,40})\./gi)) {
      const phrases = Object.values(answerPhrases).find(
        (p) => p.englishName.toLowerCase() === named.trim().toLowerCase(),
      );
      if (phrases) return phrases;
    }
  return answerPhrases.en;
}

/** A language's phrases with the helpers every answer uses to put facts into them. */
type Writer = ReturnType<typeof writerIn>;

function writerIn(phrases: AnswerPhrases) {
  return {
    ...phrases,
    listOf(items: string[]): string {
      const last = items.at(-1);
      if (last === undefined || items.length === 1) return items.join('');
      return `${items.slice(0, -1).join(phrases.list.separator)}${phrases.list.beforeLast(last)}${last}`;
    },
    /** A fact as it reads inside a sentence. */
    inner(fact: string): string {
      return phrases.lowerCaseMidSentence ? lowerFirst(fact) : fact;
    },
    /** A fact that ends a sentence, with its own end mark or the language's full stop. */
    ended(fact: string): string {
      return endMark.test(fact) ? fact : `${fact}${phrases.fullStop}`;
    },
    /** Sentences in a row; in Chinese and Japanese a space still follows a fact's Latin full stop. */
    sentences(sentences: string[]): string {
      return sentences.reduce(
        (text, sentence) =>
          text ? `${text}${/[.!?]$/.test(text) ? ' ' : phrases.sentenceGap}${sentence}` : sentence,
        '',
      );
    },
  };
}

const endMark = /[.!?。！？؟]$/;

interface Facts {
  labels: Map<string, string>;
  /** `- item` lines, grouped under the label line above them ('' before any). */
  lists: Map<string, string[]>;
  titles: string[];
  years: number[];
  skills: string[];
  achievements: string[];
}

function factsOf(text: string): Facts {
  const labels = new Map<string, string>();
  const lists = new Map<string, string[]>();
  let heading = '';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const item = /^[-*•]\s+(.+)$/.exec(line);
    if (item?.[1]) {
      lists.set(heading, [...(lists.get(heading) ?? []), item[1].trim()]);
      continue;
    }
    const labelled = /^([A-Za-z][A-Za-z /()'-]{1,40}):\s*(.*)$/.exec(line);
    if (labelled?.[1]) {
      const label = labelled[1].trim().toLowerCase();
      heading = label;
      if (labelled[2]) labels.set(label, labelled[2].trim());
    }
  }
  const valuesOf = (pattern: RegExp) =>
    [...labels].filter(([label]) => pattern.test(label)).map(([, value]) => value);
  const itemsOf = (pattern: RegExp) =>
    [...lists].filter(([label]) => pattern.test(label)).flatMap(([, items]) => items);

  const experienceItems = itemsOf(/experience|work|employment|positions?|roles?/);
  const titles = unique([
    ...valuesOf(/\b(job )?title\b|\bposition\b|\brole\b/),
    ...experienceItems
      .map((item) => item.split(/\s+(?:at|@|—|–|-|,)\s+|\s*\(/)[0]?.trim() ?? '')
      .filter(Boolean),
  ]).slice(0, 4);
  const years = [...text.matchAll(/\b(19[5-9]\d|20[0-9]\d)\b/g)].map((m) => Number(m[1]));
  const skills = unique(
    [...valuesOf(/skill/), ...itemsOf(/skill/)]
      .flatMap((value) => value.split(/\s*[,;、，]\s*/))
      .filter(Boolean),
  ).slice(0, 8);
  // An achievement is a sentence with a figure in it (dates are no figures), from the descriptions:
  // an experience line's `Title at Company (from – to): ` is taken off first.
  const achievements = unique(
    [
      ...experienceItems.map((item) => item.replace(/^[^():]*\([^)]*\)\s*:\s*/, '')),
      ...valuesOf(/achievement|description|result/),
      ...itemsOf(/achievement|description|result/),
    ]
      .flatMap((value) => value.split(/(?<=[.!?])\s+|(?<=[。！？])/))
      .filter(
        (sentence) =>
          /\p{Nd}/u.test(sentence.replace(/\b(19|20)\d{2}(-\d{2}){0,2}\b/g, '')) &&
          /\p{L}{2}/u.test(sentence),
      ),
  ).slice(0, 2);
  return { labels, lists, titles, years, skills, achievements };
}

function summaryFrom(facts: Facts, task: string, writer: Writer): string {
  const { summary } = writer;
  const [latest, ...earlier] = facts.titles;
  const years = yearsOfExperience(facts);
  const sentences: string[] = [];
  if (latest) {
    const path = earlier.length ? writer.listOf(earlier.map(writer.inner)) : null;
    sentences.push(summary.headline(capitalise(latest), years, path));
  } else if (years) {
    sentences.push(summary.professional(years));
  }
  if (facts.skills.length) sentences.push(summary.skilled(writer.listOf(facts.skills.slice(0, 5))));
  for (const achievement of facts.achievements)
    sentences.push(summary.achieved(writer.ended(writer.inner(achievement))));
  const preference = [...facts.labels].find(([label]) => /prefer|target|desired|looking/.test(label))?.[1];
  if (preference) sentences.push(summary.lookingFor(writer.inner(preference)));
  if (sentences.length === 0) return summary.tooLittle;
  // The relay's "shorter" rewrite asks for "about half its length".
  if (/\b(shorter|concise|shorten|half)\b/.test(task)) return writer.sentences(sentences.slice(0, 2));
  if (/\b(longer|expand|detailed|more detail)\b/.test(task) && facts.skills.length > 5)
    sentences.push(summary.alsoExperienced(writer.listOf(facts.skills.slice(5))));
  return writer.sentences(sentences);
}

function adviceFrom(facts: Facts, writer: Writer): string {
  const { advice } = writer;
  const score = [...facts.labels].find(([label]) => /score/.test(label))?.[1];
  const issues = [...facts.lists]
    .filter(([label]) => /issue|fix|problem|weak/.test(label))
    .flatMap(([, items]) => items);
  const strengths = [...facts.lists]
    .filter(([label]) => /strength|good|done/.test(label))
    .flatMap(([, items]) => items);
  const name = facts.labels.get('name');
  const sentences: string[] = [];
  if (score) sentences.push(advice.score(score.replace(/\s*\/\s*100$/, ''), name));
  const [first, second, ...rest] = issues.map(stripSeverity);
  if (first) sentences.push(advice.first(writer.ended(writer.inner(first))));
  if (second) sentences.push(advice.next(writer.ended(writer.inner(second))));
  if (rest.length) sentences.push(advice.smallerPoints(rest.length));
  if (!first) sentences.push(advice.noIssues);
  if (strengths.length)
    sentences.push(advice.alreadyGood(writer.ended(writer.listOf(strengths.slice(0, 3).map(writer.inner)))));
  return writer.sentences(sentences);
}

function restatementOf(request: string, facts: Facts, writer: Writer): string {
  const { restatement } = writer;
  const firstSentence = request
    .split(/(?<=[.!?])\s+|(?<=[。！？])|\n/)
    .find((s) => s.trim())
    ?.trim();
  if (!firstSentence) return restatement.empty;
  const known = [...facts.labels].slice(0, 4).map(([label, value]) => `${label} ${value}`);
  return known.length
    ? restatement.about(firstSentence, writer.ended(writer.listOf(known)))
    : restatement.noDetails(firstSentence);
}

function yearsOfExperience(facts: Facts): number | null {
  const stated = [...facts.labels].find(([label]) => /years/.test(label))?.[1];
  const statedYears = stated ? Number.parseInt(stated, 10) : Number.NaN;
  if (Number.isFinite(statedYears)) return statedYears;
  if (facts.years.length < 2) return null;
  return Math.max(...facts.years) - Math.min(...facts.years) || null;
}

function stripSeverity(issue: string): string {
  return issue.replace(/^\[(high|medium|low)\]\s*/i, '').replace(/^(high|medium|low):\s*/i, '');
}

/**
 * Cuts near maxTokens × 4 characters, OpenAI's rule of thumb for English: at a word boundary, or
 * in Chinese and Japanese, which put no spaces between words, after a punctuation mark.
 */
function limitTo(text: string, maxTokens?: number): string {
  if (!maxTokens || text.length <= maxTokens * 4) return text;
  const cut = text.slice(0, maxTokens * 4);
  const boundary = Math.max(...[...cut.matchAll(/ |(?<=[、。，！？：])/g)].map((m) => m.index), 0);
  return (boundary > 0 ? cut.slice(0, boundary) : cut).trimEnd();
}

function unique(items: string[]): string[] {
  return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Lower-cases the first letter of a sentence-like fact ("Raised sales by 20%"), not of an acronym
 * or a capitalised name or title ("SQL", "Data Analyst"), which stay as the seeker wrote them.
 */
function lowerFirst(text: string): string {
  if (/^\p{Lu}{2,}|^\p{Lu}\p{Ll}*[\s-]+\p{Lu}/u.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
