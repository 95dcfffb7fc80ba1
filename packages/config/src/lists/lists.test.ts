import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editions } from '../countries';
import { languageCodes } from '../languages';
import { configListTypes } from '../list-types';
import { buildConfigList } from './build-config-list';
import { editionLocations } from './locations';
import { taxonomy } from './taxonomy';

/** Every string leaf under a `value`/`title`/`subtitle`/`description` object must exist in all ten languages. */
function localizedGaps(node: unknown, path: string, out: string[]) {
  if (Array.isArray(node)) {
    for (const [i, n] of node.entries()) localizedGaps(n, `${path}[${i}]`, out);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if ('en' in record && typeof record.en === 'string') {
      for (const l of languageCodes)
        if (typeof record[l] !== 'string' || !(record[l] as string).trim()) out.push(`${path}.${l}`);
      return;
    }
    for (const [k, v] of Object.entries(record)) localizedGaps(v, `${path}.${k}`, out);
  }
}

describe('configuration list data', () => {
  it('has every text in all ten languages', async () => {
    const dir = path.join(import.meta.dirname, 'data');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    const gaps: string[] = [];
    for (const file of files)
      localizedGaps(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), file, gaps);
    expect(gaps).toEqual([]);
    expect(files.length).toBeGreaterThan(30);
  });

  it('builds every list in every language without empty values', () => {
    for (const type of configListTypes) {
      for (const language of languageCodes) {
        const list = buildConfigList(type, { language, edition: editions[0] });
        expect(list.length, `${type} ${language}`).toBeGreaterThan(0);
      }
    }
  });

  it('has unique ids and seo values across the taxonomy', () => {
    const titles = taxonomy.flatMap((m) => m.job_functions.flatMap((f) => f.function_titles));
    expect(new Set(titles.map((t) => t.id)).size).toBe(titles.length);
    expect(new Set(titles.map((t) => t.seo_value)).size).toBe(titles.length);
  });

  it('starts each edition with its default location', () => {
    for (const group of editionLocations()) {
      const edition = editions.find((e) => e.key === group.edition)!;
      expect(group.locations[0]?.seo_value).toBe(edition.defaultLocation);
    }
    expect(editionLocations()).toHaveLength(18);
  });
});
