import { beforeAll } from 'vitest';
import resetStores from './reset-stores';

/**
 * Services suite: each test file starts from an empty schema and Redis, as each file's in-memory stores do,
 * so tests that read the seed catalogue never see the rows an earlier file added.
 */
beforeAll(async () => {
  await resetStores();
}, 60_000);
