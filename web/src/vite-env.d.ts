/// <reference types="vite/client" />

/**
 * Whether this build carries the developers' machine inspector (vite.config.ts): true under the
 * dev server, false in production builds, so the inspector's code is dropped from them.
 */
declare const __MACHINE_INSPECTOR__: boolean;
