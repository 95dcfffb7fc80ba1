import { type LanguageCode, languageByCode, translationCacheKey } from '@talkhire/config';
import { endpointPath, endpoints, type TTranslationManifest } from '@talkhire/contracts';
import { checkedBy, localKey } from '../ui/local-store';

const { translationManifest, translationContent } = endpoints.platform;

type Resources = Record<string, unknown>;
interface CachedFiles {
  version: string;
  files: Record<string, Resources>;
}
/** Each file by `{language}/{namespace}`, all of one manifest version. */
const cache = localKey(translationCacheKey, checkedBy(isCachedFiles));

/**
 * Interface text comes from the translation service (spec §7): the manifest names the version,
 * and each file is fetched once per version and kept in local storage under the seeker's own key,
 * so a returning visitor renders without waiting and an offline one still has text.
 */
export function createTranslationStore(
  storage?: Pick<Storage, 'getItem' | 'setItem'>,
  doFetch: typeof fetch = (i, init) => fetch(i, init),
  /** Country-Id and Role-Id, like every other request of the web app. */
  headers: () => Record<string, string> = () => ({}),
) {
  let manifest: Promise<TTranslationManifest | null> | null = null;

  // Namespaces load in parallel: merge into what is stored now, not into what was read earlier.
  function writeCache(version: string, key: string, resources: Resources) {
    const latest = cache.read(storage);
    const files = latest?.version === version ? latest.files : {};
    // Storage full or disabled is no error: text still works for this page view.
    cache.write({ version, files: { ...files, [key]: resources } }, storage);
  }

  function loadManifest() {
    manifest ??= doFetch(endpointPath(translationManifest), { headers: headers() })
      .then(async (res) => (res.ok ? manifestOf(await res.json()) : null))
      .catch(() => null);
    return manifest;
  }

  return {
    async load(language: LanguageCode, namespace: string): Promise<Resources> {
      const cached = cache.read(storage);
      const current = await loadManifest();
      const cacheKey = `${language}/${namespace}`;
      if (!current) {
        const offline = cached?.files[cacheKey];
        if (offline) return offline;
        throw new Error('translation service unavailable');
      }
      if (cached?.version === current.version && cached.files[cacheKey]) return cached.files[cacheKey];
      const file = current.files.find((f) => f.namespace === namespace);
      if (!file) throw new Error(`no translation file for ${namespace}`);
      // A manifest path is `/17.json`; the endpoint names the file without its slash.
      const path = endpointPath(translationContent, {
        version: current.version,
        lang: language,
        file: file.path.replace(/^\//, ''),
      });
      const res = await doFetch(path, {
        headers: { ...headers(), 'Language-Id': String(languageByCode(language).id) },
      });
      if (!res.ok) throw new Error(`translation ${cacheKey} answered ${res.status}`);
      const resources = (await res.json()) as Resources;
      writeCache(current.version, cacheKey, resources);
      return resources;
    },
  };
}

/** The translation service answers through its contract; an answer not of its shape is no manifest. */
function manifestOf(body: unknown): TTranslationManifest | null {
  const { version, files } = (body ?? {}) as Partial<Record<keyof TTranslationManifest, unknown>>;
  return typeof version === 'string' && Array.isArray(files) ? (body as TTranslationManifest) : null;
}

function isCachedFiles(value: unknown): value is CachedFiles {
  const { version, files } = (value ?? {}) as Partial<Record<keyof CachedFiles, unknown>>;
  return (
    typeof version === 'string' &&
    typeof files === 'object' &&
    files !== null &&
    Object.values(files).every((file) => typeof file === 'object' && file !== null)
  );
}
