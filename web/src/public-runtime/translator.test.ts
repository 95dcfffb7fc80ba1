import { type LanguageCode, languageCodes } from '@talkhire/config';
import { resources } from '@talkhire/i18n';
import i18next, { type i18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from '../i18n/setup';
import { createTranslator, type Resource, type TranslateOptions, type Translator } from './translator';

type Call = [key: string | string[], options?: TranslateOptions | string];

// 40,000 calls a language: 3–5 s alone, over 30 s (the suite's limit) on CI's two cores beside the
// relay's suites.
describe('createTranslator, against i18next with the app options', { timeout: 180_000 }, () => {
  const namespaces = ['jobseeker', 'errors'] as const;
  // Every language is asked every key of every language: a key one of them lacks, or a plural
  // form its language has not, falls back to English in both.
  const keys = Object.fromEntries(namespaces.map((ns) => [ns, keysOf(ns)]));

  it.each(languageCodes)('gives the text i18next gives, for every key in %s', async (language) => {
    const { real, lite } = await both(language, resources);
    expect(identity(lite)).toEqual(identity(real));
    const mismatches: string[] = [];
    let compared = 0;
    for (const ns of namespaces)
      for (const [key, placeholders] of keys[ns]!) {
        for (const [index, call] of callsFor(ns, key, placeholders).entries()) {
          // i18n.t itself once a key (the edge cases below try it more): the components' t is the fixed one.
          compareCall(real, lite, call, mismatches, index === 0);
          compared++;
        }
        for (const opt of [undefined, { ns }, { ns, count: 1 }, { ns, count: 0 }]) {
          const [a, b] = [real.exists(key, opt), lite.exists(key, opt)];
          if (a !== b) mismatches.push(`exists(${key}, ${JSON.stringify(opt)}): ${a} / ${b}`);
        }
      }
    expect(mismatches.slice(0, 20)).toEqual([]);
    expect(compared).toBeGreaterThan(40_000);
    expect(keys.jobseeker!.size).toBeGreaterThan(1500);
  });

  it('matches i18next on the cases no resource has: odd keys, odd values, the overloads', async () => {
    for (const language of ['en', 'pt-br', 'ar', 'ja'] as const) {
      const { real, lite } = await both(language, edgeResources);
      expect(identity(lite)).toEqual(identity(real));
      const mismatches: string[] = [];
      for (const key of edgeKeys)
        for (const options of edgeOptions) {
          compareCall(real, lite, [key, options], mismatches);
          for (const [lng, ns, prefix] of fixedTs) {
            const a: unknown = real.getFixedT(lng, ns, prefix)(key, clone(options) as never);
            const b = lite.getFixedT(lng, ns, prefix)(key, clone(options));
            if (a !== b) mismatches.push(`getFixedT(${lng}, ${ns}, ${prefix})(${show([key, options])})`);
          }
          if (typeof options !== 'string' && !Array.isArray(key)) {
            const [a, b] = [real.exists(key, clone(options)), lite.exists(key, clone(options))];
            if (a !== b) mismatches.push(`exists(${show([key, options])}): ${a} / ${b}`);
          }
        }
      expect(mismatches, language).toEqual([]);
    }
  });

  it('changes language only to the one it has, and faces right to left in Arabic', async () => {
    const lite = createTranslator({ language: 'ar', resources: edgeResources });
    await expect(lite.changeLanguage('AR')).resolves.toBe(lite.t);
    await expect(lite.changeLanguage('en')).rejects.toThrow();
    expect([lite.dir(), lite.dir('en'), lite.dir('he-IL'), lite.dir('zh-cn')]).toEqual([
      'rtl',
      'ltr',
      'rtl',
      'ltr',
    ]);
  });
});

async function both(language: LanguageCode, data: Resource) {
  const real = i18next.createInstance();
  await real.init({ ...i18nOptions(language), resources: data as never });
  return { real, lite: createTranslator({ language, resources: data }) };
}

function identity(i: i18n | Translator) {
  return { language: i.language, resolved: i.resolvedLanguage, languages: [...i.languages], dir: i.dir() };
}

/**
 * One call through i18n.t and through the t useTranslation() gives (getFixedT with the page's
 * language and the default namespace), which differ: the second adds lng and ns to the options.
 */
function compareCall(
  real: i18n,
  lite: Translator,
  [key, options]: Call,
  mismatches: string[],
  direct = true,
) {
  const pairs = [
    [
      real.getFixedT(real.language, 'jobseeker')(key, clone(options) as never),
      lite.getFixedT(lite.language, 'jobseeker')(key, clone(options)),
    ],
  ];
  if (direct) pairs.push([real.t(key, clone(options) as never), lite.t(key, clone(options))]);
  for (const [a, b] of pairs)
    if (a !== b) mismatches.push(`${show([key, options])}: ${show(a)} / ${show(b)}`);
}

/** Each key of a namespace, plural forms also by their base key, with the placeholders of its texts. */
function keysOf(ns: 'jobseeker' | 'errors'): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const add = (key: string, text: string) => {
    const placeholders = found.get(key) ?? new Set<string>();
    for (const [, name] of text.matchAll(/{{-?\s*(.+?)\s*}}/g)) placeholders.add(name!);
    found.set(key, placeholders);
  };
  const walk = (node: object, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const key = prefix + name;
      if (typeof value === 'object' && value) walk(value, `${key}.`);
      else {
        add(key, String(value));
        const base = /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1];
        if (base) add(base, String(value));
      }
    }
  };
  for (const language of languageCodes) walk(resources[language][ns], '');
  return found;
}

