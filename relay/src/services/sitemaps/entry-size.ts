import { type Edition, jobPath } from '@talkhire/config';
import { jobPageUrls } from './sitemap-urls';
import { urlsetEnd, urlsetStart, urlXml } from './sitemap-xml';

/** The bytes a sitemap file holds besides its `<url>`s. */
export const envelopeBytes = Buffer.byteLength(urlsetStart + urlsetEnd);

/**
 * How many bytes a job's `<url>` takes in an edition's sitemap, without writing it (sizing every
 * part of every edition would write each entry twice). An entry is fixed text plus the job's
 * path, once per address it names, so its size grows by the same step with each byte of the path:
 * two written examples give both numbers, whatever the entry's form.
 */
export function jobEntrySize(
  origin: string,
  edition: Edition,
): (job: { id: number; title: string }) => number {
  const path = (job: { id: number; title: string }) => Buffer.byteLength(encodeURI(jobPath('en', job)));
  const url = jobPageUrls(origin, edition);
  const written = (job: { id: number; title: string }) =>
    Buffer.byteLength(urlXml(url({ ...job, updatedAt: new Date(0) })));
  const short = { id: 1, title: 'a' };
  const long = { id: 1, title: 'a b c d e f g h' };
  const perPathByte = (written(long) - written(short)) / (path(long) - path(short));
  const fixed = written(short) - perPathByte * path(short);
  return (job) => fixed + perPathByte * path(job);
}
