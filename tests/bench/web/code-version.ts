import { execFileSync } from 'node:child_process';
import { repoRoot } from './npm-run';

/**
 * Which code was measured, for notes quoting the JSON: the commit and whether tracked files
 * differed from it. Read-only git (no optional index refresh); null outside a git checkout.
 */
export function codeVersion(): { commit: string; uncommittedChanges: boolean } | null {
  const git = (args: string[]) =>
    execFileSync('git', args, {
      cwd: repoRoot,
      env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' },
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString();
  try {
    const commit = git(['rev-parse', 'HEAD']).trim();
    let uncommittedChanges = false;
    try {
      git(['diff', '--quiet', 'HEAD']);
    } catch {
      uncommittedChanges = true;
    }
    return { commit, uncommittedChanges };
  } catch {
    return null;
  }
}
