import { readFileSync } from 'node:fs';
import path from 'node:path';
import { npmRun, repoRoot } from './npm-run';

/**
 * Builds what production serves: the web app (its own `build` script: the browser build and, once
 * the web renders on the server, its server build) and the relay too once its package has a build
 * step (it runs from source through tsx today). With `webDist`, the web's output folders are moved
 * there (`dist` → webDist, `dist-server` → `${webDist}-server`, where the relay looks for the server
 * build), so a bench never overwrites the web/dist another run or engineer is serving. Returns what
 * was built, for the report.
 */
export async function buildProduct(webDist: string | undefined): Promise<string[]> {
  const built: string[] = [];
  if (webDist) {
    const script = relocatedBuild(scriptsOf('web').build ?? 'vite build', webDist);
    await npmRun(['exec', '-w', '@talkhire/web', '-c', script]);
    built.push(`web: ${script}`);
  } else {
    await npmRun(['run', 'build', '-w', '@talkhire/web']);
    built.push('web: npm run build -w @talkhire/web');
  }
  if (relayHasBuildStep()) {
    await npmRun(['run', 'build', '-w', '@talkhire/relay']);
    built.push('relay: npm run build -w @talkhire/relay');
  }
  return built;
}

/** Read at run time, not assumed: the relay may gain (or lose) a build script after this was written. */
export function relayHasBuildStep(): boolean {
  return Boolean(scriptsOf('relay').build);
}

/**
 * The web's build script with each `vite build`'s output folder moved from web/dist… to webDist…
 * Appending `-- --outDir` through npm would reach only the script's last command, so with a server
 * build after the browser one the browser build would still land in web/dist.
 */
export function relocatedBuild(script: string, webDist: string): string {
  return script
    .split('&&')
    .map((part) => {
      const command = part.trim();
      if (!/^vite build\b/.test(command)) return command;
      const outDir = /\s--outDir[= ](\S+)/.exec(command)?.[1] ?? 'dist';
      if (!/^(\.\/)?dist\b/.test(outDir))
        throw new Error(`the web build writes to ${outDir}, not web/dist…: cannot move it under WEB_DIST`);
      const target = webDist + outDir.replace(/^(\.\/)?dist/, '');
      return `${command.replace(/\s--outDir[= ]\S+/, '')} --outDir ${JSON.stringify(target)} --emptyOutDir`;
    })
    .join(' && ');
}

function scriptsOf(workspace: 'web' | 'relay'): Record<string, string> {
  const file = path.join(repoRoot, workspace, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
}
