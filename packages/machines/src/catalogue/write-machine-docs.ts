import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { machineDocsPath, renderMachineDocs } from './machine-docs';

/** `npm run docs -w @talkhire/machines`: writes docs/machines.md from the machine definitions. */
const target = path.resolve(import.meta.dirname, '../../../..', machineDocsPath);
writeFileSync(target, renderMachineDocs());
console.log(`wrote ${target}`);
