import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { createTestApp } from './testing/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

describe('relay', () => {
  it('reports health with the storage and bus it runs on', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(['pglite', 'postgresql']).toContain(res.json().database);
  });

  it('exposes Prometheus metrics including request durations', async () => {
    await app.inject('/api/config/job_types/list');
    const res = await app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/config/:type/list",status="200"}',
    );
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });
});
