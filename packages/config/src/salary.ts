import { salaryBounds } from './constants';
import type { LanguageCode, Localized } from './languages';

export interface SalaryRange {
  from: number;
  to: number;
}

/**
 * Spec §5: 'Below 30K' is 0 to 30000; 'Above 200K' is 200001 to 400000; 'Above 100K' is read as
 * 100001 (up to the cap); other 'X K - Y K' labels are X*1000 to Y*1000. Unknown labels give null.
 */
export function salaryRangeFromLabel(label: string): SalaryRange | null {
  const text = label.replace(/\s+/g, ' ').trim();
  const below = /^below (\d+(?:\.\d+)?) ?k$/i.exec(text);
  if (below) return { from: 0, to: Number(below[1]) * 1000 };
  const above = /^above (\d+(?:\.\d+)?) ?k$/i.exec(text);
  if (above) return { from: Number(above[1]) * 1000 + 1, to: salaryBounds.cap };
  const between = /^(\d+(?:\.\d+)?) ?k ?- ?(\d+(?:\.\d+)?) ?k$/i.exec(text);
  if (between) return { from: Number(between[1]) * 1000, to: Number(between[2]) * 1000 };
  return null;
}

/** The English label of a range, the inverse of salaryRangeFromLabel. */
export function salaryLabel(range: SalaryRange): string {
  const k = (n: number) => `${Math.round(n / 1000)}K`;
  if (range.from === 0) return `Below ${k(range.to)}`;
  if (range.to >= salaryBounds.cap) return `Above ${k(range.from - 1)}`;
  return `${k(range.from)} - ${k(range.to)}`;
}

/**
 * Range options from from/to/interval: [from, from+interval], ... up to `to`, with an open
 * 'Below' first and 'Above' last. `scale` multiplies the interval once the upper bound passes it.
 */
export function buildRangeOptions(options: {
  from: number;
  to: number;
  interval: number;
  scale?: { above: number; factor: number };
}): SalaryRange[] {
  const { from, to, interval, scale } = options;
  if (interval <= 0 || to <= from) return [];
  const ranges: SalaryRange[] = [{ from: 0, to: from }];
  let lower = from;
  while (lower < to) {
    const step = scale && lower >= scale.above ? interval * scale.factor : interval;
    const upper = Math.min(lower + step, to);
    ranges.push({ from: lower, to: upper });
    lower = upper;
  }
  ranges.push({ from: to + 1, to: salaryBounds.cap });
  return ranges;
}

/** The standard filter ranges of the job search: Below 30K ... Above 200K. */
export const salaryFilterRanges: SalaryRange[] = [
  { from: 0, to: salaryBounds.low },
  { from: 30_000, to: 50_000 },
  { from: 50_000, to: 100_000 },
  { from: 100_000, to: salaryBounds.high },
  { from: salaryBounds.high + 1, to: salaryBounds.cap },
];

const labelTemplates: Record<'below' | 'above' | 'between', Localized> = {
  below: {
    en: 'Below {a}',
    'zh-cn': '{a}以下',
    id: 'Di bawah {a}',
    ja: '{a}未満',
    'zh-tw': '{a}以下',
    ms: 'Bawah {a}',
    tr: '{a} altı',
    'pt-br': 'Abaixo de {a}',
    es: 'Menos de {a}',
    ar: 'أقل من {a}',
  },
  above: {
    en: 'Above {a}',
    'zh-cn': '{a}以上',
    id: 'Di atas {a}',
    ja: '{a}以上',
    'zh-tw': '{a}以上',
    ms: 'Atas {a}',
    tr: '{a} üstü',
    'pt-br': 'Acima de {a}',
    es: 'Más de {a}',
    ar: 'أكثر من {a}',
  },
  between: {
    en: '{a} - {b}',
    'zh-cn': '{a} - {b}',
    id: '{a} - {b}',
    ja: '{a} - {b}',
    'zh-tw': '{a} - {b}',
    ms: '{a} - {b}',
    tr: '{a} - {b}',
    'pt-br': '{a} - {b}',
    es: '{a} - {b}',
    ar: '{a} - {b}',
  },
};

/** The label of a range in a language; amounts use the compact 'K' notation of the spec. */
export function localizedSalaryLabel(range: SalaryRange, language: LanguageCode): string {
  const k = (n: number) => `${Math.round(n / 1000)}K`;
  if (range.from === 0) return labelTemplates.below[language].replace('{a}', k(range.to));
  if (range.to >= salaryBounds.cap) return labelTemplates.above[language].replace('{a}', k(range.from - 1));
  return labelTemplates.between[language].replace('{a}', k(range.from)).replace('{b}', k(range.to));
}
