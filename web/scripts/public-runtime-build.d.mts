import type { AliasOptions, Plugin } from 'vite';

export const publicMode: 'public';
export const publicManifest: string;
export function publicAliases(root: string): Extract<AliasOptions, readonly unknown[]>;
export function publicRuntimePlugin(): Plugin;
export function entryChunkGroup(): { name: string; test: (id: string) => boolean };
