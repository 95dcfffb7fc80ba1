import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineDocsPath, renderMachineDocs } from './machine-docs';
import { machineRegistry } from './machine-registry';

// Rendering walks every machine's graph: seconds on a busy machine, more than the default 5 s.
describe('docs/machines.md', { timeout: 60_000 }, () => {
  it('is what the machine definitions say (run `npm run docs -w @talkhire/machines` after a change)', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../../..', machineDocsPath), 'utf8');
    expect(committed).toBe(renderMachineDocs());
  });

  it('has a section for every registered machine, with every state and the path reaching it', () => {
    const docs = renderMachineDocs();
    for (const { title } of machineRegistry) expect(docs).toContain(`## ${title}\n`);
    expect(docs).toContain(
      '| `accepted` (final) | The seeker accepted the offer. | ACCEPT {"by":"jobseeker"} |',
    );
    expect(docs).not.toContain('not walked');
  });
});
