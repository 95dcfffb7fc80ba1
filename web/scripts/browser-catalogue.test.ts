import { endpoints } from '@talkhire/contracts';
import { describe, expect, it } from 'vitest';
import { browserCatalogue } from './browser-catalogue.mjs';

describe("the browser build's endpoint catalogue", () => {
  it('holds every endpoint of the catalogue, where to call it and nothing of its schemas', async () => {
    const { index, features } = await browserCatalogue();
    const load = async (code: string) =>
      (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<
        string,
        Record<string, unknown>
      >;
    const copy: Record<string, Record<string, Record<string, unknown>>> = {};
    for (const [feature, code] of Object.entries(features))
      copy[feature] = (await load(code)) as Record<string, Record<string, unknown>>;
    expect(Object.keys(copy).sort()).toEqual(Object.keys(endpoints).sort());
    for (const feature of Object.keys(endpoints)) expect(index).toContain(`export * as ${feature} from`);
    for (const [feature, definitions] of Object.entries(endpoints)) {
      for (const [name, definition] of Object.entries(definitions)) {
        const browser = copy[feature]?.[name];
        expect(browser, `${feature}.${name}`).toMatchObject({
          method: definition.method,
          path: definition.path,
        });
        for (const schema of ['params', 'query', 'body', 'response'])
          expect(browser, `${feature}.${name}`).not.toHaveProperty(schema);
      }
    }
    for (const code of [index, ...Object.values(features)]) expect(code).not.toMatch(/zod|safeParse/);
  });
});
