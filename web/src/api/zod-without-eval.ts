import { config, z } from 'zod/v4';

/**
 * Zod compiles object parsers with `new Function` when it may, and decides so when each object
 * schema is created. The site's Content-Security-Policy allows no 'unsafe-eval', so that probe is a
 * violation the browser reports: zod is told not to, before any schema exists. The web build
 * resolves every `import … from 'zod'` to this module (vite.config.ts), so no chunk order can
 * create a schema first.
 */
config({ jitless: true });

// biome-ignore lint/performance/noReExportAll: this module stands in for all of 'zod'
export * from 'zod/v4';
export { z, z as default };
