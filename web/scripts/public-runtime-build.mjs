// The public pages' browser build (issue 12): after the app's browser build, a second build of
// public.html into the same folder, with React Router and react-i18next replaced by the small
// stand-ins in src/public-runtime (links load pages from the server; the translator reads the same
// text as i18next), and a manifest of its own that the relay reads for public pages. Both builds
// come out of every `vite build` of the browser, whatever its --outDir, so nothing that builds the
// web needs to know there are two.
import path from 'node:path';
import { build } from 'vite';

/** The Vite mode of the nested build; vite.config.ts configures it from this. */
export const publicMode = 'public';

/** Where the public build's chunks are listed, beside the app's `.vite/manifest.json`. */
export const publicManifest = '.vite/manifest-public.json';

/** Module ids the public build resolves to our stand-ins. */
export function publicAliases(root) {
  return [
    { find: /^react-router-dom$/, replacement: path.resolve(root, 'src/public-runtime/router-lite.tsx') },
    { find: /^react-i18next$/, replacement: path.resolve(root, 'src/public-runtime/react-i18next-lite.tsx') },
  ];
}

/** The Vite plugin: runs the public build once the app's browser build is written. */
export function publicRuntimePlugin() {
  let config;
  return {
    name: 'talkhire-public-runtime',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr || config.mode === publicMode || config.build.write === false) return;
      const options = {
        configFile: config.configFile,
        root: config.root,
        mode: publicMode,
        logLevel: config.logLevel,
        build: { outDir: path.resolve(config.root, config.build.outDir), emptyOutDir: false },
      };
      // Rolldown splits what the entry loads into a dozen small chunks when pages share it
      // (rolldown#9963, #10731): a first pass, not written, finds those modules, and the build
      // groups them into the entry's chunk (entryChunkGroup, in vite.config.ts).
      globalThis[entryModulesKey] = undefined;
      const probe = await build({
        ...options,
        logLevel: 'silent',
        build: { ...options.build, write: false },
      });
      globalThis[entryModulesKey] = modulesLoadedWithEntry(probe);
      await build(options);
    },
  };
}

const entryModulesKey = Symbol.for('talkhire.public-entry-modules');

/**
 * The group of the public build that puts back into the entry's chunk the code every public page
 * loads with it (see publicRuntimePlugin): fewer requests, and one compression window over it.
 */
export function entryChunkGroup() {
  return { name: 'public', test: (id) => globalThis[entryModulesKey]?.has(id) ?? false };
}

/** The modules of the entry chunk and of the chunks it imports statically, frameworks' excepted. */
function modulesLoadedWithEntry(output) {
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const byFile = new Map(
    chunks.filter((chunk) => chunk.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const seen = new Set();
  const visit = (chunk) => {
    if (!chunk || chunk.name === 'framework' || seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  for (const chunk of byFile.values()) if (chunk.isEntry) visit(chunk);
  return new Set([...seen].flatMap((chunk) => chunk.moduleIds));
}
