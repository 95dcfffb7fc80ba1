import { afterAll, beforeAll } from 'vitest';
import { servicesStores } from './services-stores';

/**
 * Services suite: each test file starts from databases of its own, as each file's in-memory stores
 * do, so tests that read the seed catalogue never see the rows another file added.
 */
beforeAll(async () => {
  await servicesStores.prepareFile();
}, 120_000);

afterAll(async () => {
  await servicesStores.endFile();
}, 60_000);
