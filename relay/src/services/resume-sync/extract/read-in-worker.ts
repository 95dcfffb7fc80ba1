import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { relayDir } from '../../../config/relay-dir';
import type { PlacedText } from './pdf-lines';

/** What the reading thread sends back: a PDF's placed text per page, or a Word file's text and HTML. */
export type FileReading =
  | { ok: true; pages: { width: number; items: PlacedText[] }[] }
  | { ok: true; raw: string; html: string }
  | { ok: false; reason: 'encrypted' | 'damaged' | 'too_slow' };

/**
 * Reads the file in a worker thread with a memory cap, and ends the thread at the deadline. pdf.js
 * and mammoth run on the thread that calls them: a huge page or a zip bomb would otherwise stop
 * the relay's event loop for as long as it takes, and a timer could not even fire.
 */
export function readInWorker(
  type: 'pdf' | 'docx',
  bytes: Uint8Array,
  limits: { pages: number; milliseconds: number; memoryMb: number },
): Promise<FileReading> {
  return new Promise((resolve) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { type, bytes, maxPages: limits.pages, modules: modulesUrls() },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    const finish = (reading: FileReading) => {
      clearTimeout(timer);
      resolve(reading);
      void worker.terminate();
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'too_slow' }), limits.milliseconds);
    worker.once('message', (reading: FileReading) => finish(reading));
    // Out of memory, or a crash inside a reader: the file is not one we can read.
    worker.once('error', () => finish({ ok: false, reason: 'damaged' }));
    worker.once('exit', () => finish({ ok: false, reason: 'damaged' }));
  });
}

let modules: { unpdf: string; mammoth: string } | undefined;

/** The readers' entry files, found from the relay's package.json (the bundle in dist/ too). */
function modulesUrls() {
  if (!modules) {
    const require = createRequire(path.join(relayDir, 'package.json'));
    modules = {
      unpdf: pathToFileURL(require.resolve('unpdf')).href,
      mammoth: pathToFileURL(require.resolve('mammoth')).href,
    };
  }
  return modules;
}

// Plain JavaScript: the thread runs it as it is, without the relay's TypeScript tooling.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { type, bytes, maxPages, modules } = workerData;
  try {
    if (type === 'pdf') {
      const { getDocumentProxy } = await import(modules.unpdf);
      const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 });
      const pages = [];
      for (let number = 1; number <= Math.min(pdf.numPages, maxPages); number++) {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        const items = content.items
          .filter((item) => typeof item.str === 'string')
          .map((item) => ({
            str: item.str,
            x: item.transform[4],
            y: item.transform[5],
            width: item.width,
            fontSize: Math.hypot(item.transform[2], item.transform[3]),
          }));
        pages.push({ width: page.view[2] || 595, items });
      }
      parentPort.postMessage({ ok: true, pages });
    } else {
      const mammoth = (await import(modules.mammoth)).default;
      const buffer = Buffer.from(bytes);
      const raw = await mammoth.extractRawText({ buffer });
      const html = await mammoth.convertToHtml({ buffer }, { styleMap: ["p[style-name='Title'] => h1.title:fresh"] });
      parentPort.postMessage({ ok: true, raw: raw.value, html: html.value });
    }
  } catch (error) {
    parentPort.postMessage({ ok: false, reason: error && error.name === 'PasswordException' ? 'encrypted' : 'damaged' });
  }
})();
`;
