import type { Plugin } from 'vite';

export function browserCataloguePlugin(): Plugin;
/** The catalogue module's code as the browser build gets it: method and path only. */
export function browserCatalogue(): Promise<string>;
