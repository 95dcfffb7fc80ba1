import type MagicString from 'magic-string';
import type { Plugin } from 'vite';

export function pureContractsPlugin(): Plugin;
export function markComputedConstantsPure(code: string, program: unknown): MagicString | null;
