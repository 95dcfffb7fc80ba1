import { editionByKey } from '@talkhire/config';
import { describe, expect, it } from 'vitest';
import { jobEntrySize } from './entry-size';
import { jobPageUrls } from './sitemap-urls';
import { urlXml } from './sitemap-xml';

describe('the size of a job entry, without writing it', () => {
  it('is the size of the entry written, whatever the title’s script or length', () => {
    for (const key of ['ph', 'jp', 'hk', 'com'] as const) {
      const edition = editionByKey(key);
      const size = jobEntrySize('https://talkhire.example', edition);
      for (const job of [
        { id: 7, title: 'Registered Nurse' },
        { id: 123456, title: 'ソフトウェアエンジニア（リモート可）' },
        { id: 42, title: '???' },
        { id: 2_000_000_000, title: 'Sales Associate (Part-time) – Makati & Taguig' },
        { id: 5, title: 'محاسب أول' },
      ]) {
        const written = urlXml(
          jobPageUrls('https://talkhire.example', edition)({ ...job, updatedAt: new Date() }),
        );
        expect(size(job), `${key} ${job.title}`).toBe(Buffer.byteLength(written));
      }
    }
  });
});
