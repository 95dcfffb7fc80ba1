import { defaultLanguage, type LanguageCode } from '@talkhire/config';
import { defaultNamespace } from '../i18n/namespaces';

/** i18next's shape: language → namespace → nested messages. */
export type Resource = Record<string, Record<string, unknown>>;
export type TranslateOptions = Record<string, unknown>;
export type TranslateFunction = (
  key: string | readonly string[],
  options?: TranslateOptions | string,
  extra?: TranslateOptions | string,
) => string;

export interface Translator {
  readonly language: string;
  readonly resolvedLanguage: string | undefined;
  readonly languages: readonly string[];
  readonly options: { readonly defaultNS: string };
  t: TranslateFunction;
  exists(key: string | readonly string[], options?: TranslateOptions): boolean;
  getFixedT(
    lng?: string | null,
    ns?: string | readonly string[] | null,
    keyPrefix?: string,
  ): TranslateFunction;
  dir(lng?: string): 'ltr' | 'rtl';
  changeLanguage(lng?: string): Promise<TranslateFunction>;
}

/**
 * What the public pages' components ask of i18next's instance, in 2 KB instead of i18next's 15:
 * the same text as i18next 26 gives with `i18nOptions` (web/src/i18n/setup.ts: fallback 'en',
 * lower-case codes, current language only, namespaces jobseeker and errors, no escaping), since
 * the server renders with i18next and the browser hydrates with this (translator.test.ts compares
 * every key of every language). Not carried, as no text or call of the app uses them: `$t()`
 * nesting, `{{value, format}}` formatters, `context`, `ordinal`, post-processors, selector keys,
 * and `returnObjects` gives the stored object as it is (i18next interpolates its leaves).
 *
 * `changeLanguage` only accepts the page's own language: a public page changes language by
 * loading the page of the other language, which the server renders, so asking for another
 * language here is a mistake and the promise rejects rather than showing a half-translated page.
 */
export function createTranslator(options: { language: LanguageCode; resources: Resource }): Translator {
  const { resources } = options;
  const language = options.language.toLowerCase();
  const languages = codesOf(language);

  function translate(keys: unknown, opt: TranslateOptions): unknown {
    if (keys == null) return '';
    const list = Array.isArray(keys) ? keys.map(String) : [String(keys)];
    const { key } = splitNamespace(list[list.length - 1]!, opt);
    const lng = (opt.lng as string) || language;
    const res = resolve(list, opt);
    const suffix = isPlural(opt) ? pluralSuffix(lng, opt.count) : '';
    const defaultValue =
      (isPlural(opt) && opt.count === 0 && opt.defaultValue_zero) ||
      opt[`defaultValue${suffix}`] ||
      opt.defaultValue;
    const hasDefault = Object.keys(opt).some((k) => k.startsWith('defaultValue') && opt[k] !== undefined);
    const shown = !res && hasDefault ? defaultValue : res;
    if (shown && typeof shown === 'object') {
      // i18next's words, with the instance's language whatever `lng` was asked.
      return opt.returnObjects ? shown : `key '${key} (${language})' returned an object instead of string.`;
    }
    let text = res;
    if (!found(text) && hasDefault) text = defaultValue;
    if (!found(text)) text = key;
    if (typeof text !== 'string' || opt.skipInterpolation) return text;
    const data = opt.replace && typeof opt.replace === 'object' ? (opt.replace as TranslateOptions) : opt;
    return interpolate(text, data, opt);
  }

  /** The first key found, by namespace, then language (the page's, then English), then plural form. */
  function resolve(keys: readonly string[], opt: TranslateOptions): unknown {
    let res: unknown;
    for (const whole of keys) {
      const { key, namespaces } = splitNamespace(whole, opt);
      const codes = (opt.lngs as string[]) || codesOf((opt.lng as string) || language);
      for (const ns of namespaces)
        for (const code of codes) {
          const candidates = [key];
          if (isPlural(opt)) {
            candidates.push(key + pluralSuffix(code, opt.count));
            if (opt.count === 0) candidates.push(`${key}_zero`);
          }
          // The most specific form first: `_zero` for 0, then the language's plural form, then the key.
          // An empty key is never looked up, as in i18next.
          for (let k = candidates.pop(); k; k = candidates.pop()) {
            res = resourceOf(resources, code, ns, k);
            if (found(res)) return res;
          }
        }
    }
    return res;
  }

  const t: TranslateFunction = (key, o, extra) => translate(key, optionsOf(o, extra)) as string;

  const translator: Translator = {
    language,
    // The first language with any text, as i18next has it.
    resolvedLanguage: languages.find((l) =>
      Object.values(resources[l] ?? {}).some((b) => b && Object.keys(b).length),
    ),
    languages,
    options: { defaultNS },
    t,
    exists(key, opt = {}) {
      if (key == null) return false;
      const res = resolve(Array.isArray(key) ? key : [key as string], { ...opt });
      return res !== undefined && !(opt.returnObjects === false && typeof res === 'object');
    },
    getFixedT(lng, ns, keyPrefix) {
      return (key, o, extra) => {
        // As i18next: these become own options, and so interpolation values (`{{ns}}`, `{{lng}}`).
        const opt = optionsOf(o, extra);
        opt.lng = opt.lng || (typeof lng === 'string' ? lng : undefined);
        opt.lngs = opt.lngs || (typeof lng === 'string' ? undefined : lng);
        opt.ns = opt.ns || ns;
        if (opt.keyPrefix !== '') opt.keyPrefix = opt.keyPrefix || keyPrefix;
        const prefix = opt.keyPrefix as string | undefined;
        const full = prefix
          ? Array.isArray(key)
            ? key.map((k) => `${prefix}.${k}`)
            : `${prefix}.${key}`
          : key;
        return translate(full, opt) as string;
      };
    },
    dir(lng = language) {
      return rtl.test(lng) ? 'rtl' : 'ltr';
    },
    changeLanguage(lng) {
      if (!lng || lng.toLowerCase() === language) return Promise.resolve(t);
      return Promise.reject(new Error(`a public page changes language by loading its page in ${lng}`));
    },
  };
  return translator;
}

