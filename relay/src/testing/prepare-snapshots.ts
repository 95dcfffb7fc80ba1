import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { defaultSeedJobs, seededSnapshots } from './seeded-snapshot';

/**
 * The unit suite's global setup: the snapshots most test apps start from are made before the
 * workers start. Made in the first files' hooks instead, beside lint and typecheck on CI's two
 * cores, they took 40 s here and past the 120 s hook limit there. They are made in a process of
 * their own, as PGlite leaves a timer and file handles behind that keep a process from exiting on its own.
 */
export default async function prepareSnapshots() {
  const child = spawn(process.execPath, ['--import', 'tsx', thisFile], { stdio: 'inherit' });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`preparing the test snapshots failed (exit ${code})`);
}

const thisFile = fileURLToPath(import.meta.url);

if (process.argv[1] === thisFile) {
  await seededSnapshots.prepare([{ SEED_JOBS: 0 }, { SEED_JOBS: defaultSeedJobs }]);
  process.exit(0);
}
