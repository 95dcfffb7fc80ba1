import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The relay package's folder, found from this module's own: `relay/src/config` when run from
 * source (tsx, vitest), `relay/dist` when run from the bundle (scripts/build.mjs). Files beside
 * the relay (its package.json, the built web) are named from here, so both ways find them.
 */
export const relayDir = packageDirOf(import.meta.dirname);

function packageDirOf(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`the relay's package.json is not above ${start}`);
  }
}