const defaultNS: string = defaultNamespace;
const rtl = /^(ar|arb|arz|ckb|dv|fa|he|iw|ji|ps|ug|ur|yi)(-|_|$)|-arab/i;

/** With `load: 'currentOnly'` a code stands for itself only: 'pt-br' is not also 'pt'. */
function codesOf(lng: string): string[] {
  const code = lng.toLowerCase();
  return code === defaultLanguage ? [code] : [code, defaultLanguage];
}

/** i18next's overloads: `t(key, 'default value')`, `t(key, 'default', options)`. */
function optionsOf(o: TranslateOptions | string | undefined, extra: TranslateOptions | string | undefined) {
  if (typeof o === 'object') return { ...o };
  const opt: TranslateOptions = {};
  if (typeof o === 'string') opt.defaultValue = o;
  if (typeof extra === 'string') opt.tDescription = extra;
  else if (typeof extra === 'object') Object.assign(opt, extra);
  return opt;
}

/**
 * 'errors:code' names the namespace, unless the key reads like a sentence (a space, comma or
 * punctuation before any dot), as i18next decides, so 'Note: text' stays a key of its own.
 */
function splitNamespace(whole: string, opt: TranslateOptions) {
  let key = whole;
  let ns = (opt.ns as string | string[] | undefined) || defaultNS;
  const dot = key.indexOf('.');
  const sentence = natural.test(key) && !(dot > 0 && !natural.test(key.slice(0, dot)));
  if (key.includes(':') && !sentence) {
    const parts = key.split(':');
    ns = parts.shift()!;
    key = parts.join('.');
  }
  return { key, namespaces: typeof ns === 'string' ? [ns] : ns };
}
const natural = /[ ,?!;]/;

function isPlural(opt: TranslateOptions) {
  return opt.count !== undefined && typeof opt.count !== 'string';
}

const rules = new Map<string, Intl.PluralRules>();
function pluralSuffix(code: string, count: unknown) {
  let rule = rules.get(code);
  if (!rule) {
    rule = pluralRules(code.replace(/_/g, '-'));
    rules.set(code, rule);
  }
  return `_${rule.select(count as number)}`;
}
function pluralRules(code: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(code);
  } catch {
    return new Intl.PluralRules(code.includes('-') ? code.split('-')[0] : 'en');
  }
}

/** null does not count as found (returnNull: false); '' does (returnEmptyString: true). */
function found(res: unknown) {
  return res != null;
}

/** i18next's ResourceStore.getResource: the nested path, then keys that themselves hold dots. */
function resourceOf(resources: Resource, code: string, ns: string, key: string): unknown {
  const res = pathOf(resources, [code, ns, ...key.split('.')]);
  return res != null ? res : deepFind(resources[code]?.[ns], key);
}

function pathOf(node: unknown, path: readonly string[]): unknown {
  for (const part of path) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** i18next's deepFind, which finds 'a.b.c' also as { 'a.b': { c } }; own keys only. */
function deepFind(obj: unknown, path: string): unknown {
  if (!obj || typeof obj !== 'object') return undefined;
  const record = obj as Record<string, unknown>;
  if (record[path]) return Object.hasOwn(record, path) ? record[path] : undefined;
  const tokens = path.split('.');
  let current: unknown = record;
  for (let i = 0; i < tokens.length; ) {
    if (!current || typeof current !== 'object') return undefined;
    const node = current as Record<string, unknown>;
    let next: unknown;
    let nextPath = '';
    for (let j = i; j < tokens.length; ++j) {
      nextPath += (j === i ? '' : '.') + tokens[j];
      next = node[nextPath];
      if ((typeof next === 'function' || nextPath === '__proto__') && !Object.hasOwn(node, nextPath))
        next = undefined;
      if (next !== undefined) {
        // A string where more of the path follows: try the longer key.
        if (j < tokens.length - 1 && ['string', 'number', 'boolean'].includes(typeof next)) continue;
        i = j + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

/**
 * `{{name}}` and `{{- name}}` from the values (escapeValue: false), each left to right and never
 * inside a value just written. A missing value leaves the placeholder as it is, unless the
 * options name it (as undefined): then it is empty, as with i18next's skipOnVariables.
 */
function interpolate(text: string, data: TranslateOptions, opt: TranslateOptions) {
  return text.replace(placeholder, (match, inner: string) => {
    const raw = inner.startsWith('-') ? valueNamed(inner.slice(1).trim(), data, opt) : missing;
    const value = raw === missing ? valueNamed(inner.trim(), data, opt) : raw;
    return value === missing ? match : value;
  });
}
const placeholder = /{{(.+?)}}/g;
const missing = Symbol();

function valueNamed(name: string, data: TranslateOptions, opt: TranslateOptions): string | typeof missing {
  let value = pathOf(data, name.split('.'));
  if (value === undefined) value = deepFind(data, name);
  if (value === undefined) return Object.hasOwn(opt, name) ? '' : missing;
  return value == null ? '' : String(value);
}
