// The endpoint catalogue as the browser build gets it: each endpoint's method and path, without
// its zod schemas. The browser only needs where to send a call; the types
// still come from the real catalogue (TypeScript sees the source), the relay validates what it is
// sent and what it answers, and the public pages' first scripts leave zod and every schema out
// (about 40 KB gzip). The catalogue stays written once: this copy is read from it at build time.
import path from 'node:path';
import { runnerImport } from 'vite';

const catalogueFile = path.resolve(
  import.meta.dirname,
  '../../packages/contracts/src/endpoints/catalogue.ts',
);

/** What the browser reads of a definition (packages/client's `call` and the query keys). */
const kept = ['method', 'path'];

/** The browser build's id of one feature's module of the catalogue. */
const featureModule = '\0talkhire-catalogue:';

/**
 * A Vite plugin for the browser build: the catalogue module loads as plain data, one module per
 * feature with one export per endpoint, so a page's scripts keep the endpoints it calls and
 * leave the rest of a feature's out.
 */
export function browserCataloguePlugin() {
  let modules;
  return {
    name: 'talkhire-browser-catalogue',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(featureModule) ? id : null;
    },
    async load(id, options) {
      if (options?.ssr) return null;
      if (id.startsWith(featureModule)) {
        modules ??= await browserCatalogue();
        return modules.features[id.slice(featureModule.length)];
      }
      if (path.normalize(id.split('?')[0]) !== catalogueFile) return null;
      modules ??= await browserCatalogue();
      return modules.index;
    },
  };
}

/** The catalogue's index (a namespace per feature) and each feature's module, as source text. */
export async function browserCatalogue() {
  const { module } = await runnerImport(catalogueFile, { configFile: false, logLevel: 'error' });
  const features = Object.fromEntries(
    Object.entries(module).map(([feature, definitions]) => [
      feature,
      Object.entries(definitions)
        .map(([name, definition], index) => {
          const route = Object.fromEntries(
            kept.filter((key) => key in definition).map((key) => [key, definition[key]]),
          );
          return `const e${index} = ${JSON.stringify(route)};\nexport { e${index} as ${name} };`;
        })
        .join('\n'),
    ]),
  );
  const index = Object.keys(features)
    .map((feature) => `export * as ${feature} from ${JSON.stringify(featureModule + feature)};`)
    .join('\n');
  return { index, features };
}
