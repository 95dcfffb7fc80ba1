/**
 * The stand-in's "model": an answer composed from the facts in the prompt, the same for the same
 * prompt. It reads what the relay's prompts hold — `Label: value` lines and `- item` lists — and
 * writes the kind of text asked for:
 * - a career summary (the prompt mentions "summary"): job titles, years, skills, measurable
 *   achievements and the preferred job, shortened or expanded when the prompt asks for a rewrite;
 * - advice on a resume (the prompt mentions "advice" or "analysis"): the score and the issues to fix
 *   first, then what is already good;
 * - otherwise a restatement of the request's main facts.
 * Nothing here is canned: with no facts in the prompt the answer says so.
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
  const facts = factsOf(`${instructions}\n${request}`);
  const task = `${instructions}\n${request}`.toLowerCase();
  const text = /\b(advice|analysis|analyse|analyze)\b/.test(task)
    ? adviceFrom(facts)
    : /\bsummary\b/.test(task)
      ? summaryFrom(facts, task)
      : restatementOf(request, facts);
  return limitTo(text, options.maxTokens);
}

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
  const achievements = unique(
    [
      ...experienceItems,
      ...valuesOf(/achievement|description|result/),
      ...itemsOf(/achievement|description|result/),
    ]
      .flatMap((value) => value.split(/(?<=[.!?])\s+/))
      .filter(
        (sentence) => /\d/.test(sentence.replace(/\b(19|20)\d{2}\b/g, '')) && /[a-z]{3}/i.test(sentence),
      ),
  ).slice(0, 2);
  return { labels, lists, titles, years, skills, achievements };
}

function summaryFrom(facts: Facts, task: string): string {
  const [latest, ...earlier] = facts.titles;
  const years = yearsOfExperience(facts);
  const sentences: string[] = [];
  if (latest) {
    const span = years ? ` with ${years} year${years === 1 ? '' : 's'} of experience` : '';
    const path = earlier.length ? `, having worked as ${listOf(earlier.map(lowerFirst))}` : '';
    sentences.push(`${capitalise(latest)}${span}${path}.`);
  } else if (years) {
    sentences.push(`Professional with ${years} year${years === 1 ? '' : 's'} of experience.`);
  }
  if (facts.skills.length) sentences.push(`Skilled in ${listOf(facts.skills.slice(0, 5))}.`);
  for (const achievement of facts.achievements)
    sentences.push(`Achieved: ${lowerFirst(achievement.replace(/[.!?]+$/, ''))}.`);
  const preference = [...facts.labels].find(([label]) => /prefer|target|desired|looking/.test(label))?.[1];
  if (preference) sentences.push(`Looking for ${lowerFirst(preference)} roles.`);
  if (sentences.length === 0)
    return 'The profile gives too little to write a summary from: add your work experience and skills first.';
  if (/\b(shorter|concise|shorten)\b/.test(task)) return sentences.slice(0, 2).join(' ');
  if (/\b(longer|expand|detailed|more detail)\b/.test(task) && facts.skills.length > 5)
    sentences.push(`Also experienced with ${listOf(facts.skills.slice(5))}.`);
  return sentences.join(' ');
}

function adviceFrom(facts: Facts): string {
  const score = [...facts.labels].find(([label]) => /score/.test(label))?.[1];
  const issues = [...facts.lists]
    .filter(([label]) => /issue|fix|problem|weak/.test(label))
    .flatMap(([, items]) => items);
  const strengths = [...facts.lists]
    .filter(([label]) => /strength|good|done/.test(label))
    .flatMap(([, items]) => items);
  const name = facts.labels.get('name');
  const sentences: string[] = [];
  const greeting = name ? `${name}, your` : 'Your';
  if (score) sentences.push(`${greeting} resume scores ${score.replace(/\s*\/\s*100$/, '')} out of 100.`);
  const [first, second, ...rest] = issues.map(stripSeverity);
  if (first) sentences.push(`Start with this: ${lowerFirst(first)}${/[.!?]$/.test(first) ? '' : '.'}`);
  if (second) sentences.push(`Next, ${lowerFirst(second)}${/[.!?]$/.test(second) ? '' : '.'}`);
  if (rest.length)
    sentences.push(`${rest.length} smaller point${rest.length === 1 ? '' : 's'} follow in the list below.`);
  if (!first) sentences.push('No issues were found: keep your profile up to date as your experience grows.');
  if (strengths.length) sentences.push(`Already good: ${listOf(strengths.slice(0, 3).map(lowerFirst))}.`);
  return sentences.join(' ');
}

function restatementOf(request: string, facts: Facts): string {
  const firstSentence = request
    .split(/(?<=[.!?])\s+|\n/)
    .find((s) => s.trim())
    ?.trim();
  if (!firstSentence) return 'The request was empty: there is nothing to answer.';
  const known = [...facts.labels].slice(0, 4).map(([label, value]) => `${label} ${value}`);
  return known.length
    ? `About "${firstSentence}": ${listOf(known)}.`
    : `About "${firstSentence}": the request holds no details to work from.`;
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

/** Cuts at a word boundary near maxTokens × 4 characters, OpenAI's rule of thumb for English. */
function limitTo(text: string, maxTokens?: number): string {
  if (!maxTokens || text.length <= maxTokens * 4) return text;
  const cut = text.slice(0, maxTokens * 4);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trimEnd();
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function unique(items: string[]): string[] {
  return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter unless the word is an acronym or a name-like capitalised pair. */
function lowerFirst(text: string): string {
  if (/^[A-Z]{2,}/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
