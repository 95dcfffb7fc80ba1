import { beforeAll } from 'vitest';
import resetPostgres from './reset-postgres';

/**
 * Services suite: each test file starts from an empty schema, as each file's in-memory PGlite does,
 * so tests that read the seed catalogue never see the rows an earlier file added.
 */
beforeAll(async () => {
  await resetPostgres();
}, 60_000);
