// Builds the relay for production: src/main.ts and everything it imports from the workspace
// packages (@talkhire/*, which export TypeScript) bundled into dist/main.js, one ES module for
// Node; every other package stays in node_modules, loaded as it is. `npm start` runs the result
// with plain node, without compiling TypeScript at each start.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const relayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(relayDir, 'dist');
const workspacePackages = path.resolve(relayDir, '../packages') + path.sep;

/** Only the workspace packages are bundled: the rest of node_modules stays external. */
const workspaceOnly = {
  name: 'workspace-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@talkhire/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A bundled module's `import.meta` is the bundle's, in dist/. A workspace package that finds its
 * files from its own folder (the i18n texts) gets that folder back, relative to the bundle, so
 * dist/ still finds them beside it in the repository. The relay's own modules find their files
 * through src/config/relay-dir.ts instead.
 */
const ownFolders = {
  name: 'own-folders',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!args.path.startsWith(workspacePackages)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      const folder = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      const file = path.relative(outdir, args.path).split(path.sep).join('/');
      const contents = source
        .replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${folder}`)})`)
        .replaceAll('import.meta.url', `new URL(${JSON.stringify(file)}, import.meta.url).href`);
      return { contents, loader: 'ts' };
    });
  },
};

const started = performance.now();
const result = await build({
  entryPoints: [path.join(relayDir, 'src/main.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  write: false,
  logLevel: 'warning',
  plugins: [workspaceOnly, ownFolders],
});
// Each file is replaced whole (written aside, then renamed): a relay starting from dist/ while
// another `npm start` builds never reads half a bundle.
await mkdir(outdir, { recursive: true });
await Promise.all(
  result.outputFiles.map(async (file) => {
    const aside = `${file.path}.${process.pid}.tmp`;
    await writeFile(aside, file.contents);
    await rename(aside, file.path);
  }),
);
const bytes = result.outputFiles.reduce((sum, file) => sum + file.contents.length, 0);
console.log(
  `relay built: dist/main.js (${Math.round(bytes / 1024)} kB with its map) in ${Math.round(performance.now() - started)} ms`,
);
