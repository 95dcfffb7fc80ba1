// Writes a .br and a .gz beside each text file of a built web app (scripts, styles, SVG, HTML,
// JSON), so the relay serves them pre-compressed (@fastify/static `preCompressed`) at the
// strongest settings, which are far too slow to spend on every request. Source maps are left
// out: only developers' tools fetch them. Runs as a Vite plugin after each browser build
// (vite.config.ts), whatever its --outDir, or by hand: `node scripts/precompress.mjs <dir>`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const textFile = /\.(?:js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;

/** Compresses every text file under `dir`; keeps an encoding only where it is smaller. */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const totals = { files: files.length, bytes: 0, br: 0, gz: 0 };
  // zlib works on libuv's thread pool: all at once keeps every thread of it busy.
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      totals.bytes += data.length;
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
      totals.br += Math.min(br.length, data.length);
      totals.gz += Math.min(gz.length, data.length);
    }),
  );
  return totals;
}

/** The Vite plugin: after a browser build (not `--ssr`), compresses its output folder. */
export function precompressPlugin() {
  let outDir = '';
  let skip = true;
  let logger;
  return {
    name: 'talkhire-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr) || config.build.write === false;
      logger = config.logger;
    },
    async closeBundle() {
      if (skip) return;
      const started = performance.now();
      const totals = await precompress(outDir);
      logger?.info(describe(totals, performance.now() - started));
    },
  };
}

function describe({ files, bytes, br, gz }, ms) {
  const kb = (n) => `${Math.round(n / 1024)} kB`;
  return `precompressed ${files} files (${kb(bytes)}): brotli ${kb(br)}, gzip ${kb(gz)}, in ${Math.round(ms)} ms`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const started = performance.now();
  const totals = await precompress(dir);
  console.log(describe(totals, performance.now() - started));
}
