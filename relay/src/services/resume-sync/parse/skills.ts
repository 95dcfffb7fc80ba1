import { detailText } from './entry-blocks';

/**
 * The skills a Skills section lists: comma, semicolon, slash-free bullet or line separated, in
 * the ten languages' punctuation (、，；). A 'Label: a, b' line gives a and b. Each skill once.
 */
export function splitSkills(lines: string[]): string[] {
  const seen = new Map<string, string>();
  for (const line of lines) {
    const body = detailText(line).replace(/^[^:：]{1,30}[:：]\s*(?=\S)/u, '');
    for (const piece of body.split(/\s*[,;，；、،•·|｜]\s*|\s{2,}|\t/u)) {
      const skill = piece.replace(/^[\s\-–—*]+|[\s.。]+$/gu, '').trim();
      if (skill === '' || [...skill].length > 80) continue;
      const key = skill.toLowerCase();
      if (!seen.has(key)) seen.set(key, skill);
    }
  }
  return [...seen.values()];
}
