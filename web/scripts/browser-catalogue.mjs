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

/** A Vite plugin for the browser build: the catalogue module loads as plain data. */
export function browserCataloguePlugin() {
  let code;
  return {
    name: 'talkhire-browser-catalogue',
    apply: 'build',
    enforce: 'pre',
    async load(id, options) {
      if (options?.ssr || path.normalize(id.split('?')[0]) !== catalogueFile) return null;
      code ??= await browserCatalogue();
      return code;
    },
  };
}

export async function browserCatalogue() {
  const { module } = await runnerImport(catalogueFile, { configFile: false, logLevel: 'error' });
  return Object.entries(module)
    .map(([feature, definitions]) => {
      const routes = Object.fromEntries(
        Object.entries(definitions).map(([name, definition]) => [
          name,
          Object.fromEntries(kept.filter((key) => key in definition).map((key) => [key, definition[key]])),
        ]),
      );
      return `export const ${feature} = ${JSON.stringify(routes)};`;
    })
    .join('\n');
}
