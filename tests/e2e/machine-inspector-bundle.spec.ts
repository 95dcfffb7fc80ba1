import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The production build the e2e relay serves (see playwright.config.ts): built without INSPECT_MACHINES. */
const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');

/**
 * Marks of the developers' machine inspector: strings of @statelyai/inspect's own code (its browser
 * adapter's handshake, its window name, its hosted inspector) and the hub's path. None of them is in
 * xstate itself, which the product bundles.
 */
const inspectorMarks = ['@statelyai.connected', 'xstateinspector', 'stately.ai/inspect', '/dev/inspect'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

test.describe('the production web build', () => {
  test('carries none of the machine inspector (@statelyai/inspect, the /dev/inspect hub)', () => {
    const scripts = filesUnder(webDist).filter((file) => /\.(js|mjs|html)$/.test(file));
    expect(scripts.length).toBeGreaterThan(10);
    const found = scripts.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return inspectorMarks
        .filter((mark) => text.includes(mark))
        .map((mark) => `${path.relative(webDist, file)}: ${mark}`);
    });
    expect(found).toEqual([]);
  });

  test('would notice it: the marks are in the inspector code a development build loads', () => {
    const inspect = readFileSync(
      path.resolve(import.meta.dirname, '../../node_modules/@statelyai/inspect/dist/index.mjs'),
      'utf8',
    );
    for (const mark of inspectorMarks.slice(0, 3)) expect(inspect).toContain(mark);
    const socket = readFileSync(
      path.resolve(import.meta.dirname, '../../web/src/machine-inspection/inspector-socket.ts'),
      'utf8',
    );
    expect(socket).toContain("'/dev/inspect'");
  });
});
