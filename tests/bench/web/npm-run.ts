import { spawn } from 'node:child_process';
import path from 'node:path';

/** The monorepo root: workspace scripts run from there, as `npm start` and the e2e web server do. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Runs `npm …` (`run build -w …`, `exec …`) from the repository root and waits for it. Its output
 * is kept, not shown: a build or a seed is noise in the bench's report, but its tail is the whole
 * story when it fails.
 */
export function npmRun(args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = tailKeeper();
    child.stdout.on('data', output.add);
    child.stderr.on('data', output.add);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`npm run ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${output.text()}`),
        );
    });
  });
}

/** The last `limit` characters a process wrote, for an error message. */
export function tailKeeper(limit = 20_000) {
  let kept = '';
  return {
    add: (chunk: Buffer | string) => {
      kept = (kept + chunk.toString()).slice(-limit);
    },
    text: () => kept,
  };
}
