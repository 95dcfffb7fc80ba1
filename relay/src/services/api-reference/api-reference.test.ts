import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';
import { referencePaths } from './routes';

/**
 * Routes that are not API endpoints, so not in the catalogue: the reference's own pages, the
 * developer stand-ins (the dev mailbox; the OIDC sandbox, which speaks a provider's protocol, not
 * ours) and the web pages.
 */
const outsideCatalogue = [
  /^\/api\/docs/,
  /^\/api\/openapi\.json$/,
  /^\/dev\/mailbox/,
  /^\/sandbox-oidc\//,
  /^\/\*$/,
  /^\/favicon\.ico$/,
];

let app: App;
let document: { openapi: string; paths: Record<string, Record<string, Operation>> };
interface Operation {
  operationId: string;
  summary: string;
  responses: Record<
    string,
    { content?: Record<string, { example?: unknown; examples?: unknown }>; 'x-error-codes'?: number[] }
  >;
}

beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
  document = (await app.inject(referencePaths.document)).json();
});
afterAll(async () => {
  await app.close();
});

describe('the API reference', () => {
  it('is an OpenAPI 3.1 document at /api/openapi.json', async () => {
    const res = await app.inject(referencePaths.document);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(document.openapi).toBe('3.1.0');
  });

  it('holds every route the relay serves, and nothing it does not serve', () => {
    const served = app.services.routes
      .filter((route) => !outsideCatalogue.some((pattern) => pattern.test(route.url)))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      )
      .sort();
    expect(documented).toEqual(served);
  });

  it('gives every operation a summary, an example answer and the codes it may refuse with', () => {
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method} ${path}`;
        expect(operation.summary, where).toBeTruthy();
        const success =
          operation.responses['200'] ??
          operation.responses['204'] ??
          operation.responses['302'] ??
          operation.responses['101'];
        expect(success, where).toBeDefined();
        const json = success?.content?.['application/json'];
        if (json) expect(json.example, where).toBeDefined();
        const codes = Object.values(operation.responses).flatMap((r) => r['x-error-codes'] ?? []);
        expect(codes, where).toContain(50001);
      }
  });

  it('lists the refusals of an endpoint under their HTTP status, with an example of each', () => {
    const unblock = document.paths['/api/companies/{id}/blacklist-companies/delete']?.delete;
    expect(unblock?.responses['401']?.['x-error-codes']).toEqual([40003]);
    expect(unblock?.responses['404']?.['x-error-codes']).toEqual([40004]);
    expect(unblock?.responses['404']?.content?.['application/json']?.examples).toMatchObject({
      '40004': { value: { code: 40004 } },
    });
  });

  it('names the other statuses a code comes with: 40001 as a conflict, and for a body it cannot read', () => {
    const create = document.paths['/api/jobseekers/work-experiences/create']?.post;
    for (const status of ['400', '409', '413', '415', '422'])
      expect(create?.responses[status]?.['x-error-codes'], status).toContain(40001);
    expect(document.paths['/api/companies/search']?.get?.responses['415']).toBeUndefined();
  });

  it('is browsable at /api/docs, with its script served from here', async () => {
    const page = await app.inject(`${referencePaths.browser}/`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(referencePaths.document);
    const script = page.body.match(/<script[^>]*src="([^"]+)"/)?.[1];
    expect(script).toBeDefined();
    const js = await app.inject(new URL(script ?? '', `http://relay${referencePaths.browser}/`).pathname);
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
  });
});