function callsFor(ns: string, key: string, placeholders: Set<string>): Call[] {
  const values = Object.fromEntries([...placeholders].map((name) => [name, `<${name}>`]));
  const [first] = placeholders;
  const inNs = ns === 'jobseeker' ? key : `${ns}:${key}`;
  return [
    [inNs],
    [key, { ns }],
    [key, { ns: 'errors' }],
    [`${ns}:${key}`],
    ...[0, 1, 2, 3, 5, 11, 21, 100, 1.5].map((count): Call => [key, { ns, count }]),
    [key, { ns, ...values }],
    [key, { ns, ...values, count: 2 }],
    [key, { ns, ...(first ? { [first]: 42 } : {}) }],
    [key, { ns, ...(first ? { [first]: undefined } : {}) }],
    [`${key}.missing`, { ns }],
    [`${key}_missing`, { ns, count: 1 }],
    [key, { ns, defaultValue: 'Default {{value}}', value: 1 }],
    [`${key}.missing`, { ns, defaultValue: 'Default {{value}}', value: 1 }],
    [`${key}.missing`, { ns, count: 0, defaultValue_one: 'one', defaultValue: 'default' }],
    [`${inNs}.missing`, 'Given as a string'],
  ];
}

/** Resources that hold what the app's do not (yet): dotted keys, empty and non-string values. */
const edgeResources: Resource = {
  en: {
    jobseeker: {
      a: 'A {{x}} and {{y}}',
      nested: { deep: { leaf: 'Leaf {{count}}' } },
      'dotted.key': 'Dotted key',
      dotted: { key: 'Nested key', other: 'Other' },
      'with.dots': { inner: 'Inside dotted' },
      empty: '',
      nothing: null,
      number: 5,
      yes: true,
      item_zero: 'No items',
      item_one: 'One item',
      item_other: '{{count}} items',
      only_other: '{{count}} only other',
      raw: 'Raw {{- x}} and {{-y}} and {{ x }}',
      odd: '{{{x}}} {{}} {{ }} {{x.y}}',
      'Note: text': 'A sentence key',
      'lead.in: text': 'Dotted sentence',
    },
    errors: { e: 'Error {{code}}', only_in_errors: 'Errors only', item_one: 'Error item' },
  },
  'pt-br': {
    jobseeker: { a: 'PT {{x}}', item_one: 'Um item', item_many: 'Muitos', item_other: 'Outros {{count}}' },
    errors: { e: 'Erro {{code}}' },
  },
  ar: {
    jobseeker: { a: 'AR {{x}}', item_two: 'Two (ar)', item_few: 'Few (ar)', item_many: 'Many (ar)' },
    errors: {},
  },
};

const edgeKeys: (string | string[])[] = [
  'a',
  'nested',
  'nested.deep',
  'nested.deep.leaf',
  'nested.deep.leaf.more',
  'dotted.key',
  'dotted.other',
  'with.dots.inner',
  'empty',
  'nothing',
  'number',
  'yes',
  'item',
  'item_one',
  'only',
  'raw',
  'odd',
  'e',
  'errors:e',
  'jobseeker:a',
  'nope:e',
  'a:b:c',
  'errors:nested.deep',
  'Note: text',
  'lead.in: text',
  'Hello, world: {{x}}',
  'Missing {{x}} key',
  '',
  ':a',
  'toString',
  'constructor',
  '__proto__',
  'a.constructor',
  'nested.toString',
  ['nope', 'a'],
  ['nope', 'nothing'],
  ['nope', 'errors:missing'],
];

const edgeOptions: (TranslateOptions | string | undefined)[] = [
  undefined,
  {},
  'Default as a string',
  { x: 1, y: 'two' },
  { x: undefined },
  { x: null },
  { x: '{{y}}', y: 'never twice' },
  { x: { y: 'deep' } },
  { x: [1, 2] },
  { replace: { x: 'replaced' }, x: 'ignored' },
  ...[0, 1, 2, 3, 5, 11, 21, 100, 1.5, -1].map((count) => ({ count })),
  { count: '2' },
  { count: null },
  { count: 1, ns: 'errors' },
  { ns: 'errors' },
  { ns: ['errors', 'jobseeker'] },
  { ns: 'nope' },
  { lng: 'en' },
  { lng: 'AR', count: 2 },
  { lng: 'pt-BR', count: 1 },
  { lngs: ['pt-br'] },
  { lng: 'xx' },
  { defaultValue: 'Default {{x}}', x: 1 },
  { defaultValue: '' },
  { defaultValue: { an: 'object' } },
  { defaultValue: undefined },
  { defaultValue_one: 'one', defaultValue_other: 'other', count: 1 },
  { defaultValue_zero: 'zero', defaultValue: 'plain', count: 0 },
  { defaultValue_other: 'other only', count: 1 },
  { returnObjects: false },
  { skipInterpolation: true, x: 1 },
  { keyPrefix: 'nested' },
  { keyPrefix: '' },
];

const fixedTs: [string | null, string | null, string | undefined][] = [
  [null, null, undefined],
  ['en', 'errors', undefined],
  [null, 'jobseeker', 'nested'],
  ['pt-br', null, undefined],
];

function clone<T>(value: T): T {
  return typeof value === 'object' && value ? ({ ...value } as T) : value;
}

function show(value: unknown) {
  return JSON.stringify(value, (_, v) => (v === undefined ? '(undefined)' : v));
}
